import type { Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/queryClient.ts';

// The same init in the query and in setQueryData, so both name one cache entry.
const CART_INIT = {};

/** GET /cart: the plans about to be bought. */
export function useCart() {
  return $api.useQuery('get', '/cart', CART_INIT, { select: (body) => body.response });
}

/**
 * After a change the server answers the whole cart: it becomes the cart query's data (no second
 * load), and the checkout review, which prices the cart, is loaded again when next shown.
 */
function useCartAnswer() {
  const client = useQueryClient();
  return (cart: Schemas['Cart']) => {
    client.setQueryData($api.queryOptions('get', '/cart', CART_INIT).queryKey, { response: cart });
    void client.invalidateQueries({ queryKey: queryKey('get', '/billing/checkout/available') });
  };
}

/** PUT /cart/update: one item's quantity. */
export function useUpdateCartQuantity() {
  const answered = useCartAnswer();
  return $api.useMutation('put', '/cart/update', { onSuccess: (body) => answered(body.response) });
}

/** DELETE /cart/{id}: takes an item out. */
export function useRemoveCartItem() {
  const answered = useCartAnswer();
  return $api.useMutation('delete', '/cart/{id}', { onSuccess: (body) => answered(body.response) });
}
