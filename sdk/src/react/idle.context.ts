import { createActorContext } from '@xstate/react';
import { idleMachine, selectIdleWarning } from '../machines/idle.machine.ts';
import { sameFields } from './sameFields.ts';

/** The inactivity warning and session timeout. */
export const IdleContext = createActorContext(idleMachine);

/** Seconds left before the idle session times out ("the session will expire in N seconds"). */
export function useIdleCountdown(): number {
  return IdleContext.useSelector((snapshot) => snapshot.context.secondsLeft);
}

/** { open, secondsLeft, inactiveMinutes } for the idle warning dialog. */
export function useIdleWarning() {
  return IdleContext.useSelector(selectIdleWarning, sameFields);
}
