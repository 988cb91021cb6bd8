import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';
import { applyBillingEvent } from './events.service.ts';

const WEBHOOK_INVALID = 'The webhook signature does not verify';

/** Stripe's webhook: a signed event applied once through the one event path. */
export function webhookHandlers(deps: Deps): Pick<Handlers<Auth>, 'receiveStripeWebhook'> {
  return {
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
      const { duplicate } = await applyBillingEvent(deps.db, event, deps.payments.name);
      return { status: 200, body: { response: { received: true, duplicate } } };
    },
  };
}
