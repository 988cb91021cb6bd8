import { BUNDLE_CONTENTS, type PlanTier, type ProductKey, productOfType } from '@privacy-portal/sdk';
import type { Db } from '../../src/db/database.ts';

/**
 * Subscriptions and licences written straight into the database, as a completed purchase leaves
 * them, for tests of what licences allow (the purchase flow has its own tests, support/billing.ts).
 */
export interface GrantOptions {
  companyId: number;
  /** A catalogue stripe_plan_id, e.g. price_cookieConsent_professional_monthly. */
  plan: string;
  quantity?: number;
  status?: 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';
  discount?: number;
  /** Where the first licences go: the organization (dsar) or properties (the others), in order. */
  assign?: Array<{ product: ProductKey; organizationId?: number; propertyId?: number }>;
}

export interface Granted {
  subscriptionId: number;
  providerSubscriptionId: string;
  licences: Array<{ id: number; product: ProductKey }>;
}

let seq = 0;

export async function grant(db: Db, o: GrantOptions): Promise<Granted> {
  const plan = await db('plans').where({ stripe_plan_id: o.plan }).first();
  if (!plan) throw new Error(`no plan ${o.plan}`);
  const quantity = o.quantity ?? 1;
  seq += 1;
  const providerSubscriptionId = `sub_fixture_${Date.now()}_${seq}`;
  const now = new Date();
  const end = new Date(now.getTime() + 30 * 24 * 3600_000);
  const [sub] = await db('subscriptions')
    .insert({
      company_id: o.companyId,
      provider: 'test',
      provider_subscription_id: providerSubscriptionId,
      provider_item_id: `si_fixture_${Date.now()}_${seq}`,
      plan_id: plan.id,
      quantity,
      status: o.status ?? 'active',
      discount_percentage: o.discount ?? 0,
      current_period_start: now,
      current_period_end: end,
    })
    .returning('id');
  const contents =
    plan.type === 11
      ? (BUNDLE_CONTENTS[plan.tier as PlanTier] ?? []).map((c) => ({
          type: c.type,
          count: c.quantity * quantity,
        }))
      : [{ type: plan.type as number, count: quantity }];
  const licences: Granted['licences'] = [];
  const pending = [...(o.assign ?? [])];
  for (const { type, count } of contents) {
    const product = productOfType(type) as ProductKey;
    for (let i = 0; i < count; i++) {
      const at = pending.findIndex((a) => a.product === product);
      const target = at >= 0 ? pending.splice(at, 1)[0] : undefined;
      const [row] = await db('licences')
        .insert({
          subscription_id: sub.id,
          company_id: o.companyId,
          product,
          type,
          tier: plan.tier,
          organization_id: target?.organizationId ?? null,
          property_id: target?.propertyId ?? null,
          assigned_at: target ? now : null,
        })
        .returning('id');
      licences.push({ id: row.id, product });
    }
  }
  return { subscriptionId: sub.id, providerSubscriptionId, licences };
}

/** Changes a subscription's status only (its licences stay where they are). */
export async function setStatus(db: Db, subscriptionId: number, status: string): Promise<void> {
  await db('subscriptions').where({ id: subscriptionId }).update({ status });
}
