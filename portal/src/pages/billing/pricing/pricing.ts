/**
 * The pricing page as pure view logic (calls-billing-spec §2 "Pricing page", §4 "Billing and
 * pricing", §5, §6, §9). Every eligibility rule comes from the sdk; this module only puts the sdk's
 * answers into the shape the page renders, so the tests read the same decisions the page shows.
 */
import {
  ACTIVE_STEP,
  type ActiveStep,
  type BillingCycle,
  canPurchasePlans,
  catalogueWithoutFreeEntries,
  contactSalesDisabled,
  freeCardDisabled,
  GROUP_PRODUCT_NAME,
  GUIDED_LINKS,
  highestActivePlan,
  isCurrentPlanCard,
  isEnterprisePrice,
  isFreePlan,
  PLAN_TYPE,
  type PlanProduct,
  planButtonDisabled,
  preselectedCycles,
  preselectedStep,
  type Schemas,
  stepForQuickStartLink,
  withOidPid,
} from '@privacy-portal/sdk';
import type { PlanIntent } from '../../../lib/planIntent.ts';
import { BILLING_PATHS } from '../billing-links.ts';
import { BILLED_TEXT } from '../cycle.ts';

type Plan = Schemas['Plan'];
type ActivePlan = Schemas['ActivePlan'];
type CurrentPlan = Schemas['CurrentPlan'];
type RoleName = Schemas['RoleName'];
export type Catalogue = Schemas['PlanCatalogue'];

/** The spec's texts, word for word where it gives them. */
export const PRICING_TEXT = {
  heading: 'Get Started: Free 14 Days Trial',
  /**
   * §2 "a sub line saying account changes can be made any time" (its wording is ours). It names only
   * the changes the portal makes: an upgrade in place and a cancellation (Manage subscriptions); the
   * spec offers no downgrade, and the cards refuse plans priced below the current one.
   */
  subLine: 'No long-term contract: you can upgrade or cancel your plan at any time from your account.',
  /** The billing toggle's words, keyed by cycle (billing-view's billedLabel says them too). */
  ...BILLED_TEXT,
  yearlyBadge: '2 Months Free',
  addToCart: 'Add to Cart',
  /** A higher plan of the product the selected scope already holds: changed in place, prorated. */
  upgrade: 'Upgrade',
  /** The public page's button: it leads to sign-up with the plan. */
  getStarted: 'Get Started',
  trial: 'Start 14-day free trial',
  requestSent: 'Request Sent Successfully',
  trialStarted: 'Your 14-day free trial has started.',
} as const;

/** Why a card's button is disabled, shown under it (the spec disables without saying why). */
export const DISABLED_REASON = {
  role: 'Your role cannot buy plans.',
  current: 'This is your current plan.',
  notAbove: 'Choose a plan priced above your current plan.',
  freeHeld: 'You already have this free plan.',
} as const;

/** Said once above the cards for Organization Administrator and Organization View only (§6). */
export const ROLE_NOTICE =
  'Organization Administrators and Organization View only members cannot buy plans. Ask a Company Owner or Company Administrator.';

export type TopTab = 'bundle' | 'custom';
export type ProductTab = Exclude<PlanProduct, 'combo'>;

/** Custom has the four product tabs, in the spec's order, named as the catalogue names the products. */
export const CUSTOM_TABS: readonly { product: ProductTab; label: string }[] = (
  ['cookieConsent', 'dsar', 'consentPreference', 'socialFortuna'] as const
).map((product) => ({ product, label: GROUP_PRODUCT_NAME[product] }));

/** The tab pair of an active step (1-4 a product under Custom, 5 the bundle). */
export function tabsOfStep(step: ActiveStep): { top: TopTab; product: ProductTab | null } {
  const product = CUSTOM_TABS.find((tab) => ACTIVE_STEP[tab.product] === step)?.product ?? null;
  return product ? { top: 'custom', product } : { top: 'bundle', product: null };
}

/** The active step of a tab pair. */
export function stepOfTabs(top: TopTab, product: ProductTab): ActiveStep {
  return top === 'bundle' ? ACTIVE_STEP.combo : ACTIVE_STEP[product];
}

export interface PricingStart {
  step: ActiveStep;
  cycles: Record<PlanProduct, BillingCycle>;
  /** a quick-start guided link led here: the plan buttons are highlighted */
  highlight: boolean;
}

/** The query parameters a pricing address chooses its tab and cycles by (pricingStart reads them). */
export const PRICING_START_PARAMS = ['linkid', 'plan_type', 'cycle'] as const;

