// Entry point of the sdk's `./react` sub-path.
export {
  type ContractRuleOptions,
  contractFieldRules,
  type FieldRule,
  type RuleMessages,
  ruleProblem,
} from './field-rules.ts';
export { type BodyRules, contractMaxLength, contractRule, contractRules, type RuleField } from './forms.ts';
export { useEmitted } from './hooks.ts';
export { IdleContext, useIdleCountdown, useIdleWarning } from './idle.context.ts';
export { LoginContext, useLoginState } from './login.context.ts';
export { ApiProblem, createQueryHooks, queryKey } from './queries.ts';
export { TermsContext, useTermsState } from './terms.context.ts';
