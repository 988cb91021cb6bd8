import { useEffect, useSyncExternalStore } from 'react';
import { api, isLoggedIn, onTokenChange } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';

/**
 * The header's cart count (calls-billing-spec §7 "Get cart: status and count"), one small store for
 * the whole tab. The pricing page refreshes it after an add-to-cart, the cart and checkout pages after
 * a change; the header reads it. A failed read keeps the last count.
 */
let count = 0;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

/** Sets the count the server just reported (e.g. the add-to-cart answer's `count`). */
export function setCartCount(next: number): void {
  set(Math.max(0, Math.trunc(next)));
}

/** Reads the count again from GET /cart; concurrent calls share one request. */
export function refreshCartCount(): Promise<void> {
  if (!isLoggedIn()) {
    set(0);
    return Promise.resolve();
  }
  // The call itself rather than billing.queries' fetchCart: the header is in the app's first chunk,
  // and importing that module would bring every billing call into it.
  pending ??= send(api.GET('/cart'))
    .then((answer) => {
      if (answer.ok) setCartCount(answer.data.response.count);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The cart count; loads it when first shown and again when the user logs in or out. */
export function useCartCount(): number {
  useEffect(() => {
    void refreshCartCount();
    return onTokenChange(() => void refreshCartCount());
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}
