import type { Deps } from '../../deps.ts';
import { cartHandlers } from './cart/cart.handlers.ts';
import { checkoutHandlers } from './cart/checkout.handlers.ts';
import { licenceHandlers } from './licences/licences.handlers.ts';
import { subscriptionHandlers } from './subscriptions/subscriptions.handlers.ts';

/** The commerce side of billing: cart, checkout and webhook, subscriptions, licences. */
export function commerceHandlers(deps: Deps) {
  return {
    ...cartHandlers(deps),
    ...checkoutHandlers(deps),
    ...subscriptionHandlers(deps),
    ...licenceHandlers(deps),
  };
}
