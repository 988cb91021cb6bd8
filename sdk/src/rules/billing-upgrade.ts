/**
 * Upgrade rules (calls-billing-spec §4 "Upgrade popup", §5, §9): total, request, popup lists.
 */
import { lineTotal, promoTotals } from './billing-cart.ts';
import {
  type CurrentPlan,
  ENTERPRISE_PRICE,
  PLAN_TYPE,
  type Price,
  toPrice,
  type UpgradeRequest,
} from './billing-types.ts';

/** The smallest quantity that can be bought (§9). */
export const MIN_QUANTITY = 1;

/** The licence count of a current plan as a number (the upgrade sends a number, §5); at least 1. */
export function upgradeQuantity(totalLicence: number | string | null | undefined): number {
  const quantity = Math.trunc(Number(totalLicence));
  return Number.isFinite(quantity) && quantity >= MIN_QUANTITY ? quantity : MIN_QUANTITY;
}

/** 'Previous plan discount N %' (§9). */
export function previousPlanDiscountLabel(percentage: number): string {
  return `Previous plan discount ${percentage} %`;
}

export interface UpgradeTotal {
  /** the licence count, a number */
  quantity: number;
  /** price × quantity */
  subtotal: number;
  /** the percentage taken off (0 without a discount) */
  discountPercentage: number;
  /** the amount taken off */
  discount: number;
  /** subtotal less the discount */
  total: number;
  /** 'Previous plan discount N %' when a discount applies, else null */
  discountLabel: string | null;
}

/**
 * Upgrade total (§9) = new plan price × total_licence, less discount_percentage percent when
 * discount_applied. A discount applies only when discount_applied is true and the percentage is
 * above 0 (capped at 100). Amounts are rounded to cents. Null for Enterprise (-1) or an
 * unparsable price: Enterprise has no price and goes to the pricing page.
 */
export function upgradeTotal(
  price: Price,
  current: Pick<CurrentPlan, 'total_licence' | 'discount_applied' | 'discount_percentage'>,
): UpgradeTotal | null {
  const unit = toPrice(price);
  if (Number.isNaN(unit) || unit === ENTERPRISE_PRICE || unit < 0) return null;
  const quantity = upgradeQuantity(current.total_licence);
  const subtotal = lineTotal(unit, quantity);
  const percentage = Number(current.discount_percentage);
  const applies = current.discount_applied === true && Number.isFinite(percentage) && percentage > 0;
  const discountPercentage = applies ? Math.min(percentage, 100) : 0;
  // The same arithmetic as a promo code on the cart (billing-cart), with the previous plan's discount.
  const { discount, total } = promoTotals(subtotal, discountPercentage);
  return {
    quantity,
    subtotal,
    discountPercentage,
    discount,
    total,
    discountLabel: applies ? previousPlanDiscountLabel(discountPercentage) : null,
  };
}

/** The upgrade request (§3) moving the current subscription item to the chosen plan. */
export function buildUpgradeRequest(
  current: Pick<CurrentPlan, 'stripe_sub_id' | 'stripe_plan_id' | 'sub_item_id' | 'total_licence'>,
  plan: { stripe_plan_id: string },
): UpgradeRequest {
  return {
    stripe_sub_id: current.stripe_sub_id,
    prev_stripe_plan_id: current.stripe_plan_id,
    new_stripe_plan_id: plan.stripe_plan_id,
    sub_item_id: current.sub_item_id,
    quantity: upgradeQuantity(current.total_licence),
  };
}

/** The upgrade popup's feature list shows 6 items collapsed and at most 31 expanded (§4). */
export const FEATURES_COLLAPSED = 6;
export const FEATURES_EXPANDED = 31;

/** The features a plan card shows. */
export function visibleFeatures<T>(features: readonly T[] | null | undefined, expanded: boolean): T[] {
  return (features ?? []).slice(0, expanded ? FEATURES_EXPANDED : FEATURES_COLLAPSED);
}

/** Whether the More/Hide toggle shows: the list is longer than the collapsed view. */
export function hasMoreFeatures(features: readonly unknown[] | null | undefined): boolean {
  return (features?.length ?? 0) > FEATURES_COLLAPSED;
}

/** Popup types (§4): cookie consent, org (DSAR), consent preference, or no plan. */
export type UpgradePopupType = 'cookieConsent' | 'org' | 'consentPreference' | 'noPlan';
export type ProductPopupType = Exclude<UpgradePopupType, 'noPlan'>;

/** The plan type a product popup offers: cookieConsent 0, org (DSAR) 1, consentPreference 2. */
export const POPUP_PLAN_TYPE = {
  cookieConsent: PLAN_TYPE.cookieConsent,
  org: PLAN_TYPE.dsar,
  consentPreference: PLAN_TYPE.consentPreference,
} as const satisfies Record<ProductPopupType, number>;

/**
 * The plans a stepper step shows (§4). Step 1: the plans of the popup's product (of every product
 * but the bundle for noPlan), Enterprise included. Step 2: the combo plans without the Enterprise card.
 */
export function upgradePopupPlans<P extends { type: number; price: Price }>(
  plans: readonly P[],
  popupType: UpgradePopupType,
  step: 1 | 2,
): P[] {
  if (step === 2) {
    return plans.filter((plan) => plan.type === PLAN_TYPE.combo && toPrice(plan.price) !== ENTERPRISE_PRICE);
  }
  if (popupType === 'noPlan') return plans.filter((plan) => plan.type !== PLAN_TYPE.combo);
  return plans.filter((plan) => plan.type === POPUP_PLAN_TYPE[popupType]);
}
