import { useEffect, useRef } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

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
