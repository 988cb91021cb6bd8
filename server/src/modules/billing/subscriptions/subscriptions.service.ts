/**
 * Subscription changes asked for through the API: the provider makes the change, and its answer
 * (a Stripe-shaped subscription) is applied through the same state function as the webhooks.
 */
import { isEnterprisePrice, licencesText, productOfType, TRIAL_DAYS } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import type { Member } from '../../access/access.ts';
import { lockCompany } from '../../company/company.queries.ts';
import { buyablePlan } from '../billing-access.ts';
import { findPlan } from '../cart/cart.queries.ts';
import { RETURN_PATH } from '../cart/checkout.service.ts';
import { findActivePlanByStripeId, money, type PlanRow } from '../catalogue/catalogue.queries.ts';
import { assignedProducts } from '../licences/licences.queries.ts';
import { ProviderError, type ProviderSubscription } from '../payments/provider.ts';
import { applySubscriptionState, licenceCounts } from './subscription-state.service.ts';
import {
  billingCustomer,
  findSubscription,
  findSubscriptionByProviderIds,
  type SubscriptionRow,
  trialUsed,
} from './subscriptions.queries.ts';

/** Provider failures as API errors: a decline is the customer's, anything else is ours. */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderError && err.kind === 'card_declined')
      throw new ApiError(402, 'card_declined', err.message);
    if (err instanceof ApiError) throw err;
    throw new ApiError(
      500,
      'internal_error',
      'The payment provider could not complete the request; try again later',
    );
  }
}

async function apply(deps: Deps, m: Member, sub: ProviderSubscription): Promise<SubscriptionRow> {
  const rows = await deps.db.transaction((trx) =>
    applySubscriptionState(trx, sub, { actorId: m.user.id, provider: deps.payments.name }),
  );
  const row = rows[0];
  if (!row) throw new ApiError(500, 'internal_error', 'The payment provider answered with an unknown plan');
  return row;
}

export async function liveSubscription(db: Db, m: Member, id: number): Promise<SubscriptionRow> {
  const row = await findSubscription(db, m.companyId, id);
  if (!row) throw notFound('Subscription');
  if (row.status === 'canceled') throw new ApiError(409, 'subscription_ended', 'This subscription has ended');
  return row;
}

const ref = (row: SubscriptionRow) => ({
  // Rows of a multi-plan Stripe subscription carry "sub:item" keys; the provider wants the sub id.
  subscriptionId: row.provider_subscription_id.split(':')[0] as string,
  itemId: row.provider_item_id,
});

/** Refuses a quantity that leaves fewer licences of a product than are assigned. */
async function assertFits(db: Db, row: SubscriptionRow, plan: PlanRow, quantity: number): Promise<void> {
  const assigned = await assignedProducts(db, row.id);
  for (const [product, count] of licenceCounts(plan, quantity)) {
    const inUse = assigned.filter((a) => a === product).length;
    if (inUse > count) {
      throw new ApiError(
        409,
        'licence_in_use',
        `${licencesText(inUse)} ${inUse === 1 ? 'is' : 'are'} assigned; unassign ${inUse - count} before lowering the quantity to ${quantity}`,
      );
    }
  }
}

export async function cancelAtPeriodEnd(deps: Deps, m: Member, id: number): Promise<SubscriptionRow> {
  const row = await liveSubscription(deps.db, m, id);
  if (row.cancel_at_period_end) return row;
  return apply(deps, m, await viaProvider(() => deps.payments.cancelAtPeriodEnd(ref(row))));
}

export async function changeQuantity(
  deps: Deps,
  m: Member,
  id: number,
  quantity: number,
): Promise<SubscriptionRow> {
  const row = await liveSubscription(deps.db, m, id);
  if (row.quantity === quantity) return row;
  const plan = (await findPlan(deps.db, row.plan_id)) as PlanRow;
  await assertFits(deps.db, row, plan, quantity);
  return apply(deps, m, await viaProvider(() => deps.payments.changeQuantity(ref(row), quantity)));
}

export const NOT_UPGRADABLE = 'Choose a plan priced above your current plan';

