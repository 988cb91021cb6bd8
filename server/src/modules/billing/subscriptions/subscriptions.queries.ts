import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../../db/keyset.ts';
import { money, type PlanRow, planFields } from '../catalogue/catalogue.queries.ts';
import {
  inOrgScope,
  type LicenceView,
  licenceViews,
  type OrgScope,
  presentLicence,
} from '../licences/licences.queries.ts';

export interface SubscriptionRow {
  id: number;
  company_id: number;
  provider: string;
  provider_subscription_id: string;
  provider_item_id: string;
  plan_id: number;
  quantity: number;
  status: Schemas['SubscriptionStatus'];
  discount_percentage: string | number;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  canceled_at: Date | null;
  trial_end: Date | null;
  ended_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);

export async function findSubscription(
  db: Db,
  companyId: number,
  id: number,
): Promise<SubscriptionRow | undefined> {
  return (await db('subscriptions').where({ id, company_id: companyId }).first()) as
    | SubscriptionRow
    | undefined;
}

/** Narrows a subscriptions query to those with a licence within the organizations (null: all). */
function withLicenceInScope<Q extends ReturnType<Db>>(db: Db, q: Q, orgIds: OrgScope): Q {
  if (orgIds) {
    q.whereExists(
      inOrgScope(
        db('licences as l')
          .leftJoin('properties as pr', 'pr.id', 'l.property_id')
          .whereRaw('l.subscription_id = subscriptions.id')
          .select(db.raw('1')),
        orgIds,
      ),
    );
  }
  return q;
}

/** The company's subscription that the member's scope may read (see billingScope). */
export async function findScopedSubscription(
  db: Db,
  companyId: number,
  id: number,
  orgIds: OrgScope,
): Promise<SubscriptionRow | undefined> {
  const q = db('subscriptions').where({ id, company_id: companyId });
  return (await withLicenceInScope(db, q, orgIds).first()) as SubscriptionRow | undefined;
}

/** Subscriptions as the contract shows them; with orgIds, only the licences within those organizations. */
export async function presentSubscriptions(
  db: Db,
  rows: SubscriptionRow[],
  orgIds: OrgScope = null,
): Promise<Schemas['Subscription'][]> {
  if (!rows.length) return [];
  const plans = (await db('plans').whereIn(
    'id',
    rows.map((r) => r.plan_id),
  )) as PlanRow[];
  const licences = (await inOrgScope(
    licenceViews(db).whereIn(
      'l.subscription_id',
      rows.map((r) => r.id),
    ),
    orgIds,
  )) as LicenceView[];
  return rows.map((r) => {
    const plan = plans.find((p) => p.id === r.plan_id) as PlanRow;
    return {
      id: r.id,
      stripe_sub_id: r.provider_subscription_id,
      sub_item_id: r.provider_item_id,
      status: r.status,
      plan: { id: plan.id, ...planFields(plan), tier: plan.tier, stripe_plan_id: plan.stripe_plan_id },
      quantity: r.quantity,
      discount_percentage: Number(r.discount_percentage),
      current_period_start: iso(r.current_period_start),
      current_period_end: iso(r.current_period_end),
      cancel_at_period_end: r.cancel_at_period_end,
      canceled_at: isoOrNull(r.canceled_at),
      trial_end: isoOrNull(r.trial_end),
      created_at: iso(r.created_at),
      licences: licences.filter((l) => l.subscription_id === r.id).map(presentLicence),
    };
  });
}

export async function presentSubscription(
  db: Db,
  row: SubscriptionRow,
  orgIds: OrgScope = null,
): Promise<Schemas['Subscription']> {
  return (await presentSubscriptions(db, [row], orgIds))[0] as Schemas['Subscription'];
}

