import { createActorContext } from '@xstate/react';
import { loginMachine, selectLoginView } from '../machines/login.machine.ts';
import { sameFields } from './sameFields.ts';

/** The login form and the session's LOGOUT. */
export const LoginContext = createActorContext(loginMachine);

/** { state, error, email, busy } of the login machine in the nearest LoginContext provider. */
export function useLoginState() {
  return LoginContext.useSelector(selectLoginView, sameFields);
}
