import { createActorContext } from '@xstate/react';
import { idleMachine } from '../machines/idle.machine.ts';
import { loginMachine } from '../machines/login.machine.ts';
import { termsMachine } from '../machines/terms.machine.ts';

/*
 * One actor per provider. The app passes the machine's input through `options={{ input }}` and, in
 * stories or tests, swapped actors through `logic={loginMachine.provide({ actors: … })}`.
 */

/** The login form and the session's LOGOUT. */
export const LoginContext = createActorContext(loginMachine);

/** The terms-and-conditions dialog. */
export const TermsContext = createActorContext(termsMachine);

/** The inactivity warning and session timeout. */
export const IdleContext = createActorContext(idleMachine);
