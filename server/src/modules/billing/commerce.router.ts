import type { Deps } from '../../deps.ts';
import { cartHandlers } from './cart.router.ts';
import { checkoutHandlers } from './checkout.router.ts';
import { licenceHandlers } from './licences.router.ts';
import { subscriptionHandlers } from './subscriptions.router.ts';

/** The commerce side of billing: cart, checkout and webhook, subscriptions, licences. */
export function commerceHandlers(deps: Deps) {
  return {
    ...cartHandlers(deps),
    ...checkoutHandlers(deps),
    ...subscriptionHandlers(deps),
    ...licenceHandlers(deps),
  };
}
