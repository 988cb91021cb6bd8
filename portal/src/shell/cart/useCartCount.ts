import { queryKey } from '@privacy-portal/sdk/react';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isLoggedIn, onTokenChange } from '../../lib/api.ts';
import { $api, queryClient } from '../../lib/queryClient.ts';

/**
 * The header's cart count (calls-billing-spec §7 "Get cart: status and count"): GET /cart in the
 * query cache, so every reader shares one request. The pricing page sets it from an add-to-cart
 * answer, the cart and checkout pages after a change; a failed read keeps the last count.
 */
const CART = queryKey('get', '/cart');

interface CartBody {
  response: { count: number };
}

/** Sets the count the server just reported (e.g. the add-to-cart answer's `count`). */
export function setCartCount(next: number, client: QueryClient = queryClient): void {
  const count = Math.max(0, Math.trunc(next));
  client.setQueriesData<CartBody>({ queryKey: CART }, (old) =>
    old ? { ...old, response: { ...old.response, count } } : old,
  );
}

/** Reads the count again from GET /cart (the cart's queries load again). */
export function refreshCartCount(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CART });
}

/** The cart count; loads it when first shown and again when the user logs in or out. */
export function useCartCount(): number {
  const loggedIn = useSyncExternalStore(onTokenChange, isLoggedIn, () => false);
  const cart = $api.useQuery(
    'get',
    '/cart',
    {},
    { enabled: loggedIn, select: (body) => body.response.count },
  );
  return loggedIn ? (cart.data ?? 0) : 0;
}