export async function listSubscriptionRows(db: Db, companyId: number): Promise<SubscriptionRow[]> {
  return (await db('subscriptions')
    .where({ company_id: companyId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as SubscriptionRow[];
}

const NEWEST_FIRST: Keyset = {
  parts: [
    { sql: 'subscriptions.created_at', type: 'timestamptz' },
    { sql: 'subscriptions.id', type: 'integer' },
  ],
  direction: 'desc',
};

/** One page of the company's subscriptions, newest first, with their licences. */
export async function listSubscriptionsPage(
  db: Db,
  companyId: number,
  paging: PageQuery,
  orgIds: OrgScope = null,
): Promise<{ response: Schemas['Subscription'][]; page: PageInfo }> {
  const q = db('subscriptions').select('subscriptions.*').where({ company_id: companyId });
  const { rows, page } = await keysetPage<SubscriptionRow>(
    withLicenceInScope(db, q, orgIds),
    NEWEST_FIRST,
    paging,
  );
  return { response: await presentSubscriptions(db, rows, orgIds), page };
}

export interface InvoiceRow {
  id: number;
  number: string;
  status: Schemas['Invoice']['status'];
  description: string;
  amount_due: string | number;
  amount_paid: string | number;
  currency: string;
  created_at: Date;
  period_start: Date;
  period_end: Date;
  hosted_invoice_url: string | null;
}

export function presentInvoice(r: InvoiceRow): Schemas['Invoice'] {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    description: r.description,
    amount_due: money(r.amount_due),
    amount_paid: money(r.amount_paid),
    currency: r.currency,
    created_at: iso(r.created_at),
    period_start: iso(r.period_start),
    period_end: iso(r.period_end),
    ...(r.hosted_invoice_url ? { hosted_invoice_url: r.hosted_invoice_url } : {}),
  };
}

export async function invoicePage(
  db: Db,
  companyId: number,
  limit: number,
  offset: number,
): Promise<Schemas['InvoicePage']> {
  const [count] = await db('invoices').where({ company_id: companyId }).count<{ n: number }[]>('* as n');
  const rows = (await db('invoices')
    .where({ company_id: companyId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset)) as InvoiceRow[];
  return { items: rows.map(presentInvoice), total: Number(count?.n ?? 0) };
}

export async function billingCustomer(
  db: Db,
  companyId: number,
): Promise<
  { provider: string; customer_id: string; payment_method: Schemas['PaymentMethod'] | null } | undefined
> {
  const row = await db('billing_customers').where({ company_id: companyId }).first();
  if (!row) return undefined;
  const pm = typeof row.payment_method === 'string' ? JSON.parse(row.payment_method) : row.payment_method;
  return { provider: row.provider, customer_id: row.customer_id, payment_method: pm ?? null };
}

/** Our subscription row of a provider subscription item. */
export async function findSubscriptionByItem(
  db: Db,
  companyId: number,
  providerItemId: string,
): Promise<SubscriptionRow | undefined> {
  return (await db('subscriptions')
    .where({ company_id: companyId, provider_item_id: providerItemId })
    .first()) as SubscriptionRow | undefined;
}

/** The company's subscription by the provider's subscription and item ids (the upgrade call names both). */
export async function findSubscriptionByProviderIds(
  db: Db,
  companyId: number,
  providerSubscriptionId: string,
  providerItemId: string,
): Promise<SubscriptionRow | undefined> {
  return (await db('subscriptions')
    .where({
      company_id: companyId,
      provider_subscription_id: providerSubscriptionId,
      provider_item_id: providerItemId,
    })
    .first()) as SubscriptionRow | undefined;
}

export async function insertSubscription(
  db: Db,
  row: Omit<SubscriptionRow, 'id' | 'ended_at' | 'created_at' | 'updated_at'>,
): Promise<SubscriptionRow> {
  const [created] = (await db('subscriptions').insert(row).returning('*')) as SubscriptionRow[];
  return created as SubscriptionRow;
}

/** Writes the changed fields and returns the row as stored. */
export async function updateSubscription(
  db: Db,
  id: number,
  fields: Partial<Omit<SubscriptionRow, 'id' | 'company_id'>>,
): Promise<SubscriptionRow> {
  await db('subscriptions').where({ id }).update(fields);
  return (await db('subscriptions').where({ id }).first()) as SubscriptionRow;
}

/** Whether the company ever had a trial of a plan of this type (a trial is once per product). */
export async function trialUsed(db: Db, companyId: number, planType: number): Promise<boolean> {
  return Boolean(
    await db('subscriptions as s')
      .join('plans as p', 'p.id', 's.plan_id')
      .where({ 's.company_id': companyId, 'p.type': planType })
      .whereNotNull('s.trial_end')
      .first('s.id'),
  );
}

/** The first key of the advisory locks on a provider subscription (the second is its id's hash). */
const SUBSCRIPTION_LOCK = 7001;

/**
 * Serialises the events of one provider subscription until the transaction ends: a parallel one
 * waits here, then finds the row the first wrote instead of inserting it again.
 */
export async function lockProviderSubscription(db: Db, providerSubscriptionId: string): Promise<void> {
  await db.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [SUBSCRIPTION_LOCK, providerSubscriptionId]);
}

/** Records the company's customer at the provider; the first one recorded stays (parallel events). */
export async function recordBillingCustomer(
  db: Db,
  companyId: number,
  provider: string,
  customerId: string,
): Promise<void> {
  await db('billing_customers')
    .insert({ company_id: companyId, provider, customer_id: customerId })
    .onConflict('company_id')
    .ignore();
}

/** The company of a provider customer id (of that provider when given). */
export async function companyOfCustomer(
  db: Db,
  customerId: string,
  provider?: string,
): Promise<number | undefined> {
  const row = await db('billing_customers')
    .where(provider === undefined ? { customer_id: customerId } : { customer_id: customerId, provider })
    .first('company_id');
  return row?.company_id as number | undefined;
}

/** Our subscription (id and company) of a provider subscription id, for its invoices. */
export async function findSubscriptionOfProvider(
  db: Db,
  providerSubscriptionId: string,
): Promise<{ id: number; company_id: number } | undefined> {
  return db('subscriptions')
    .where({ provider_subscription_id: providerSubscriptionId })
    .first('id', 'company_id');
}

/** Inserts the provider's invoice, or updates it when it was recorded before (an invoice is paid later). */
export async function upsertInvoice(
  db: Db,
  providerInvoiceId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await db('invoices')
    .insert({ provider_invoice_id: providerInvoiceId, ...fields })
    .onConflict('provider_invoice_id')
    .merge(fields);
}