/**
 * Where a visit starts (§4): a quick-start guided link's tab (5 cookie consent, 11 DSAR, 18 consent
 * preference), else the stored plan number (the query's plan_type, else the stored intent; 11 is the
 * bundle), else the tab of the highest-priced active plan, else the bundle. Each tab's cycle is the
 * one of the user's highest active plan of that type, the stored cycle winning for its own tab.
 */
export function pricingStart(input: {
  held?: readonly ActivePlan[];
  intent?: PlanIntent | null;
  query?: URLSearchParams;
}): PricingStart {
  const { held = [], intent, query } = input;
  const storedPlanType = query?.get('plan_type') || intent?.type;
  const storedCycle = query?.get('cycle') || intent?.cycle;
  // The quick-start link names itself in the address (?linkid=); a stored intent may still carry one.
  const queryLink = Number(query?.get('linkid') ?? Number.NaN);
  const linkid = Number.isInteger(queryLink) ? queryLink : intent?.linkid;
  const linkStep = linkid === undefined ? undefined : stepForQuickStartLink(linkid);
  return {
    step: linkStep ?? preselectedStep({ held, storedPlanType }),
    cycles: preselectedCycles({ held, storedPlanType, storedCycle }),
    highlight: linkid !== undefined && GUIDED_LINKS.includes(linkid),
  };
}

/** The cards of one tab and cycle: the catalogue without the free cookie consent and social fortuna entries (§4). */
export function tabPlans(catalogue: Catalogue, product: PlanProduct, cycle: BillingCycle): Plan[] {
  return [...catalogueWithoutFreeEntries(catalogue)[product][cycle]];
}

/**
 * The plan a tab compares against: for a product, the plan whose licence the selected organization
 * (DSAR) or property holds (GET /billing/current/plan), since a purchase licenses that scope; for the
 * bundle, which is not bound to one scope, the company's highest-priced active bundle.
 */
export function currentPlanOfTab(
  product: PlanProduct,
  scopePlans: readonly CurrentPlan[],
  held: readonly ActivePlan[],
): { price: number; stripe_plan_id: string; cycle: BillingCycle } | null {
  const type = PLAN_TYPE[product];
  if (product === 'combo') return highestActivePlan(held, type) ?? null;
  return highestActivePlan(scopePlans, type) ?? null;
}

/** A free trial is offered while the company holds no active plan of that type (one trial per type, §9 "Trial 14 days"). */
export function trialAvailable(product: PlanProduct, held: readonly ActivePlan[]): boolean {
  return !held.some((plan) => plan.active && plan.type === PLAN_TYPE[product]);
}

export interface PricingContext {
  /** 'public': the logged-out /pricing, whose buttons lead to sign-up */
  mode: 'app' | 'public';
  role: RoleName | null;
  current: { price: number; stripe_plan_id: string } | null;
  /** the company's active plans (free cards are disabled when their free plan is held) */
  held: readonly ActivePlan[];
  /** the tab's product may be tried */
  trial: boolean;
  /** the selected scope holds a plan of this tab's product: higher plans upgrade it in place */
  upgrade?: boolean;
}

export interface CardView {
  plan: Plan;
  name: string;
  productName: string;
  price: number;
  cycle: BillingCycle;
  features: string[];
  /** Consent Preference cards list their first 4 features */
  featureLimit?: number;
  isEnterprise: boolean;
  isCurrent: boolean;
  isRecommended: boolean;
  actionLabel: string;
  disabled: boolean;
  disabledReason?: string;
  /** 'Start 14-day free trial' shows under the button */
  showTrial: boolean;
  /** a quantity field shows above the button */
  showQuantity: boolean;
  /** the button upgrades the scope's subscription in place instead of adding to the cart */
  isUpgrade: boolean;
}

/** 'Pageviews: up to 100,000' or 'Google Consent Mode'. */
export function featureText(feature: Schemas['FeatureListItem']): string {
  return feature.featureValue ? `${feature.featureName}: ${feature.featureValue}` : feature.featureName;
}

/** Business Plus (the bundle's professional tier) is highlighted and marked 'Recomended' when not yearly (§2). */
export function isRecommendedPlan(plan: Pick<Plan, 'type' | 'tier' | 'cycle'>): boolean {
  return plan.type === PLAN_TYPE.combo && plan.tier === 'professional' && plan.cycle !== 'yearly';
}

