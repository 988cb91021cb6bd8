import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError } from '../../../http/errors.ts';
import { type Auth, member } from '../../access/access.ts';
import { requirePurchase, selectedScope } from '../billing-access.ts';
import { applyBillingEvent } from '../payments/events.service.ts';
import { presentSubscription } from '../subscriptions/subscriptions.queries.ts';
import { startTrial } from '../subscriptions/subscriptions.service.ts';
import { createCheckout } from './checkout.service.ts';

type CheckoutOps = 'createCheckoutSession' | 'startTrial' | 'receiveStripeWebhook';

const WEBHOOK_INVALID = 'The webhook signature does not verify';

export function checkoutHandlers(deps: Deps): Pick<Handlers<Auth>, CheckoutOps> {
  const { db } = deps;
  return {
    createCheckoutSession: async ({ auth, body }) => {
      const m = member(auth);
      requirePurchase(m, 'buy plans');
      return { status: 201, body: { response: await createCheckout(deps, m, body?.coupon_code) } };
    },

    startTrial: async ({ auth, body }) => {
      const m = member(auth);
      requirePurchase(m, 'start trials');
      const scope = await selectedScope(db, m, body.oid, body.pid);
      const row = await startTrial(deps, m, body.plan_id, { oid: scope.org?.id, pid: scope.property?.id });
      return {
        status: 201,
        body: { response: await presentSubscription(db, row), message: 'Your 14-day free trial has started' },
      };
    },

    receiveStripeWebhook: async ({ ctx }) => {
      // The signature covers the exact bytes: the body parser keeps them as rawBody.
      const raw = (ctx.request as { rawBody?: string }).rawBody;
      const signature = ctx.get('stripe-signature');
      if (!raw || !signature) throw new ApiError(400, 'webhook_invalid', WEBHOOK_INVALID);
      let event: ReturnType<typeof deps.payments.parseWebhook>;
      try {
        event = deps.payments.parseWebhook(raw, signature);
      } catch {
        throw new ApiError(400, 'webhook_invalid', WEBHOOK_INVALID);
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data) {
        throw new ApiError(400, 'webhook_invalid', 'The webhook payload is not an event');
      }
      const { duplicate } = await applyBillingEvent(db, event, deps.payments.name);
      return { status: 200, body: { response: { received: true, duplicate } } };
    },
  };
}
