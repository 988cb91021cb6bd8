// Entry point of the sdk's `./react` sub-path.
export {
  type ContractRuleOptions,
  contractMaxLength,
  contractRule,
  contractRules,
  type RuleField,
  type RuleMessages,
  type RuleSchema,
} from './forms.ts';
export { useEmitted } from './hooks.ts';
export { IdleContext, useIdleCountdown, useIdleWarning } from './idle.context.ts';
export { LoginContext, useLoginState } from './login.context.ts';
export { ApiProblem, createQueryHooks, queryKey } from './queries.ts';
export { TermsContext, useTermsState } from './terms.context.ts';
