/**
 * The test provider's storage: it stands in for Stripe's own, so its "remote" objects are our rows
 * (subscriptions, billing customers, checkout sessions of provider 'test').
 */
import type { Db } from '../../../db/database.ts';
import type { PlanRow } from '../catalogue/catalogue.queries.ts';
import type { SubscriptionRow } from '../subscriptions/subscriptions.queries.ts';
import type { Card, CheckoutRow } from './test-provider.service.ts';

export async function findSubscriptionByRef(
  db: Db,
  subscriptionId: string,
  itemId: string,
): Promise<SubscriptionRow | undefined> {
  return (await db('subscriptions')
    .where({ provider_subscription_id: subscriptionId, provider_item_id: itemId })
    .first()) as SubscriptionRow | undefined;
}

export async function findPlanRow(db: Db, planId: number): Promise<PlanRow | undefined> {
  return (await db('plans').where({ id: planId }).first()) as PlanRow | undefined;
}

export async function plansWithIds(db: Db, ids: number[]): Promise<PlanRow[]> {
  return (await db('plans').whereIn('id', ids)) as PlanRow[];
}

export async function findBillingCustomer(
  db: Db,
  companyId: number,
): Promise<{ customer_id: string; payment_method: unknown } | undefined> {
  return db('billing_customers').where({ company_id: companyId }).first();
}

/** A portal or card-update page session: an unguessable id naming the company for an hour. */
export async function insertPageSession(
  db: Db,
  row: {
    id: string;
    company_id: number;
    kind: 'portal' | 'card_update';
    return_url: string;
    expires_at: Date;
  },
): Promise<void> {
  await db('checkout_sessions').insert({
    id: row.id,
    company_id: row.company_id,
    provider: 'test',
    kind: row.kind,
    items: JSON.stringify([]),
    success_url: row.return_url,
    cancel_url: row.return_url,
    expires_at: row.expires_at,
  });
}

/** A test-provider session of one of these kinds, whatever its state. */
export async function findPageSession(db: Db, id: string, kinds: string[]): Promise<CheckoutRow | undefined> {
  return (await db('checkout_sessions').where({ id, provider: 'test' }).whereIn('kind', kinds).first()) as
    | CheckoutRow
    | undefined;
}

/** The session's status, its row locked until the transaction ends (paying twice charges once). */
export async function lockCheckoutStatus(trx: Db, id: string): Promise<string | undefined> {
  const row = await trx('checkout_sessions').where({ id }).forUpdate().first('status');
  return row?.status as string | undefined;
}

export async function recordCheckoutError(db: Db, id: string, message: string): Promise<void> {
  await db('checkout_sessions').where({ id }).update({ last_error: message });
}

export async function saveCard(db: Db, companyId: number, card: Card): Promise<void> {
  await db('billing_customers')
    .where({ company_id: companyId })
    .update({ payment_method: JSON.stringify(card) });
}
