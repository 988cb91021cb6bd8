// Entry point of the sdk's `./react` sub-path.
export { IdleContext, LoginContext, TermsContext } from './contexts.ts';
export {
  type ContractRuleOptions,
  contractMaxLength,
  contractRule,
  contractRules,
  type RuleField,
  type RuleMessages,
  type RuleSchema,
} from './forms.ts';
export { useEmitted, useIdleCountdown, useIdleWarning, useLoginState, useTermsState } from './hooks.ts';
export { ApiProblem, createQueryHooks, queryKey } from './queries.ts';
