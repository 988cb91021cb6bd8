import { useEffect, useRef } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import { selectIdleWarning } from '../machines/idle.machine.ts';
import { selectLoginView } from '../machines/login.machine.ts';
import { selectTermsView } from '../machines/terms.machine.ts';
import { IdleContext, LoginContext, TermsContext } from './contexts.ts';

// The select* functions build a fresh object per snapshot; comparing fields avoids needless renders.
function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as Array<keyof T>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** { state, error, email, busy } of the login machine in the nearest LoginContext provider. */
export function useLoginState() {
  return LoginContext.useSelector(selectLoginView, sameFields);
}

/** { open, canTick, ticked, canAgree, accepting, error } for the terms dialog. */
export function useTermsState() {
  return TermsContext.useSelector(selectTermsView, sameFields);
}

/** Seconds left before the idle session times out ("the session will expire in N seconds"). */
export function useIdleCountdown(): number {
  return IdleContext.useSelector((snapshot) => snapshot.context.secondsLeft);
}

/** { open, secondsLeft, inactiveMinutes } for the idle warning dialog. */
export function useIdleWarning() {
  return IdleContext.useSelector(selectIdleWarning, sameFields);
}

/** Only `on` is needed, so any actor ref (from a context, useActorRef or createActor) fits. */
type Emitter<TEmitted extends EventObject> = Pick<ActorRef<Snapshot<unknown>, EventObject, TEmitted>, 'on'>;

/**
 * Runs `handler` for each event of `type` the actor emits, e.g.
 * `useEmitted(LoginContext.useActorRef(), 'navigate', (e) => navigate(e.to))`.
 * The latest handler is used without resubscribing, so callers need not memoise it.
 */
export function useEmitted<TEmitted extends EventObject, TType extends TEmitted['type']>(
  actorRef: Emitter<TEmitted>,
  type: TType,
  handler: (emitted: TEmitted & { type: TType }) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    // TType never is '*' here, which TypeScript cannot see through xstate's conditional type.
    const subscription = actorRef.on(type, (emitted) =>
      latest.current(emitted as TEmitted & { type: TType }),
    );
    return () => subscription.unsubscribe();
  }, [actorRef, type]);
}
