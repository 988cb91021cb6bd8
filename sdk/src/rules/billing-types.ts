/**
 * Minimal billing input types for the pure billing rules (calls-billing-spec §3).
 *
 * The contract has no billing schemas yet; these interfaces carry only the fields the rules read,
 * named after the spec. The billing issue will alias them to `components['schemas'][…]`.
 */

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

export type BillingCycle = 'monthly' | 'yearly';

/** The Enterprise placeholder plan has price -1 (§9). */
export const ENTERPRISE_PRICE = -1;

/** Quantities and available counts of -1 mean unlimited (§9). */
export const UNLIMITED = -1;

/** Prices arrive as numbers, or as strings in some plan records (a cookie-consent price of "0"). */
export type Price = number | string;

/** A plan of the catalogue (§3 Plan). */
export interface Plan {
  id: number | string;
  name: string;
  product_name: string;
  /** -1 marks Enterprise. */
  price: Price;
  cycle: BillingCycle;
  type: number;
  active?: boolean;
  stripe_plan_id: string;
  description?: string;
}

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
export interface ActiveSubscriptionEntry {
  active: boolean;
  type: number;
}

/** Current property/org plan (§3); the rules read the fields they need. */
export interface CurrentPlan {
  stripe_sub_id: string;
  stripe_plan_id: string;
  sub_item_id: string;
  total_licence: number | string;
  discount_applied?: boolean | null;
  discount_percentage?: number | string | null;
  product_name: string;
  price: Price;
  cycle: BillingCycle;
  /** Not in the spec's field list (the calls filter by type); optional for the rules that need it. */
  type?: number;
}

/** A plan the user holds, as the preselection rules read it. */
export interface HeldPlan {
  type: number;
  price: Price;
  cycle: BillingCycle;
  /** absent counts as active */
  active?: boolean;
}

/** Upgrade request (§3); quantity is sent as a number (§5). */
export interface UpgradeRequest {
  stripe_sub_id: string;
  prev_stripe_plan_id: string;
  new_stripe_plan_id: string;
  sub_item_id: string;
  quantity: number;
}

/** A feature of a licence: its quantity is -1 unlimited, 0 not included, n the allowance. */
export interface PlanFeature {
  feature: string;
  quantity: number | string;
}

/** Plan record (licence data, §3). */
export interface PlanRecord {
  plan_details?: {
    dsar?: unknown;
    cookieConsent?: unknown;
    consentPreference?: unknown;
    socialFortuna?: unknown;
  } | null;
  features?: readonly PlanFeature[] | null;
  user_limit?: number;
  user_available?: number;
  form_available?: number;
  request_available?: number;
  workflow_available?: number;
}

/** A price as a number; unparsable values give NaN. */
export function toPrice(price: Price | null | undefined): number {
  if (price === null || price === undefined || price === '') return Number.NaN;
  return typeof price === 'number' ? price : Number(price);
}
