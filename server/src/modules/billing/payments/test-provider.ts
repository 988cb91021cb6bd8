/**
 * The built-in test provider (no STRIPE_SECRET_KEY): payments happen on our own pages under
 * /test-provider, and the "remote" subscription is our own row. Every change is answered with a
 * Stripe-shaped subscription so events.service.ts applies it exactly like a Stripe one.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { findLiveCoupon } from '../cart/cart.queries.ts';
import type { PlanRow } from '../catalogue/catalogue.queries.ts';
import type { SubscriptionRow } from '../subscriptions/subscriptions.queries.ts';
import {
  type PaymentProvider,
  ProviderError,
  type ProviderSubscription,
  type SubscriptionRef,
  toSeconds,
} from './provider.ts';
import {
  findBillingCustomer,
  findPlanRow,
  findSubscriptionByRef,
  insertPageSession,
} from './test-provider.queries.ts';

export const TEST_PROVIDER_PREFIX = '/test-provider';

export const testId = (prefix: string): string => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

/** Our subscription row as the Stripe-shaped object the event path reads. */
export function shapeOfRow(
  row: SubscriptionRow,
  plan: Pick<PlanRow, 'stripe_plan_id'>,
  customer: string,
  changes: Partial<
    Pick<ProviderSubscription, 'status' | 'cancel_at_period_end' | 'canceled_at' | 'ended_at'>
  > & {
    quantity?: number;
    periodStart?: number;
    periodEnd?: number;
  } = {},
): ProviderSubscription {
  const start = changes.periodStart ?? toSeconds(new Date(row.current_period_start));
  const end = changes.periodEnd ?? toSeconds(new Date(row.current_period_end));
  return {
    id: row.provider_subscription_id,
    object: 'subscription',
    customer,
    status: changes.status ?? row.status,
    cancel_at_period_end: changes.cancel_at_period_end ?? row.cancel_at_period_end,
    canceled_at:
      changes.canceled_at !== undefined
        ? changes.canceled_at
        : row.canceled_at
          ? toSeconds(new Date(row.canceled_at))
          : null,
    ended_at: changes.ended_at ?? null,
    trial_end: row.trial_end ? toSeconds(new Date(row.trial_end)) : null,
    metadata: { company_id: String(row.company_id) },
    discount: { coupon: { percent_off: Number(row.discount_percentage) } },
    items: {
      data: [
        {
          id: row.provider_item_id,
          quantity: changes.quantity ?? row.quantity,
          current_period_start: start,
          current_period_end: end,
          price: { id: plan.stripe_plan_id, lookup_key: plan.stripe_plan_id },
        },
      ],
    },
  };
}

export function createTestProvider(db: Db): PaymentProvider {
  async function current(ref: SubscriptionRef) {
    const row = await findSubscriptionByRef(db, ref.subscriptionId, ref.itemId);
    if (!row) throw new ProviderError(`No such subscription: ${ref.subscriptionId}`, 'upstream');
    const plan = (await findPlanRow(db, row.plan_id)) as PlanRow;
    const customer = await findBillingCustomer(db, row.company_id);
    return { row, plan, customer: customer?.customer_id ?? '' };
  }

  return {
    name: 'test',
    async createCheckout(input) {
      return { sessionId: input.checkoutId, url: `${TEST_PROVIDER_PREFIX}/checkout/${input.checkoutId}` };
    },
    // Our own page reads the session's status: a closed one no longer takes a payment.
    async expireCheckout() {},
    async startTrial({ companyId, customerId, plan, trialDays, metadata }) {
      const now = new Date();
      const end = new Date(now.getTime() + trialDays * 86_400_000);
      return {
        id: testId('sub'),
        object: 'subscription',
        customer: customerId ?? testId('cus'),
        status: 'trialing',
        cancel_at_period_end: false,
        canceled_at: null,
        trial_end: toSeconds(end),
        metadata: { ...metadata, company_id: String(companyId) },
        discount: null,
        items: {
          data: [
            {
              id: testId('si'),
              quantity: 1,
              current_period_start: toSeconds(now),
              current_period_end: toSeconds(end),
              price: { id: plan.stripe_plan_id, lookup_key: plan.stripe_plan_id },
            },
          ],
        },
      };
    },
    async customerPortalUrl({ companyId, returnUrl }) {
      return `${TEST_PROVIDER_PREFIX}/portal/${await pageSession(db, companyId, 'portal', returnUrl)}`;
    },
    async cardUpdateUrl({ companyId, returnUrl }) {
      return `${TEST_PROVIDER_PREFIX}/card/${await pageSession(db, companyId, 'card_update', returnUrl)}`;
    },
    async changeQuantity(ref, quantity) {
      const { row, plan, customer } = await current(ref);
      return shapeOfRow(row, plan, customer, { quantity });
    },
    async changePlan(ref, plan, quantity) {
      const { row, customer } = await current(ref);
      return shapeOfRow(row, plan, customer, { quantity });
    },
    async cancelAtPeriodEnd(ref) {
      const { row, plan, customer } = await current(ref);
      return shapeOfRow(row, plan, customer, {
        cancel_at_period_end: true,
        canceled_at: toSeconds(new Date()),
      });
    },
    findCoupon: (code) => findLiveCoupon(db, code),
    parseWebhook() {
      throw new ProviderError(
        'Webhooks come from Stripe; the test provider applies its events itself',
        'not_configured',
      );
    },
  };
}

/**
 * The portal and card pages are opened in a new tab, without the bearer token: an unguessable,
 * short-lived id (a checkout_sessions row of kind portal / card_update) names the company.
 */
async function pageSession(db: Db, companyId: number, kind: 'portal' | 'card_update', returnUrl: string) {
  const id = testId(kind === 'portal' ? 'bps' : 'cus_upd');
  await insertPageSession(db, {
    id,
    company_id: companyId,
    kind,
    return_url: returnUrl,
    expires_at: new Date(Date.now() + 3600_000),
  });
  return id;
}
