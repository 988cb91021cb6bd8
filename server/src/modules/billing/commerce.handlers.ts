import type { Deps } from '../../deps.ts';
import { cartHandlers } from './cart/cart.handlers.ts';
import { checkoutHandlers } from './cart/checkout.handlers.ts';
import { licenceHandlers } from './licences/licences.handlers.ts';
import { limitHandlers } from './limits/limits.handlers.ts';
import { webhookHandlers } from './payments/webhook.handlers.ts';
import { subscriptionHandlers } from './subscriptions/subscriptions.handlers.ts';

/**
 * Billing beyond the catalogue (catalogue/catalogue.handlers.ts): cart and checkout, the provider's
 * webhook, subscriptions and trials, licences, and the plan record with the limits.
 */
export function commerceHandlers(deps: Deps) {
  return {
    ...cartHandlers(deps),
    ...checkoutHandlers(deps),
    ...webhookHandlers(deps),
    ...subscriptionHandlers(deps),
    ...licenceHandlers(deps),
    ...limitHandlers(deps),
  };
}
