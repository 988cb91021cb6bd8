import {
  GROUP_PRODUCT_NAME,
  isLiveSubscription,
  LIVE_SUBSCRIPTION_STATUSES,
  type PlanTier,
  type ProductKey,
  type Schemas,
} from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../../db/keyset.ts';

export interface LicenceRow {
  id: number;
  subscription_id: number;
  company_id: number;
  product: ProductKey;
  type: number;
  tier: PlanTier;
  organization_id: number | null;
  property_id: number | null;
  assigned_at: Date | null;
}

/** A licence with what the lists show: subscription status, plan name, target names. */
export interface LicenceView extends LicenceRow {
  sub_status: Schemas['SubscriptionStatus'];
  plan_name: string;
  org_name: string | null;
  prop_name: string | null;
  prop_org_id: number | null;
}

export function licenceViews(db: Db) {
  return db('licences as l')
    .join('subscriptions as s', 's.id', 'l.subscription_id')
    .join('plans as p', 'p.id', 's.plan_id')
    .leftJoin('organizations as o', 'o.id', 'l.organization_id')
    .leftJoin('properties as pr', 'pr.id', 'l.property_id')
    .orderBy('l.id')
    .select(
      'l.*',
      's.status as sub_status',
      'p.name as plan_name',
      'o.name as org_name',
      'pr.name as prop_name',
      'pr.organization_id as prop_org_id',
    ) as unknown as Promise<LicenceView[]> & ReturnType<Db>;
}

export function presentLicence(l: LicenceView): Schemas['Licence'] {
  const assigned_to: Schemas['Licence']['assigned_to'] =
    l.property_id && l.prop_name !== null && l.prop_org_id
      ? { kind: 'property', id: l.property_id, name: l.prop_name, organization_id: l.prop_org_id }
      : l.organization_id && l.org_name !== null
        ? {
            kind: 'organization',
            id: l.organization_id,
            name: l.org_name,
            organization_id: l.organization_id,
          }
        : null;
  return {
    id: l.id,
    subscription_id: l.subscription_id,
    product: l.product,
    type: l.type as Schemas['PlanType'],
    product_name: GROUP_PRODUCT_NAME[l.product],
    plan_name: l.plan_name,
    tier: l.tier,
    status: isLiveSubscription(l.sub_status) ? 'active' : 'inactive',
    assigned_to,
    assigned_at: assigned_to && l.assigned_at ? new Date(l.assigned_at).toISOString() : null,
  };
}

/** Organization ids (a subquery) that a licence list is narrowed to; null: the whole company's. */
export type OrgScope = ReturnType<Db> | null;

/**
 * Narrows a query over licenceViews (l, pr) to licences assigned to one of the organizations or to
 * one of their properties; a free licence names no organization and is in no organization's scope.
 */
export function inOrgScope<Q extends ReturnType<Db>>(q: Q, orgIds: OrgScope): Q {
  if (orgIds) q.where((w) => w.whereIn('l.organization_id', orgIds).orWhereIn('pr.organization_id', orgIds));
  return q;
}

export async function findLicenceView(
  db: Db,
  companyId: number,
  id: number,
): Promise<LicenceView | undefined> {
  const [row] = await licenceViews(db).where({ 'l.id': id, 'l.company_id': companyId });
  return row;
}

/** Licences of the company's live subscriptions (a query, to narrow further). */
function liveLicences(db: Db, companyId: number) {
  return licenceViews(db)
    .where('l.company_id', companyId)
    .whereIn('s.status', [...LIVE_SUBSCRIPTION_STATUSES]);
}

const BY_LICENCE_ID: Keyset = { parts: [{ sql: 'l.id', type: 'integer' }] };

