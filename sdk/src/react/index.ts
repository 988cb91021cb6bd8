// Entry point of the sdk's `./react` sub-path (the lead wires it in package.json).

export { useEmitted } from './hooks.ts';
export { IdleContext, useIdleCountdown, useIdleWarning } from './idle.context.ts';
export { LoginContext, useLoginState } from './login.context.ts';
export { TermsContext, useTermsState } from './terms.context.ts';
