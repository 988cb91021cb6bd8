import { groupCatalogue, LIVE_SUBSCRIPTION_STATUSES, productOfType, type Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import {
  type ActiveLicenceRow,
  organizationDsarLicence,
  propertyLicences,
} from '../limits/limits.queries.ts';

export interface PlanRow {
  id: number;
  stripe_plan_id: string;
  name: string;
  product_name: string;
  type: number;
  tier: Schemas['PlanTier'];
  cycle: Schemas['BillingCycle'];
  /** numeric: a string from pg */
  price: string | number;
  description: string;
  active: boolean;
  features: Schemas['FeatureListItem'][] | string;
  limits: Schemas['PlanLimits'] | string;
  contents: Schemas['BundleContent'][] | string;
  sort: number;
}

/** Dollars with cents as a number (numeric columns come back from pg as strings). */
export const money = (value: string | number): number => Math.round(Number(value) * 100) / 100;

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The plan fields every billing answer repeats (catalogue, held plans, cart lines, subscriptions):
 * one place turns the row's type into a PlanType and its numeric price into dollars.
 */
export function planFields(row: Pick<PlanRow, 'name' | 'product_name' | 'type' | 'price' | 'cycle'>) {
  return {
    name: row.name,
    product_name: row.product_name,
    type: row.type as Schemas['PlanType'],
    price: money(row.price),
    cycle: row.cycle,
  };
}

export function presentPlan(row: PlanRow): Schemas['Plan'] {
  return {
    id: row.id,
    ...planFields(row),
    description: row.description,
    tier: row.tier,
    active: row.active,
    stripe_plan_id: row.stripe_plan_id,
    features: json(row.features),
    limits: json(row.limits),
    contents: json(row.contents),
  };
}

/** The plans on sale, in card order. */
export async function listCataloguePlans(db: Db): Promise<Schemas['Plan'][]> {
  const rows = (await db('plans').where({ active: true }).orderBy(['sort', 'id'])) as PlanRow[];
  return rows.map(presentPlan);
}

export async function planCatalogue(db: Db): Promise<Schemas['PlanCatalogue']> {
  return groupCatalogue(await listCataloguePlans(db));
}

/** The plans of the company's live subscriptions, each plan once, in card order. */
export async function heldPlans(db: Db, companyId: number): Promise<Schemas['ActivePlan'][]> {
  const rows = (await db('plans as p')
    .whereIn(
      'p.id',
      db('subscriptions')
        .select('plan_id')
        .where({ company_id: companyId })
        .whereIn('status', [...LIVE_SUBSCRIPTION_STATUSES]),
    )
    .orderBy(['p.sort', 'p.id'])) as PlanRow[];
  return rows.map((r) => ({ active: true, ...planFields(r), stripe_plan_id: r.stripe_plan_id }));
}

export function presentCurrentPlan(l: ActiveLicenceRow): Schemas['CurrentPlan'] {
  const discount = money(l.discount_percentage);
  return {
    subscription_id: l.subscription_id,
    licence_id: l.licence_id,
    stripe_sub_id: l.provider_subscription_id,
    stripe_plan_id: l.stripe_plan_id,
    sub_item_id: l.provider_item_id,
    total_licence: l.quantity,
    discount_applied: discount > 0,
    discount_percentage: discount,
    product_name: l.plan_product_name,
    name: l.plan_name,
    price: money(l.price),
    cycle: l.cycle,
    type: l.plan_type as Schemas['PlanType'],
    tier: l.plan_tier,
    status: l.status,
  };
}

const PRODUCT_ORDER = ['dsar', 'cookieConsent', 'consentPreference', 'socialFortuna'];

/**
 * The plans whose licences the organization (its DSAR licence) and the property (its cookie
 * consent, consent preference and social fortuna licences) hold: one entry per licence.
 *
 * `type` filters by what the licence grants, not only by the plan's type: type 0-3 returns the
 * licence of that product whatever plan it came from, so a bundle (type 11) that gives the property
 * its cookie consent licence is returned for type=0 (the upgrade popup then offers bundle upgrades;
 * the entry's own `type` says 11). type=11 returns only the licences that came from bundles.
 */
export async function currentPlans(
  db: Db,
  companyId: number,
  orgId: number,
  propId?: number,
  type?: number,
): Promise<Schemas['CurrentPlan'][]> {
  const dsar = await organizationDsarLicence(db, companyId, orgId);
  const property = propId === undefined ? [] : await propertyLicences(db, companyId, propId);
  const held = [...(dsar ? [dsar] : []), ...property].sort(
    (a, b) => PRODUCT_ORDER.indexOf(a.product) - PRODUCT_ORDER.indexOf(b.product),
  );
  const wanted =
    type === undefined
      ? held
      : type === 11
        ? held.filter((l) => l.plan_type === 11)
        : held.filter((l) => l.product === productOfType(type));
  return wanted.map(presentCurrentPlan);
}

/** A contact-sales request (calls-billing-spec §3), kept for sales. */
export async function insertEnterpriseRequest(
  db: Db,
  r: {
    companyId: number;
    userId: number;
    email: string;
    products: string[];
    additionalInfo: string;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db('enterprise_requests').insert({
    company_id: r.companyId,
    user_id: r.userId,
    email: r.email,
    products: JSON.stringify(r.products),
    additional_info: r.additionalInfo,
    user_ip: r.ip ? r.ip.slice(0, 64) : null,
    user_agent: r.userAgent ? r.userAgent.slice(0, 300) : null,
  });
}

/** The plan whose stripe_plan_id is one of the keys (a Stripe price's lookup key or id). */
export async function findPlanByStripeIds(db: Db, keys: string[]): Promise<PlanRow | undefined> {
  return (await db('plans').whereIn('stripe_plan_id', keys).first()) as PlanRow | undefined;
}

/** A plan on sale by its stripe_plan_id. */
export async function findActivePlanByStripeId(db: Db, stripePlanId: string): Promise<PlanRow | undefined> {
  return (await db('plans').where({ stripe_plan_id: stripePlanId, active: true }).first()) as
    | PlanRow
    | undefined;
}
