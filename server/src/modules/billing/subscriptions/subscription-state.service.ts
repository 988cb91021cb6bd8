/**
 * Applies a provider subscription (Stripe-shaped) to our rows: the subscription, its licences,
 * the licence history, status notifications and the entitlements. The webhook, the test provider
 * and the API's own changes (cancel, quantity, upgrade, trial) all come through here, and applying
 * the same state twice changes nothing, so a late webhook after an API change is harmless.
 */
import {
  GROUP_TYPE,
  isLiveSubscription,
  licencesText,
  type ProductKey,
  type Schemas,
  licenceCounts as sdkLicenceCounts,
  subscriptionStatusMessage,
} from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { companyExists, companyUserIds } from '../../company/company.queries.ts';
import { notify } from '../../notifications/notifications.queries.ts';
import { findPlan } from '../cart/cart.queries.ts';
import { findCheckoutSession } from '../cart/checkout.queries.ts';
import type { PlanRow } from '../catalogue/catalogue.queries.ts';
import { findPlanByStripeIds } from '../catalogue/catalogue.queries.ts';
import {
  assignedLicences,
  deleteLicence,
  findTarget,
  insertLicences,
  type LicenceRow,
  recordLicenceEvent,
  releaseLicences,
  setLicenceTier,
  subscriptionLicences,
  type Target,
  targetInCompany,
} from '../licences/licences.queries.ts';
import { assignToTargets, unassignLicence } from '../licences/licences.service.ts';
import { syncEntitlements } from '../limits/entitlements.service.ts';
import { fromSeconds, type ProviderName, type ProviderSubscription, periodOf } from '../payments/provider.ts';
import {
  companyOfCustomer,
  findSubscriptionByItem,
  insertSubscription,
  lockProviderSubscription,
  recordBillingCustomer,
  type SubscriptionRow,
  updateSubscription,
} from './subscriptions.queries.ts';

export interface ApplyContext {
  /** The user who made the change; null for the provider's own events. */
  actorId: number | null;
  provider: ProviderName;
}

type Status = Schemas['SubscriptionStatus'];