/** One page of the live licences, by id. */
export async function liveLicencePage(
  db: Db,
  companyId: number,
  paging: PageQuery,
  orgIds: OrgScope = null,
): Promise<{ response: Schemas['Licence'][]; page: PageInfo }> {
  const q = inOrgScope(liveLicences(db, companyId).clearOrder(), orgIds);
  const { rows, page } = await keysetPage<LicenceView>(q, BY_LICENCE_ID, paging);
  return { response: rows.map(presentLicence), page };
}

interface ScopeRow {
  id: number;
  name: string;
  organization_id: number;
  organization_name: string;
}

/** Scopes (organizations or properties) with their live licences. */
function licensedScopes(
  kind: 'organization' | 'property',
  scopes: ScopeRow[],
  licences: LicenceView[],
): Schemas['LicensedScope'][] {
  return scopes.map((s) => ({
    kind,
    id: s.id,
    name: s.name,
    organization_id: s.organization_id,
    organization_name: s.organization_name,
    licences: licences
      .filter((l) =>
        kind === 'property' ? l.property_id === s.id : l.organization_id === s.id && l.product === 'dsar',
      )
      .map(presentLicence),
  }));
}

/** Which scopes a list holds: those with a live licence (of a product), or those without one. */
export interface ScopeFilter {
  licensed?: { held: boolean; product?: ProductKey };
  /** Properties: only active ones (an inactive property takes no new licence). */
  activeOnly?: boolean;
  /** Properties: only this one. */
  propertyId?: number;
}

type ScopePage = { response: Schemas['LicensedScope'][]; page: PageInfo };

// The order the licence lists always had: organization name, then property name.
const PROPERTY_ORDER: Keyset = {
  parts: [
    { sql: 'o.name', type: 'text' },
    { sql: 'pr.name', type: 'text' },
    { sql: 'pr.id', type: 'integer' },
  ],
};
const ORGANIZATION_ORDER: Keyset = {
  parts: [
    { sql: 'o.name', type: 'text' },
    { sql: 'o.id', type: 'integer' },
  ],
};

/** The company's live licences as a subquery, joined to the scope by `on` (SQL). */
function liveLicenceExists(db: Db, companyId: number, on: string, product?: ProductKey) {
  const q = db('licences as ll')
    .join('subscriptions as ls', 'ls.id', 'll.subscription_id')
    .where('ll.company_id', companyId)
    .whereIn('ls.status', [...LIVE_SUBSCRIPTION_STATUSES])
    .whereRaw(on);
  if (product) q.where('ll.product', product);
  return q;
}

/** One page of properties of the organizations, each with its live licences. */
export async function propertyScopePage(
  db: Db,
  companyId: number,
  orgIds: number[] | ReturnType<Db>,
  filter: ScopeFilter,
  paging: PageQuery,
): Promise<ScopePage> {
  const q = db('properties as pr')
    .join('organizations as o', 'o.id', 'pr.organization_id')
    .whereIn('pr.organization_id', orgIds)
    .select('pr.id', 'pr.name', 'pr.organization_id', 'o.name as organization_name');
  if (filter.activeOnly) q.where('pr.active', true);
  if (filter.propertyId !== undefined) q.where('pr.id', filter.propertyId);
  if (filter.licensed) {
    const held = liveLicenceExists(db, companyId, 'll.property_id = pr.id', filter.licensed.product);
    if (filter.licensed.held) q.whereExists(held);
    else q.whereNotExists(held);
  }
  const { rows, page } = await keysetPage<ScopeRow>(q, PROPERTY_ORDER, paging);
  const licences = rows.length
    ? await liveLicences(db, companyId).whereIn(
        'l.property_id',
        rows.map((r) => r.id),
      )
    : [];
  return { response: licensedScopes('property', rows, licences), page };
}

