import type { ErrorAction } from '@privacy-portal/sdk';

/** Hands the error catalogue's actions (dialogs, navigation) from the API client to the app shell. */

/**
 * The catalogue's actions, and the portal's own: a subscription-status notification arrived
 * (the SubscriptionStatusModal opens with its product, e.g. 'Cookie Consent').
 */
export type AppAction = ErrorAction | { kind: 'subscriptionStatus'; product: string };

type Listener = (action: AppAction) => void;

const listeners = new Set<Listener>();

export function onErrorAction(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishErrorAction(action: AppAction): void {
  for (const listener of listeners) listener(action);
}
