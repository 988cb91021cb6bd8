import type { ErrorAction } from '@privacy-portal/sdk';

/** Hands the error catalogue's actions (dialogs, navigation) from the API client to the app shell. */

type Listener = (action: ErrorAction) => void;

const listeners = new Set<Listener>();

export function onErrorAction(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishErrorAction(action: ErrorAction): void {
  for (const listener of listeners) listener(action);
}
