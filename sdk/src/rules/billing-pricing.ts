/**
 * Pricing-page rules (calls-billing-spec §2 "Pricing page", §4 "Billing and pricing", §5, §6, §9).
 */
import {
  type BillingCycle,
  ENTERPRISE_PRICE,
  type HeldPlan,
  PLAN_PRODUCTS,
  PLAN_TYPE,
  type PlanCatalogue,
  type PlanLike,
  type PlanProduct,
  type Price,
  toPrice,
} from './billing-types.ts';
import { pricingTabOfLink } from './quickstart.ts';
import { type RoleName, roleCapabilities } from './roles.ts';

/** Whether a price is the Enterprise placeholder (-1). */
export function isEnterprisePrice(price: Price | null | undefined): boolean {
  return toPrice(price) === ENTERPRISE_PRICE;
}

/**
 * Whether the role may press plan buttons and the Enterprise contact button (§6).
 * Fails closed: an unknown or missing role may not purchase.
 */
export function canPurchasePlans(role: RoleName | null | undefined): boolean {
  return roleCapabilities(role)?.canPurchase === true;
}

/**
 * A plan card's button is disabled when the role cannot purchase (Organization Administrator,
 * Organization View only, or no known role), or when the plan's price is less than or equal to the
 * current plan's price. Enterprise (price -1) is never disabled by price. Without a current plan
 * (null or unparsable price) nothing is disabled by price. Prices are compared as given (§5).
 */
export function planButtonDisabled(
  plan: { price: Price },
  current: { price: Price } | null | undefined,
  role: RoleName | null | undefined,
): boolean {
  if (!canPurchasePlans(role)) return true;
  const price = toPrice(plan.price);
  if (price === ENTERPRISE_PRICE) return false;
  const currentPrice = toPrice(current?.price);
  if (Number.isNaN(currentPrice)) return false;
  return price <= currentPrice;
}

/** The Enterprise 'Contact Us' button is disabled for roles that cannot purchase (§6). */
export function contactSalesDisabled(role: RoleName | null | undefined): boolean {
  return !canPurchasePlans(role);
}

/**
 * Whether a card shows the 'CURRENT PLAN' label: it is the current plan (same stripe_plan_id) or
 * its price equals the current plan's price (§2).
 */
export function isCurrentPlanCard(
  plan: { price: Price; stripe_plan_id?: string },
  current: { price: Price; stripe_plan_id?: string } | null | undefined,
): boolean {
  if (!current) return false;
  if (plan.stripe_plan_id !== undefined && plan.stripe_plan_id === current.stripe_plan_id) return true;
  const price = toPrice(plan.price);
  return !Number.isNaN(price) && price === toPrice(current.price);
}

/** Plan types whose free entries are removed from the lists and whose free card is disabled (§4, §5). */
export const FREE_PLAN_TYPES: readonly number[] = [PLAN_TYPE.cookieConsent, PLAN_TYPE.socialFortuna];

/** A plan is free when it is named Free, its product name says Free, or its price is 0. */
export function isFreePlan(plan: { name?: string; product_name?: string; price: Price }): boolean {
  if (plan.name?.trim().toLowerCase() === 'free') return true;
  if (plan.product_name !== undefined && /\bfree\b/i.test(plan.product_name)) return true;
  return toPrice(plan.price) === 0;
}

/**
 * The product type of a held plan: its `type` when present, otherwise read from the product name
 * ('Cookie Consent…' → 0, 'Social Fortuna…' → 3); undefined when neither tells.
 */
export function heldPlanType(plan: { type?: number; product_name?: string }): number | undefined {
  if (plan.type !== undefined) return plan.type;
  if (plan.product_name === undefined) return undefined;
  if (/cookie consent/i.test(plan.product_name)) return PLAN_TYPE.cookieConsent;
  if (/social fortuna/i.test(plan.product_name)) return PLAN_TYPE.socialFortuna;
  return undefined;
}

/**
 * A free card (cookie consent or social fortuna) is disabled when the user already holds a free
 * plan of the same product (a 'Cookie Consent Management Free' or a Social Fortuna free plan, §5).
 * Cards of other products are never disabled by this rule.
 */
export function freeCardDisabled(
  card: { type: number },
  held: readonly { name?: string; product_name?: string; price: Price; type?: number; active?: boolean }[],
): boolean {
  if (!FREE_PLAN_TYPES.includes(card.type)) return false;
  return held.some((plan) => plan.active !== false && isFreePlan(plan) && heldPlanType(plan) === card.type);
}

/** The list without the free cookie consent and social fortuna entries (§4); other plans stay. */
export function withoutFreeEntries<P extends PlanLike>(plans: readonly P[]): P[] {
  return plans.filter(
    (plan) => !(plan.type !== undefined && FREE_PLAN_TYPES.includes(plan.type) && isFreePlan(plan)),
  );
}

/** The catalogue with the free entries removed from the cookie consent and social fortuna groups. */
export function catalogueWithoutFreeEntries<P extends PlanLike>(
  catalogue: PlanCatalogue<P>,
): PlanCatalogue<P> {
  const strip = (group: PlanProduct) => {
    const { monthly, yearly } = catalogue[group];
    if (group !== 'cookieConsent' && group !== 'socialFortuna') return { monthly, yearly };
    const keep = (plan: P) => !isFreePlan(plan);
    return { monthly: monthly.filter(keep), yearly: yearly.filter(keep) };
  };
  return {
    cookieConsent: strip('cookieConsent'),
    dsar: strip('dsar'),
    consentPreference: strip('consentPreference'),
    socialFortuna: strip('socialFortuna'),
    combo: strip('combo'),
  };
}