function cardState(plan: Plan, context: PricingContext): Pick<CardView, 'disabled' | 'disabledReason'> {
  if (context.mode === 'public') return { disabled: false };
  if (isEnterprisePrice(plan.price)) {
    return contactSalesDisabled(context.role)
      ? { disabled: true, disabledReason: DISABLED_REASON.role }
      : { disabled: false };
  }
  if (!canPurchasePlans(context.role)) return { disabled: true, disabledReason: DISABLED_REASON.role };
  if (freeCardDisabled(plan, context.held))
    return { disabled: true, disabledReason: DISABLED_REASON.freeHeld };
  if (planButtonDisabled(plan, context.current, context.role)) {
    const reason = isCurrentPlanCard(plan, context.current)
      ? DISABLED_REASON.current
      : DISABLED_REASON.notAbove;
    return { disabled: true, disabledReason: reason };
  }
  return { disabled: false };
}

/** The cards of a tab with their labels and button states. */
export function cardViews(plans: readonly Plan[], context: PricingContext): CardView[] {
  return plans.map((plan) => {
    const isEnterprise = isEnterprisePrice(plan.price);
    const state = cardState(plan, context);
    const free = isFreePlan(plan);
    const isUpgrade = context.mode === 'app' && context.upgrade === true && !isEnterprise && !free;
    return {
      plan,
      name: plan.name,
      productName: plan.product_name,
      price: plan.price,
      cycle: plan.cycle,
      features: plan.features.map(featureText),
      ...(plan.type === PLAN_TYPE.consentPreference ? { featureLimit: 4 } : {}),
      isEnterprise,
      isCurrent: context.mode === 'app' && isCurrentPlanCard(plan, context.current),
      isRecommended: isRecommendedPlan(plan),
      actionLabel:
        context.mode === 'public'
          ? PRICING_TEXT.getStarted
          : isUpgrade
            ? PRICING_TEXT.upgrade
            : PRICING_TEXT.addToCart,
      ...state,
      showTrial:
        context.mode === 'app' &&
        context.trial &&
        !isEnterprise &&
        !free &&
        !state.disabled &&
        !context.current,
      // An upgrade keeps the subscription's licence count.
      showQuantity: !isEnterprise && !free && !isUpgrade,
      isUpgrade,
    };
  });
}

export interface AddedToCartView {
  productName: string;
  cycle: BillingCycle;
  price: number;
  quantity: number;
  cartHref: string;
}

/** The added-to-cart popup (§2): product name, 'Billed - cycle', 'Price - $amount', 'Quantity - n', 'Open Cart'. */
export function addedToCartView(
  plan: Pick<Plan, 'name' | 'product_name' | 'cycle' | 'price'>,
  quantity: number,
  selection: { oid: number; pid: number } | null,
): AddedToCartView {
  return {
    productName: `${plan.product_name} ${plan.name}`,
    cycle: plan.cycle,
    price: plan.price,
    quantity,
    cartHref: withOidPid(BILLING_PATHS.cart, selection?.oid ?? null, selection?.pid ?? null),
  };
}

/**
 * Where the public page's button leads: /signup with plan_id, plan_type and units, in the
 * verify-email link's order (portal-spec §2), so the plan travels through sign-up and registration.
 */
export function signupHref(plan: Pick<Plan, 'id' | 'type'>, units: number): string {
  const query = new URLSearchParams();
  query.append('plan_id', String(plan.id));
  query.append('plan_type', String(plan.type));
  query.append('units', String(units));
  return `/signup?${query.toString()}`;
}

/** The products the contact-sales form starts with: the Enterprise tier of the card's product. */
export function contactSalesDefaults(plan: Pick<Plan, 'type'> | null): string[] {
  if (!plan || plan.type === PLAN_TYPE.combo) return [];
  const tab = CUSTOM_TABS.find((t) => PLAN_TYPE[t.product] === plan.type);
  return tab ? [`${GROUP_PRODUCT_NAME[tab.product]} Enterprise`] : [];
}

/** The enterprise request (§7 call 9); the user agent is cut to the contract's 300 characters. */
export function enterpriseRequestBody(
  values: { email: string; productNames: string[]; additionalInfo: string },
  userIp: string | null,
  userAgent: string,
): Schemas['EnterpriseRequest'] {
  return {
    email_id: values.email,
    product_name: values.productNames,
    ...(values.additionalInfo ? { additional_info: values.additionalInfo } : {}),
    ...(userIp ? { user_ip: userIp } : {}),
    ...(userAgent ? { user_agent: userAgent.slice(0, 300) } : {}),
  };
}