/** One page of the organizations, each with its live DSAR licences. */
export async function organizationScopePage(
  db: Db,
  companyId: number,
  orgIds: number[] | ReturnType<Db>,
  filter: Pick<ScopeFilter, 'licensed'>,
  paging: PageQuery,
): Promise<ScopePage> {
  const q = db('organizations as o')
    .whereIn('o.id', orgIds)
    .select('o.id', 'o.name', 'o.id as organization_id', 'o.name as organization_name');
  if (filter.licensed) {
    const held = liveLicenceExists(db, companyId, 'll.organization_id = o.id', 'dsar');
    if (filter.licensed.held) q.whereExists(held);
    else q.whereNotExists(held);
  }
  const { rows, page } = await keysetPage<ScopeRow>(q, ORGANIZATION_ORDER, paging);
  const licences = rows.length
    ? await liveLicences(db, companyId).whereIn(
        'l.organization_id',
        rows.map((r) => r.id),
      )
    : [];
  return { response: licensedScopes('organization', rows, licences), page };
}

interface EventRow {
  id: number;
  licence_id: number | null;
  subscription_id: number;
  action: Schemas['LicenceEvent']['action'];
  product_name: string;
  plan_name: string;
  target_name: string | null;
  detail: string | null;
  created_at: Date;
  firstname: string | null;
  lastname: string | null;
}

/**
 * The history lines an organization's member may read: those of licences now assigned within its
 * organizations, naming no target or the one the licence now has (a line naming where the licence was
 * before, maybe another organization, stays hidden). Events record only the target's name, so the
 * name is what is compared.
 */
function historyInScope(db: Db, companyId: number, orgIds: OrgScope) {
  const q = db('licence_events as e').where('e.company_id', companyId);
  if (!orgIds) return q;
  const current = inOrgScope(
    db('licences as l')
      .leftJoin('organizations as o', 'o.id', 'l.organization_id')
      .leftJoin('properties as pr', 'pr.id', 'l.property_id')
      .where('l.company_id', companyId)
      .whereRaw('l.id = e.licence_id')
      .whereRaw('(e.target_name IS NULL OR e.target_name = COALESCE(pr.name, o.name))')
      .select(db.raw('1')),
    orgIds,
  );
  return q.whereExists(current);
}