/** The free trial lasts 14 days (§1, §9); one trial per product and company. */
export const TRIAL_DAYS = 14;

/** Yearly billing charges 10 months: 'Billed annually' shows the '2 Months Free' badge (§2, §9). */
export const YEARLY_MONTHS_CHARGED = 10;
export const YEARLY_FREE_MONTHS = 2;

/** The yearly price of a monthly price (× 10); Enterprise (-1) stays -1. */
export function yearlyPrice(monthly: Price): number {
  const price = toPrice(monthly);
  if (price === ENTERPRISE_PRICE) return ENTERPRISE_PRICE;
  return Math.round(price * YEARLY_MONTHS_CHARGED * 100) / 100;
}

/** Pricing tabs (§4): 1 cookie consent, 2 DSAR, 3 consent preference, 4 social fortuna, 5 combo. */
export const ACTIVE_STEP = {
  cookieConsent: 1,
  dsar: 2,
  consentPreference: 3,
  socialFortuna: 4,
  combo: 5,
} as const satisfies Record<PlanProduct, number>;

export type ActiveStep = (typeof ACTIVE_STEP)[PlanProduct];

/** The bundle tab is shown by default. */
export const DEFAULT_ACTIVE_STEP: ActiveStep = ACTIVE_STEP.combo;

/** The product group of a plan type code (0, 1, 2, 3, 11); undefined for other codes. */
export function productOfPlanType(type: number | string | null | undefined): PlanProduct | undefined {
  if (type === null || type === undefined || type === '') return undefined;
  const code = Number(type);
  return PLAN_PRODUCTS.find((product) => PLAN_TYPE[product] === code);
}

/** The tab of a plan type code (11 means bundle); undefined for other codes. */
export function stepForPlanType(type: number | string | null | undefined): ActiveStep | undefined {
  const product = productOfPlanType(type);
  return product === undefined ? undefined : ACTIVE_STEP[product];
}

/**
 * How plans are ranked for "highest-priced": the monthly equivalent (a yearly price counts a tenth,
 * matching the 10-month yearly price), Enterprise (-1) above everything, unparsable prices below.
 */
function rank(plan: HeldPlan): number {
  const price = toPrice(plan.price);
  if (Number.isNaN(price)) return Number.NEGATIVE_INFINITY;
  if (price === ENTERPRISE_PRICE) return Number.POSITIVE_INFINITY;
  return plan.cycle === 'yearly' ? price / YEARLY_MONTHS_CHARGED : price;
}

/** The highest-priced active plan among `held` (of one type when given); the first wins a tie. */
export function highestActivePlan<P extends HeldPlan>(held: readonly P[], type?: number): P | undefined {
  let best: P | undefined;
  for (const plan of held) {
    if (plan.active === false) continue;
    if (type !== undefined && plan.type !== type) continue;
    if (best === undefined || rank(plan) > rank(best)) best = plan;
  }
  return best;
}

/** What a pricing-page visit starts from: the user's plans and a stored plan number and cycle. */
export interface PricingPreselection {
  held?: readonly HeldPlan[];
  /** A stored plan type code (0, 1, 2, 3, or 11 for the bundle), e.g. from a sign-up link. */
  storedPlanType?: number | string | null;
  storedCycle?: BillingCycle | string | null;
}

/**
 * The tab to open (§4): the stored plan number's tab when it is a known code; otherwise the tab of
 * the user's highest-priced active plan; otherwise the bundle tab (5).
 */
export function preselectedStep({ held = [], storedPlanType }: PricingPreselection = {}): ActiveStep {
  const stored = stepForPlanType(storedPlanType);
  if (stored !== undefined) return stored;
  const best = highestActivePlan(held);
  return (best && stepForPlanType(best.type)) ?? DEFAULT_ACTIVE_STEP;
}

/**
 * The billing cycle of every tab (§4): monthly by default, or the cycle of the user's highest-priced
 * active plan of that type. A stored cycle ('monthly' or 'yearly') wins for the stored plan's tab.
 */
export function preselectedCycles({
  held = [],
  storedPlanType,
  storedCycle,
}: PricingPreselection = {}): Record<PlanProduct, BillingCycle> {
  const cycles = {} as Record<PlanProduct, BillingCycle>;
  for (const product of PLAN_PRODUCTS) {
    cycles[product] = highestActivePlan(held, PLAN_TYPE[product])?.cycle ?? 'monthly';
  }
  const storedProduct = productOfPlanType(storedPlanType);
  if (storedProduct !== undefined && (storedCycle === 'monthly' || storedCycle === 'yearly')) {
    cycles[storedProduct] = storedCycle;
  }
  return cycles;
}

/**
 * The tab a quick-start guided link jumps to (§4): 5 cookie consent, 11 DSAR, 18 consent
 * preference; undefined for other links.
 */
export function stepForQuickStartLink(linkid: number): ActiveStep | undefined {
  const tab = pricingTabOfLink(linkid);
  return tab === undefined ? undefined : ACTIVE_STEP[tab];
}
