// Entry point of the sdk's `./react` sub-path (the lead wires it in package.json).
export { IdleContext, LoginContext, TermsContext } from './contexts.ts';
export { useEmitted, useIdleCountdown, useIdleWarning, useLoginState, useTermsState } from './hooks.ts';
