/**
 * What a licence-guard redirect shows (calls-billing-spec §2 Guards, §4 "Upgrade popup", §8).
 *
 * The guard only knows that the selected organization (DSAR) or property lacks the product. Three
 * situations hide behind that, and each gets the view that helps:
 *
 * 1. The scope holds a plan of that product after all (the guard read stale data, or a limit sent the
 *    user here): the product's upgrade popup, which upgrades that subscription in place.
 * 2. The company holds an active plan of that product (on its own, or inside a bundle) but no licence
 *    of it is assigned to this scope: buying again would be wrong, assigning is the fix. The
 *    licence-status text ('You have not assigned this property to … subscription') with Manage
 *    Subscription → /settings/billing/manage.
 * 3. The company holds no plan of that product at all (the usual case): the no-plan popup; choosing a
 *    plan opens the pricing page on that product's tab, where the cart does the buying. Its text is the
 *    spec's ('You don't have an active plan, please choose a new plan below') only for a company with
 *    no plan at all; one paying for other products is told it has no plan of this product
 *    (`noPlanProduct`, the sdk's noPlanMessage).
 *
 * When the plan data cannot be loaded we cannot tell 2 from 3; the licence-status modal is the safe
 * answer (it was the guard's behaviour before, and Manage Subscription shows both plans and licences).
 */
import {
  type BillingCycle,
  canPurchasePlans,
  catalogueWithoutFreeEntries,
  GROUP_PRODUCT_NAME,
  isCurrentPlanCard,
  isEnterprisePrice,
  isLiveSubscription,
  PLAN_TYPE,
  POPUP_PLAN_TYPE,
  type ProductPopupType,
  planButtonDisabled,
  type Schemas,
} from '@privacy-portal/sdk';
import type { LicenceStatusProduct } from '@privacy-portal/ui/LicenceStatusModal';
import { DISABLED_REASON, featureText } from '../../pages/billing/pricing/pricing.ts';
import type { Licence } from '../../routing/route-table.ts';

type Plan = Schemas['Plan'];
type ActivePlan = Schemas['ActivePlan'];
type CurrentPlan = Schemas['CurrentPlan'];
type Catalogue = Schemas['PlanCatalogue'];

/** The licence-status modal's product names. */
export const LICENCE_STATUS_PRODUCT: Record<Licence, LicenceStatusProduct> = {
  dsar: 'DSAR',
  cookieConsent: 'Cookie Consent Management',
  consentPreference: 'Consent Preference',
  socialFortuna: 'Social Fortuna',
};

/** The popup type offering a plan type (§4: cookieConsent, org (DSAR), consentPreference); Social Fortuna has none. */
function popupTypeOf(type: number): ProductPopupType | undefined {
  return (Object.keys(POPUP_PLAN_TYPE) as ProductPopupType[]).find(
    (popup) => POPUP_PLAN_TYPE[popup] === type,
  );
}

export type UpgradeChoice =
  | { kind: 'licenceStatus'; product: LicenceStatusProduct }
  | {
      kind: 'popup';
      popupType: ProductPopupType | 'noPlan';
      /** the subscription upgraded in place; null for the no-plan view */
      currentPlan: CurrentPlan | null;
      /** the no-plan view's product when the company holds active plans of other products, else null */
      noPlanProduct: string | null;
      /** the product's plans then the bundles, of one cycle, free entries removed */
      plans: Plan[];
    };

export interface UpgradeFacts {
  licence: Licence;
  /** GET /billing/current/plan for the selected scope; null when it failed */
  scopePlans: readonly CurrentPlan[] | null;
  /** GET /billing/list/subscription; null when it failed */
  activePlans: readonly ActivePlan[] | null;
  /** GET /billing/plan; null when it failed */
  catalogue: Catalogue | null;
}

/** Whether an active bundle grants the product (its catalogue entry lists the product among its contents). */
function bundleGrants(plan: ActivePlan, type: number, catalogue: Catalogue): boolean {
  const { monthly, yearly } = catalogue.combo;
  const entry = [...monthly, ...yearly].find((p) => p.stripe_plan_id === plan.stripe_plan_id);
  return entry?.contents.some((content) => content.type === type) ?? false;
}