/** Stripe's statuses onto ours: unpaid and paused keep the licences only as far as Stripe does. */
export function statusOf(stripeStatus: string): Status {
  switch (stripeStatus) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
    case 'incomplete':
      return stripeStatus;
    case 'unpaid':
      return 'past_due';
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The product name a notification or history line uses: a bundle is named by its plan. */
export const productLabel = (plan: PlanRow): string =>
  plan.type === 11 ? `${plan.name} bundle` : plan.product_name;

/** How many licences of each product `quantity` units of the plan grant. */
export const licenceCounts = (plan: PlanRow, quantity: number): Map<ProductKey, number> =>
  sdkLicenceCounts({ type: plan.type, contents: json<Schemas['BundleContent'][]>(plan.contents) }, quantity);

/** The spec's notice (portal-spec §8), from the sdk: the portal reads it back to open the status modal. */
export const statusNotice = (plan: PlanRow): string => subscriptionStatusMessage(productLabel(plan));

/** Whether members hear of a status change (billing brief: to past_due, to canceled, past_due back to active). */
const noticeWorthy = (from: Status, to: Status) =>
  to === 'past_due' || to === 'canceled' || (from === 'past_due' && to === 'active');

async function planOfItem(db: Db, price: { id: string; lookup_key?: string | null }) {
  const keys = [price.lookup_key, price.id].filter((k): k is string => Boolean(k));
  return findPlanByStripeIds(db, keys);
}

async function companyOf(db: Db, sub: ProviderSubscription): Promise<number | undefined> {
  const fromMeta = Number(sub.metadata?.company_id);
  if (Number.isInteger(fromMeta) && fromMeta > 0 && (await companyExists(db, fromMeta))) return fromMeta;
  return companyOfCustomer(db, sub.customer);
}

/** Adds and removes licences so the subscription holds what its plan and quantity grant. */
async function reconcileLicences(
  db: Db,
  row: SubscriptionRow,
  plan: PlanRow,
  ctx: ApplyContext,
): Promise<LicenceRow[]> {
  const want = licenceCounts(plan, row.quantity);
  const have = await subscriptionLicences(db, row.id);
  for (const [product, count] of want) {
    const mine = have.filter((l) => l.product === product);
    if (mine.length < count) {
      await insertLicences(
        db,
        Array.from({ length: count - mine.length }, () => ({
          subscription_id: row.id,
          company_id: row.company_id,
          product,
          type: GROUP_TYPE[product],
          tier: plan.tier,
        })),
      );
    }
  }
  // Fewer licences (a quantity lowered at the provider): free ones go first, then the newest.
  for (const product of new Set(have.map((l) => l.product))) {
    const mine = have.filter((l) => l.product === product);
    const extra = mine.length - (want.get(product) ?? 0);
    if (extra <= 0) continue;
    const order = [...mine].sort(
      (a, b) =>
        Number(Boolean(a.organization_id || a.property_id)) -
          Number(Boolean(b.organization_id || b.property_id)) || b.id - a.id,
    );
    for (const l of order.slice(0, extra)) {
      if (l.organization_id || l.property_id) {
        const target = await findTarget(
          db,
          l.property_id ? 'property' : 'organization',
          (l.property_id ?? l.organization_id) as number,
        );
        await unassignLicence(db, l, {
          actorId: ctx.actorId,
          planName: plan.name,
          targetName: target?.name ?? null,
          detail: 'Fewer licences',
        });
      }
      await deleteLicence(db, l.id);
    }
  }
  await setLicenceTier(db, row.id, plan.tier);
  return subscriptionLicences(db, row.id);
}

/** Releases every licence of an ended subscription. */
async function endSubscription(db: Db, row: SubscriptionRow, plan: PlanRow, ctx: ApplyContext) {
  const assigned = await assignedLicences(db, row.id);
  await releaseLicences(
    db,
    assigned.map((l) => l.id),
  );
  await recordLicenceEvent(db, {
    companyId: row.company_id,
    subscriptionId: row.id,
    action: 'ended',
    productName: productLabel(plan),
    planName: plan.name,
    actorId: ctx.actorId,
    detail: assigned.length ? `${licencesText(assigned.length)} released` : 'No licence was assigned',
  });
}

async function targetsFor(
  db: Db,
  companyId: number,
  sub: ProviderSubscription,
  plan: PlanRow,
): Promise<{ organization?: Target; property?: Target }> {
  const out: { organization?: Target; property?: Target } = {};
  const own = async (kind: Target['kind'], id: number) => {
    const t = await findTarget(db, kind, id);
    return t && (await targetInCompany(db, kind, id, companyId)) ? t : undefined;
  };
  const meta = sub.metadata ?? {};
  if (meta.oid) out.organization = await own('organization', Number(meta.oid));
  if (meta.pid) out.property = await own('property', Number(meta.pid));
  if (meta.checkout_id) {
    const checkout = await findCheckoutSession(db, meta.checkout_id, companyId);
    const items = json<
      Array<{ plan_id: number; target_kind: Target['kind'] | null; target_id: number | null }>
    >(checkout?.items ?? '[]');
    const line = items.find((i) => i.plan_id === plan.id && i.target_kind && i.target_id);
    if (line?.target_kind && line.target_id)
      out[line.target_kind] = await own(line.target_kind, line.target_id);
  }
  return out;
}

async function checkoutDiscount(db: Db, sub: ProviderSubscription): Promise<number> {
  const own = sub.discount?.coupon?.percent_off;
  if (typeof own === 'number') return own;
  if (!sub.metadata?.checkout_id) return 0;
  const checkout = await findCheckoutSession(db, sub.metadata.checkout_id);
  return Number(checkout?.percent_off ?? 0);
}

/** Applies every item of a provider subscription; returns our rows. Run it inside a transaction. */
export async function applySubscriptionState(
  db: Db,
  sub: ProviderSubscription,
  ctx: ApplyContext,
): Promise<SubscriptionRow[]> {
  // Events of one subscription (created, updated, a late webhook) apply one after another: a
  // parallel one waits here, then finds the row the first wrote instead of inserting it again.
  await lockProviderSubscription(db, sub.id);
  const companyId = await companyOf(db, sub);
  if (!companyId) return [];
  const out: SubscriptionRow[] = [];
  for (const [index, item] of sub.items.data.entries()) {
    const plan = await planOfItem(db, item.price);
    if (!plan) continue;
    // One row per item: a Stripe subscription of several plans becomes several of ours.
    const key = index === 0 ? sub.id : `${sub.id}:${item.id}`;
    const row = await applyItem(db, companyId, sub, key, item, plan, ctx);
    if (row) out.push(row);
  }
  await syncEntitlements(db, companyId);
  return out;
}

async function applyItem(
  db: Db,
  companyId: number,
  sub: ProviderSubscription,
  key: string,
  item: ProviderSubscription['items']['data'][number],
  plan: PlanRow,
  ctx: ApplyContext,
): Promise<SubscriptionRow | undefined> {
  const status = statusOf(sub.status);
  const period = periodOf({ ...sub, items: { data: [item] } });
  const fields = {
    plan_id: plan.id,
    quantity: Math.max(1, item.quantity ?? 1),
    status,
    current_period_start: fromSeconds(period.start),
    current_period_end: fromSeconds(period.end),
    cancel_at_period_end: sub.cancel_at_period_end,
    canceled_at: sub.canceled_at ? fromSeconds(sub.canceled_at) : null,
    trial_end: sub.trial_end ? fromSeconds(sub.trial_end) : null,
  };
  const existing = await findSubscriptionByItem(db, companyId, item.id);

  if (!existing) {
    if (status === 'canceled') return undefined;
    await recordBillingCustomer(db, companyId, ctx.provider, sub.customer);
    const row = await insertSubscription(db, {
      ...fields,
      company_id: companyId,
      provider: ctx.provider,
      provider_subscription_id: key,
      provider_item_id: item.id,
      discount_percentage: await checkoutDiscount(db, sub),
    });
    const licences = await reconcileLicences(db, row, plan, ctx);
    const trial = status === 'trialing';
    await recordLicenceEvent(db, {
      companyId,
      subscriptionId: row.id,
      action: trial ? 'trial_started' : 'purchased',
      productName: productLabel(plan),
      planName: plan.name,
      actorId: ctx.actorId,
      detail: licencesText(licences.length),
    });
    await assignToTargets(db, licences, await targetsFor(db, companyId, sub, plan), {
      actorId: ctx.actorId,
      planName: plan.name,
    });
    await notify(
      db,
      await companyUserIds(db, companyId),
      trial
        ? `${plan.name} ${productLabel(plan)} trial started: ${licencesText(licences.length)} for 14 days`
        : `${plan.name} ${productLabel(plan)} subscription started: ${licencesText(licences.length)}`,
    );
    return row;
  }

  const oldPlan = (await findPlan(db, existing.plan_id)) as PlanRow;
  const history = (action: Parameters<typeof recordLicenceEvent>[1]['action'], detail: string) =>
    recordLicenceEvent(db, {
      companyId,
      subscriptionId: existing.id,
      action,
      productName: productLabel(plan),
      planName: plan.name,
      actorId: ctx.actorId,
      detail,
    });
  const wasLive = isLiveSubscription(existing.status);
  const row = await updateSubscription(db, existing.id, {
    ...fields,
    ...(status === 'canceled' && !existing.ended_at ? { ended_at: new Date() } : {}),
    updated_at: new Date(),
  });

  if (status !== 'canceled') {
    if (existing.plan_id !== plan.id)
      await history('upgraded', `From ${oldPlan.name} (${oldPlan.cycle}) to ${plan.name} (${plan.cycle})`);
    if (existing.quantity !== row.quantity)
      await history('quantity_changed', `From ${existing.quantity} to ${licencesText(row.quantity)}`);
    if (existing.plan_id !== plan.id || existing.quantity !== row.quantity)
      await reconcileLicences(db, row, plan, ctx);
    if (!existing.cancel_at_period_end && row.cancel_at_period_end) {
      await history(
        'cancel_scheduled',
        `Ends on ${new Date(row.current_period_end).toISOString().slice(0, 10)}`,
      );
    }
    const renewed =
      new Date(row.current_period_end).getTime() > new Date(existing.current_period_end).getTime();
    if (renewed && isLiveSubscription(status) && existing.status === status) {
      await history('renewed', `Paid until ${new Date(row.current_period_end).toISOString().slice(0, 10)}`);
    }
  }
  if (existing.status !== status) {
    await history('status_changed', `From ${existing.status} to ${status}`);
    if (status === 'canceled' && wasLive) await endSubscription(db, row, plan, ctx);
    if (noticeWorthy(existing.status, status)) {
      await notify(db, await companyUserIds(db, companyId), statusNotice(plan));
    }
  }
  return row;
}
