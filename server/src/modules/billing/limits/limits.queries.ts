import {
  LIVE_SUBSCRIPTION_STATUSES,
  ORGANIZATION_ROLES,
  type PlanTier,
  type ProductKey,
  type Schemas,
} from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';

/** A licence of a live subscription, with its subscription and plan (one row per licence). */
export interface ActiveLicenceRow {
  licence_id: number;
  subscription_id: number;
  company_id: number;
  product: ProductKey;
  /** The licensed product's type (0-3). */
  type: number;
  /** The licence's tier (a bundle licence has the bundle's tier). */
  tier: PlanTier;
  organization_id: number | null;
  property_id: number | null;
  status: Schemas['SubscriptionStatus'];
  provider_subscription_id: string;
  provider_item_id: string;
  quantity: number;
  discount_percentage: string | number;
  plan_id: number;
  plan_name: string;
  plan_product_name: string;
  /** The plan's type: the product's, or 11 for a bundle. */
  plan_type: number;
  plan_tier: PlanTier;
  price: string | number;
  cycle: Schemas['BillingCycle'];
  stripe_plan_id: string;
}

/** Active licences of a company; narrow them with the returned query builder. */
export function activeLicences(db: Db, companyId: number) {
  return db('licences as l')
    .join('subscriptions as s', 's.id', 'l.subscription_id')
    .join('plans as p', 'p.id', 's.plan_id')
    .where('l.company_id', companyId)
    .whereIn('s.status', [...LIVE_SUBSCRIPTION_STATUSES])
    .select(
      'l.id as licence_id',
      'l.subscription_id',
      'l.company_id',
      'l.product',
      'l.type',
      'l.tier',
      'l.organization_id',
      'l.property_id',
      's.status',
      's.provider_subscription_id',
      's.provider_item_id',
      's.quantity',
      's.discount_percentage',
      'p.id as plan_id',
      'p.name as plan_name',
      'p.product_name as plan_product_name',
      'p.type as plan_type',
      'p.tier as plan_tier',
      'p.price',
      'p.cycle',
      'p.stripe_plan_id',
    )
    .orderBy('l.id');
}

/** The organization's active DSAR licence (at most one: a unique index). */
export async function organizationDsarLicence(
  db: Db,
  companyId: number,
  orgId: number,
): Promise<ActiveLicenceRow | undefined> {
  return (await activeLicences(db, companyId)
    .where('l.organization_id', orgId)
    .where('l.product', 'dsar')
    .first()) as ActiveLicenceRow | undefined;
}

/** The property's active licences, at most one per product. */
export async function propertyLicences(
  db: Db,
  companyId: number,
  propId: number,
): Promise<ActiveLicenceRow[]> {
  return (await activeLicences(db, companyId).where('l.property_id', propId)) as ActiveLicenceRow[];
}

/** Active licences assigned to the organization or to one of its properties. */
export async function organizationScopeLicences(
  db: Db,
  companyId: number,
  orgId: number,
): Promise<ActiveLicenceRow[]> {
  return (await activeLicences(db, companyId).where((w) =>
    w
      .where('l.organization_id', orgId)
      .orWhereIn('l.property_id', db('properties').select('id').where({ organization_id: orgId })),
  )) as ActiveLicenceRow[];
}

export async function companyLicences(db: Db, companyId: number): Promise<ActiveLicenceRow[]> {
  return (await activeLicences(db, companyId)) as ActiveLicenceRow[];
}

// ---- usage counters ------------------------------------------------------------------------------

export type ScopeKind = 'organization' | 'property' | 'company';

export interface CounterKey {
  scope_kind: ScopeKind;
  scope_id: number;
  metric: string;
  period: string;
}

export async function readCounter(db: Db, key: CounterKey): Promise<number> {
  const row = (await db('usage_counters').where(key).first('count')) as
    | { count: string | number }
    | undefined;
  return Number(row?.count ?? 0);
}

/** Several counters of one scope in one query, keyed 'metric|period' (absent: 0). */
export async function readCounters(
  db: Db,
  scope: Pick<CounterKey, 'scope_kind' | 'scope_id'>,
  wanted: ReadonlyArray<{ metric: string; period: string }>,
): Promise<Map<string, number>> {
  if (!wanted.length) return new Map();
  const rows = (await db('usage_counters')
    .where(scope)
    .whereIn(
      'metric',
      wanted.map((w) => w.metric),
    )
    .whereIn(
      'period',
      wanted.map((w) => w.period),
    )
    .select('metric', 'period', 'count')) as Array<{
    metric: string;
    period: string;
    count: string | number;
  }>;
  return new Map(rows.map((r) => [`${r.metric}|${r.period}`, Number(r.count)]));
}

/**
 * Adds `n` to the counter in one statement, only while the result stays within `limit` (-1: no
 * limit). The row lock of ON CONFLICT DO UPDATE makes concurrent callers queue, so two requests
 * can never both take the last unit. Returns the new count, or null when it would pass the limit.
 */
export async function incrementCounter(
  db: Db,
  key: CounterKey,
  n: number,
  limit: number,
): Promise<number | null> {
  if (limit !== -1 && n > limit) return null;
  const result = await db.raw(
    `INSERT INTO usage_counters (scope_kind, scope_id, metric, period, count)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (scope_kind, scope_id, metric, period)
     DO UPDATE SET count = usage_counters.count + EXCLUDED.count
     WHERE ? = -1 OR usage_counters.count + EXCLUDED.count <= ?
     RETURNING count`,
    [key.scope_kind, key.scope_id, key.metric, key.period, n, limit, limit],
  );
  const row = (result.rows as Array<{ count: string | number }>)[0];
  return row ? Number(row.count) : null;
}

/** Gives back `n` units (a deleted form or workflow), never below 0. */
export async function decrementCounter(db: Db, key: CounterKey, n: number): Promise<void> {
  await db('usage_counters')
    .where(key)
    .update({ count: db.raw('GREATEST(count - ?, 0)', [n]) });
}

// ---- users ------------------------------------------------------------------------------------

/** Organization-role members (active and invited) of the organization: they count against its user limit. */
export async function countOrganizationUsers(db: Db, companyId: number, orgId: number): Promise<number> {
  const [row] = await db('users')
    .where({ company_id: companyId })
    .whereIn('role', ORGANIZATION_ROLES)
    .whereIn('id', db('organization_members').select('user_id').where({ organization_id: orgId }))
    .count<{ n: number }[]>('* as n');
  return Number(row?.n ?? 0);
}

/** Company Administrators (active and invited): they count against the company's user limit. */
export async function countCompanyUsers(db: Db, companyId: number): Promise<number> {
  const [row] = await db('users')
    .where({ company_id: companyId, role: 'Company Administrator' })
    .count<{ n: number }[]>('* as n');
  return Number(row?.n ?? 0);
}