export async function licenceHistory(
  db: Db,
  companyId: number,
  limit: number,
  offset: number,
  orgIds: OrgScope = null,
): Promise<Schemas['LicenceEventPage']> {
  const [count] = await historyInScope(db, companyId, orgIds).count<{ n: number }[]>('* as n');
  const rows = (await historyInScope(db, companyId, orgIds)
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .orderBy([
      { column: 'e.created_at', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset)
    .select('e.*', 'u.firstname', 'u.lastname')) as EventRow[];
  return {
    items: rows.map((r) => ({
      id: r.id,
      licence_id: r.licence_id,
      subscription_id: r.subscription_id,
      action: r.action,
      product_name: r.product_name,
      plan_name: r.plan_name,
      target_name: r.target_name,
      actor_name: r.firstname !== null ? `${r.firstname} ${r.lastname ?? ''}`.trim() : null,
      ...(r.detail ? { detail: r.detail } : {}),
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: Number(count?.n ?? 0),
  };
}

export interface LicenceEventInput {
  companyId: number;
  subscriptionId: number;
  licenceId?: number | null;
  action: Schemas['LicenceEvent']['action'];
  productName: string;
  planName: string;
  targetName?: string | null;
  actorId: number | null;
  detail?: string;
}

/** One line of the licence history (actor null: the payment provider did it). */
export async function recordLicenceEvent(db: Db, e: LicenceEventInput): Promise<void> {
  await db('licence_events').insert({
    company_id: e.companyId,
    subscription_id: e.subscriptionId,
    licence_id: e.licenceId ?? null,
    action: e.action,
    product_name: e.productName.slice(0, 60),
    plan_name: e.planName.slice(0, 60),
    target_name: e.targetName ? e.targetName.slice(0, 200) : null,
    actor_user_id: e.actorId,
    detail: e.detail ? e.detail.slice(0, 300) : null,
  });
}

// ---- a subscription's licences ---------------------------------------------------------------

/** Every licence of the subscription, in the order they were made. */
export async function subscriptionLicences(db: Db, subscriptionId: number): Promise<LicenceRow[]> {
  return (await db('licences').where({ subscription_id: subscriptionId }).orderBy('id')) as LicenceRow[];
}

/** The subscription's licences assigned to an organization or a property. */
export async function assignedLicences(db: Db, subscriptionId: number): Promise<LicenceRow[]> {
  return (await db('licences')
    .where({ subscription_id: subscriptionId })
    .where((q) => q.whereNotNull('organization_id').orWhereNotNull('property_id'))) as LicenceRow[];
}

export async function insertLicences(
  db: Db,
  rows: Array<Pick<LicenceRow, 'subscription_id' | 'company_id' | 'product' | 'type' | 'tier'>>,
): Promise<void> {
  if (rows.length) await db('licences').insert(rows);
}

export async function deleteLicence(db: Db, id: number): Promise<void> {
  await db('licences').where({ id }).delete();
}

/** Every licence of the subscription takes the plan's tier (an upgrade in place). */
export async function setLicenceTier(db: Db, subscriptionId: number, tier: PlanTier): Promise<void> {
  await db('licences').where({ subscription_id: subscriptionId }).whereNot({ tier }).update({ tier });
}

/** Frees the licences (an ended subscription) without a history line each. */
export async function releaseLicences(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db('licences')
    .whereIn('id', ids)
    .update({ organization_id: null, property_id: null, assigned_at: null });
}

// ---- assigning -----------------------------------------------------------------------------------

export interface Target {
  kind: 'organization' | 'property';
  id: number;
  name: string;
}

/** The organization or property by id, with its name (any company: callers check ownership). */
export async function findTarget(db: Db, kind: Target['kind'], id: number): Promise<Target | undefined> {
  const row = await db(kind === 'organization' ? 'organizations' : 'properties')
    .where({ id })
    .first('name');
  return row ? { kind, id, name: row.name as string } : undefined;
}

/** Whether the organization or property belongs to the company. */
export async function targetInCompany(
  db: Db,
  kind: Target['kind'],
  id: number,
  companyId: number,
): Promise<boolean> {
  return Boolean(
    await db(kind === 'organization' ? 'organizations' : 'properties')
      .where({ id, company_id: companyId })
      .first('id'),
  );
}

/** Whether the target already holds a licence of the product (the unique indexes say the same). */
export async function targetHasLicence(db: Db, product: ProductKey, target: Target): Promise<boolean> {
  const q = db('licences').where({ product });
  q.where(target.kind === 'organization' ? 'organization_id' : 'property_id', target.id);
  return Boolean(await q.first('id'));
}

/**
 * Assigns the licence while it is free; false when it is not (any more). The check is part of the
 * update, so of parallel assignments of one licence exactly one lands.
 */
export async function claimLicence(db: Db, licenceId: number, target: Target): Promise<boolean> {
  const updated = await db('licences')
    .where({ id: licenceId })
    .whereNull('organization_id')
    .whereNull('property_id')
    .update({
      organization_id: target.kind === 'organization' ? target.id : null,
      property_id: target.kind === 'property' ? target.id : null,
      assigned_at: new Date(),
    });
  return updated > 0;
}

/** Frees the licence while it is assigned; false when it was free already. */
export async function freeLicence(db: Db, licenceId: number): Promise<boolean> {
  const updated = await db('licences')
    .where({ id: licenceId })
    .where((q) => q.whereNotNull('organization_id').orWhereNotNull('property_id'))
    .update({ organization_id: null, property_id: null, assigned_at: null });
  return updated > 0;
}

/** The products of the subscription's assigned licences, one entry per licence. */
export async function assignedProducts(db: Db, subscriptionId: number): Promise<string[]> {
  return ((await assignedLicences(db, subscriptionId)) as LicenceRow[]).map((l) => l.product);
}