export async function upgrade(
  deps: Deps,
  m: Member,
  body: {
    stripe_sub_id: string;
    prev_stripe_plan_id: string;
    new_stripe_plan_id: string;
    sub_item_id: string;
    quantity: number;
  },
): Promise<SubscriptionRow> {
  const { db } = deps;
  const row = await findSubscriptionByProviderIds(db, m.companyId, body.stripe_sub_id, body.sub_item_id);
  if (!row) throw notFound('Subscription');
  if (row.status === 'canceled') throw new ApiError(409, 'subscription_ended', 'This subscription has ended');
  const current = (await findPlan(db, row.plan_id)) as PlanRow;
  if (current.stripe_plan_id !== body.prev_stripe_plan_id) {
    throw new ApiError(
      409,
      'not_upgradable',
      `The subscription is on ${current.name}, not on ${body.prev_stripe_plan_id}`,
    );
  }
  const next = await findActivePlanByStripeId(db, body.new_stripe_plan_id);
  if (!next) throw notFound('Plan');
  // Same product line, strictly higher price (Enterprise, -1, goes through sales).
  if (
    next.type !== current.type ||
    isEnterprisePrice(next.price) ||
    money(next.price) <= money(current.price)
  ) {
    throw new ApiError(409, 'not_upgradable', NOT_UPGRADABLE);
  }
  await assertFits(db, row, next, body.quantity);
  return apply(deps, m, await viaProvider(() => deps.payments.changePlan(ref(row), next, body.quantity)));
}

/**
 * A free trial of the plan's product, once per company and product. The company is locked while
 * it starts, so of parallel starts one trial begins and the others are told it has been used.
 */
export async function startTrial(
  deps: Deps,
  m: Member,
  planId: number,
  scope: { oid?: number | undefined; pid?: number | undefined },
): Promise<SubscriptionRow> {
  const { db } = deps;
  const plan = buyablePlan(await findPlan(db, planId), 'plan_id');
  const label = plan.type === 11 ? 'bundle' : productOfType(plan.type) ? plan.product_name : 'product';
  const metadata: Record<string, string> = {};
  if (scope.oid !== undefined) metadata.oid = String(scope.oid);
  if (scope.pid !== undefined) metadata.pid = String(scope.pid);
  const rows = await db.transaction(async (trx) => {
    await lockCompany(trx, m.companyId);
    if (await trialUsed(trx, m.companyId, plan.type))
      throw new ApiError(409, 'trial_used', `The free trial of ${label} has already been used`);
    const customer = await billingCustomer(trx, m.companyId);
    const sub = await viaProvider(() =>
      deps.payments.startTrial({
        companyId: m.companyId,
        // A customer of the other provider (the configuration changed) is none here, as at checkout.
        customerId: customer?.provider === deps.payments.name ? customer.customer_id : null,
        email: m.user.email,
        plan,
        trialDays: TRIAL_DAYS,
        metadata,
      }),
    );
    return applySubscriptionState(trx, sub, { actorId: m.user.id, provider: deps.payments.name });
  });
  const row = rows[0];
  if (!row) throw new ApiError(500, 'internal_error', 'The payment provider answered with an unknown plan');
  return row;
}

const NO_ACCOUNT = 'There is no billing account yet: buy a plan or start a trial first';

/** The company's customer at the configured provider (409 when there is none). */
async function customerOf(deps: Deps, companyId: number) {
  const customer = await billingCustomer(deps.db, companyId);
  // A customer of the other provider (the configuration changed) is no account here.
  if (!customer || customer.provider !== deps.payments.name)
    throw new ApiError(409, 'no_billing_account', NO_ACCOUNT);
  return customer;
}

/** The provider's page where the customer manages billing, or updates the card. */
export async function billingPageUrl(deps: Deps, m: Member, page: 'portal' | 'card'): Promise<string> {
  const customer = await customerOf(deps, m.companyId);
  const input = { customerId: customer.customer_id, companyId: m.companyId, returnUrl: RETURN_PATH };
  return viaProvider(() =>
    page === 'portal' ? deps.payments.customerPortalUrl(input) : deps.payments.cardUpdateUrl(input),
  );
}