/** The popup's plans: the product's, then the bundles, in the given cycle. */
export function popupPlans(catalogue: Catalogue, licence: Licence, cycle: BillingCycle): Plan[] {
  const lists = catalogueWithoutFreeEntries(catalogue);
  return [...lists[licence][cycle], ...lists.combo[cycle]];
}

export function decideUpgrade(facts: UpgradeFacts): UpgradeChoice {
  const { licence, scopePlans, activePlans, catalogue } = facts;
  const type = PLAN_TYPE[licence];
  const licenceStatus: UpgradeChoice = { kind: 'licenceStatus', product: LICENCE_STATUS_PRODUCT[licence] };
  if (!catalogue || !activePlans) return licenceStatus;

  const popupType = popupTypeOf(type);
  const scopePlan = scopePlans?.find((plan) => plan.type === type && isLiveSubscription(plan.status));
  if (scopePlan) {
    // Social Fortuna has no upgrade popup of its own: its subscription is managed on the manage page.
    return popupType
      ? {
          kind: 'popup',
          popupType,
          currentPlan: scopePlan,
          noPlanProduct: null,
          plans: popupPlans(catalogue, licence, scopePlan.cycle),
        }
      : licenceStatus;
  }

  const companyHolds = activePlans.some(
    (plan) =>
      plan.active &&
      (plan.type === type || (plan.type === PLAN_TYPE.combo && bundleGrants(plan, type, catalogue))),
  );
  if (companyHolds) return licenceStatus;

  return {
    kind: 'popup',
    popupType: 'noPlan',
    currentPlan: null,
    noPlanProduct: activePlans.some((plan) => plan.active) ? GROUP_PRODUCT_NAME[licence] : null,
    plans: popupPlans(catalogue, licence, 'monthly'),
  };
}

export interface PopupPlanView {
  id: Plan['id'];
  name: string;
  product_name: string;
  price: number;
  cycle: BillingCycle;
  features: string[];
  isCurrent: boolean;
  isDisabled: boolean;
  disabledReason?: string;
  plan: Plan;
}

/**
 * The popup's cards for the machine's step plans, with the sdk's card rules: 'CURRENT PLAN', and
 * buttons disabled for organization roles and for plans not priced above the current one.
 */
export function popupPlanViews(
  stepPlans: readonly { id: number | string }[],
  plans: readonly Plan[],
  currentPlan: CurrentPlan | null,
  role: Schemas['RoleName'] | null,
): PopupPlanView[] {
  const byId = new Map(plans.map((plan) => [String(plan.id), plan]));
  return stepPlans.flatMap((step) => {
    const plan = byId.get(String(step.id));
    if (!plan) return [];
    const disabled = planButtonDisabled(plan, currentPlan, role);
    const isCurrent = isCurrentPlanCard(plan, currentPlan);
    const reason = !canPurchasePlans(role)
      ? DISABLED_REASON.role
      : isCurrent
        ? DISABLED_REASON.current
        : DISABLED_REASON.notAbove;
    return [
      {
        id: plan.id,
        name: plan.name,
        product_name: plan.product_name,
        price: plan.price,
        cycle: plan.cycle,
        features: plan.features.map(featureText),
        isCurrent,
        isDisabled: disabled,
        ...(disabled ? { disabledReason: reason } : {}),
        plan,
      },
    ];
  });
}

/**
 * Choosing a plan in the no-plan view, or Enterprise anywhere, leads to the pricing page: the stored
 * plan number opens that plan's tab and cycle there (null: the choice stays in the popup).
 */
export function pricingIntentOfChoice(
  plan: Pick<Plan, 'type' | 'cycle' | 'price'>,
  popupType: ProductPopupType | 'noPlan' | null,
): { type: number; cycle: BillingCycle } | null {
  if (popupType === 'noPlan' || isEnterprisePrice(plan.price)) return { type: plan.type, cycle: plan.cycle };
  return null;
}
