/**
 * Billing input types of the pure billing rules (calls-billing-spec §3).
 *
 * What the contract states exactly is an alias of `components['schemas'][…]` (UpgradeRequest,
 * PlanRecord, BillingCycle). Plan, CurrentPlan and PlanFeature take their field names and types
 * from the contract too, and loosen only what the rules also accept from stored plan data
 * (portal-spec §4: a cookie-consent price of "0"; calls-billing-spec §5: the upgrade quantity is
 * sent as a number, so a string licence count is read): prices, licence counts, discount percentages
 * and feature quantities may be strings, and the catalogue-only fields (tier, features, limits,
 * contents) are not required. Values of the contract's types are assignable to them.
 */
import type { components } from '../generated/schema.ts';

type Schemas = components['schemas'];

/** Plan type codes (§3): 0 cookie consent, 1 DSAR, 2 consent preference, 3 social fortuna, 11 combo. */
export const PLAN_TYPE = {
  cookieConsent: 0,
  dsar: 1,
  consentPreference: 2,
  socialFortuna: 3,
  combo: 11,
} as const;

export type PlanProduct = keyof typeof PLAN_TYPE;
export type PlanTypeCode = (typeof PLAN_TYPE)[PlanProduct];

/** Product groups of the plan catalogue, in pricing-tab order. */
export const PLAN_PRODUCTS: readonly PlanProduct[] = [
  'cookieConsent',
  'dsar',
  'consentPreference',
  'socialFortuna',
  'combo',
];

export type BillingCycle = Schemas['BillingCycle'];

/** The plan tiers in order, the catalogue's and the tier features' one table. */
export const TIERS: readonly Schemas['PlanTier'][] = [
  'free',
  'basic',
  'essentials',
  'professional',
  'enterprise',
];

/** The Enterprise placeholder plan has price -1 (§9). */
export const ENTERPRISE_PRICE = -1;

/** Quantities and available counts of -1 mean unlimited (§9). */
export const UNLIMITED = -1;

/** Prices arrive as numbers, or as strings in some plan records (a cookie-consent price of "0"). */
export type Price = number | string;

/** A plan of the catalogue (§3 Plan) as the rules and the upgrade machine read it; price -1 marks Enterprise. */
export type Plan = Pick<Schemas['Plan'], 'id' | 'name' | 'product_name' | 'cycle' | 'stripe_plan_id'> &
  Partial<Pick<Schemas['Plan'], 'active' | 'description'>> & { price: Price; type: number };

/** Plan catalogue response: one group per product, each split into monthly and yearly lists. */
export type PlanCatalogue<P extends PlanLike = Plan> = Record<
  PlanProduct,
  { monthly: readonly P[]; yearly: readonly P[] }
>;

/** What the list rules read of a plan. */
export interface PlanLike {
  name?: string;
  price: Price;
  type?: number;
}

/** Active subscription entry (§3): the active-plans call returns a list of these. */
export type ActiveSubscriptionEntry = Pick<Schemas['ActivePlan'], 'active' | 'type'>;

/** Current property/org plan (§3) as the upgrade rules read it. */
export type CurrentPlan = Pick<
  Schemas['CurrentPlan'],
  'stripe_sub_id' | 'stripe_plan_id' | 'sub_item_id' | 'product_name' | 'cycle'
> & {
  total_licence: number | string;
  discount_applied?: boolean | null;
  discount_percentage?: number | string | null;
  price: Price;
  /** Not in the spec's field list (the calls filter by type); optional for the rules that need it. */
  type?: number;
};

/** A plan the user holds, as the preselection rules read it. */
export interface HeldPlan {
  type: number;
  price: Price;
  cycle: BillingCycle;
  /** absent counts as active */
  active?: boolean;
}

/** Upgrade request (§3); quantity is sent as a number (§5). */
export type UpgradeRequest = Schemas['UpgradeRequest'];

/** A feature of a licence: its quantity is -1 unlimited, 0 not included, n the allowance. */
export type PlanFeature = Omit<Schemas['PlanFeature'], 'quantity'> & { quantity: number | string };

/** Plan record (licence data, §3). The access and limit rules take the parts they read (billing-access, billing-limits). */
export type PlanRecord = Schemas['PlanRecord'];

/** A price as a number; unparsable values give NaN. */
export function toPrice(price: Price | null | undefined): number {
  if (price === null || price === undefined || price === '') return Number.NaN;
  return typeof price === 'number' ? price : Number(price);
}
