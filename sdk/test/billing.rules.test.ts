import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STEP,
  accessFlags,
  addUsersProblem,
  buildUpgradeRequest,
  type CurrentPlan,
  canAddUsers,
  canCreate,
  canPurchasePlans,
  catalogueWithoutFreeEntries,
  contactSalesDisabled,
  creationLimitProblem,
  DEFAULT_ACTIVE_STEP,
  FEATURES_COLLAPSED,
  FEATURES_EXPANDED,
  featureAllowed,
  featureQuantity,
  freeCardDisabled,
  type HeldPlan,
  hasDsarAccess,
  hasEntries,
  hasMoreFeatures,
  hasPaidCookieConsentLicence,
  hasPropertyProduct,
  heldPlanType,
  highestActivePlan,
  isCurrentPlanCard,
  isEnterprisePrice,
  isFreePlan,
  LIMIT_MESSAGES,
  largerLimit,
  mergeFeatures,
  NO_ACCESS,
  type Plan,
  type PlanCatalogue,
  type PlanFeature,
  planButtonDisabled,
  preselectedCycles,
  preselectedStep,
  previousPlanDiscountLabel,
  productOfPlanType,
  remainingOf,
  stepForPlanType,
  stepForQuickStartLink,
  toPrice,
  upgradePopupPlans,
  upgradeQuantity,
  upgradeTotal,
  userLimitMessage,
  visibleFeatures,
  withoutFreeEntries,
  YEARLY_FREE_MONTHS,
  yearlyPrice,
} from '../src/index.ts';

let planIds = 0;
const plan = (over: Partial<Plan> & Pick<Plan, 'price' | 'type'>): Plan => ({
  id: ++planIds,
  name: 'Starter',
  product_name: 'Cookie Consent Management Starter',
  cycle: 'monthly',
  stripe_plan_id: `price_${over.type}_${over.price}`,
  ...over,
});

const current: CurrentPlan = {
  stripe_sub_id: 'sub_1',
  stripe_plan_id: 'price_cc_starter',
  sub_item_id: 'si_1',
  total_licence: 3,
  discount_applied: false,
  discount_percentage: null,
  product_name: 'Cookie Consent Management Starter',
  price: 20,
  cycle: 'monthly',
};

describe('toPrice', () => {
  it('reads numbers and numeric strings; missing or empty gives NaN', () => {
    expect(toPrice(12.5)).toBe(12.5);
    expect(toPrice('0')).toBe(0);
    expect(toPrice('-1')).toBe(-1);
    expect(toPrice('')).toBeNaN();
    expect(toPrice(null)).toBeNaN();
    expect(toPrice(undefined)).toBeNaN();
    expect(toPrice('abc')).toBeNaN();
  });
});

describe('plan button', () => {
  const owner = 'Company Owner' as const;

  it('is disabled when the plan price is less than or equal to the current price', () => {
    expect(planButtonDisabled({ price: 10 }, { price: 20 }, owner)).toBe(true);
    expect(planButtonDisabled({ price: 20 }, { price: '20' }, owner)).toBe(true);
    expect(planButtonDisabled({ price: 0 }, { price: 20 }, owner)).toBe(true);
  });

  it('is enabled for a higher price', () => {
    expect(planButtonDisabled({ price: 50 }, { price: 20 }, owner)).toBe(false);
    expect(planButtonDisabled({ price: '50' }, { price: 20 }, 'Company Administrator')).toBe(false);
  });

  it('never disables Enterprise (-1) by price', () => {
    expect(planButtonDisabled({ price: -1 }, { price: 20 }, owner)).toBe(false);
    expect(planButtonDisabled({ price: '-1' }, { price: 999 }, owner)).toBe(false);
  });

  it('does not disable by price without a current plan or with an unreadable current price', () => {
    expect(planButtonDisabled({ price: 0 }, null, owner)).toBe(false);
    expect(planButtonDisabled({ price: 10 }, undefined, owner)).toBe(false);
    expect(planButtonDisabled({ price: 10 }, { price: '' }, owner)).toBe(false);
  });

  it('disables every plan and Enterprise for organization roles and unknown roles', () => {
    for (const role of ['Organization Administrator', 'Organization View only', null, undefined] as const) {
      expect(planButtonDisabled({ price: 50 }, { price: 20 }, role)).toBe(true);
      expect(planButtonDisabled({ price: -1 }, null, role)).toBe(true);
      expect(contactSalesDisabled(role)).toBe(true);
      expect(canPurchasePlans(role)).toBe(false);
    }
    expect(contactSalesDisabled('Company Owner')).toBe(false);
    expect(canPurchasePlans('Company Administrator')).toBe(true);
  });

  it('knows the Enterprise price', () => {
    expect(isEnterprisePrice(-1)).toBe(true);
    expect(isEnterprisePrice('-1')).toBe(true);
    expect(isEnterprisePrice(0)).toBe(false);
    expect(isEnterprisePrice(null)).toBe(false);
  });
});

describe('CURRENT PLAN label', () => {
  it('shows for the current plan and for a card with the current price', () => {
    expect(isCurrentPlanCard({ price: 99, stripe_plan_id: 'price_cc_starter' }, current)).toBe(true);
    expect(isCurrentPlanCard({ price: '20', stripe_plan_id: 'other' }, current)).toBe(true);
    expect(isCurrentPlanCard({ price: 20 }, current)).toBe(true);
  });
  it('does not show for other cards, without a current plan, or for unreadable prices', () => {
    expect(isCurrentPlanCard({ price: 50, stripe_plan_id: 'other' }, current)).toBe(false);
    expect(isCurrentPlanCard({ price: 20 }, null)).toBe(false);
    expect(isCurrentPlanCard({ price: 'x' }, { price: 'x' })).toBe(false);
  });
});

describe('free plans', () => {
  it('recognises a free plan by name, product name or price 0', () => {
    expect(isFreePlan({ name: 'Free', price: 5 })).toBe(true);
    expect(isFreePlan({ name: ' free ', price: 5 })).toBe(true);
    expect(isFreePlan({ product_name: 'Cookie Consent Management Free', price: 5 })).toBe(true);
    expect(isFreePlan({ price: '0' })).toBe(true);
    expect(isFreePlan({ name: 'Starter', product_name: 'Freedom Starter', price: 10 })).toBe(false);
    expect(isFreePlan({ name: 'Enterprise', price: -1 })).toBe(false);
  });

  it('reads the product of a held plan from its type or its product name', () => {
    expect(heldPlanType({ type: 2, product_name: 'Cookie Consent Free' })).toBe(2);
    expect(heldPlanType({ product_name: 'Cookie Consent Management Free' })).toBe(0);
    expect(heldPlanType({ product_name: 'Social Fortuna Free' })).toBe(3);
    expect(heldPlanType({ product_name: 'DSAR Starter' })).toBeUndefined();
    expect(heldPlanType({})).toBeUndefined();
  });

  it('disables the free card of a product whose free plan the user holds', () => {
    const ccFree = { product_name: 'Cookie Consent Management Free', price: 0 };
    const sfFree = { product_name: 'Social Fortuna Free', price: '0', type: 3 };
    expect(freeCardDisabled({ type: 0 }, [ccFree])).toBe(true);
    expect(freeCardDisabled({ type: 3 }, [sfFree])).toBe(true);
    expect(freeCardDisabled({ type: 3 }, [ccFree])).toBe(false);
    expect(freeCardDisabled({ type: 0 }, [sfFree])).toBe(false);
  });

  it('ignores paid or inactive plans and cards of other products', () => {
    expect(
      freeCardDisabled({ type: 0 }, [{ product_name: 'Cookie Consent Management Starter', price: 9 }]),
    ).toBe(false);
    expect(
      freeCardDisabled({ type: 0 }, [
        { product_name: 'Cookie Consent Management Free', price: 0, active: false },
      ]),
    ).toBe(false);
    expect(freeCardDisabled({ type: 1 }, [{ name: 'Free', price: 0, type: 1 }])).toBe(false);
    expect(freeCardDisabled({ type: 0 }, [])).toBe(false);
  });

  it('removes the free cookie consent and social fortuna entries from a list', () => {
    const list = [
      plan({ type: 0, price: 0, name: 'Free' }),
      plan({ type: 0, price: 10 }),
      plan({ type: 3, price: 0, name: 'Free' }),
      plan({ type: 1, price: 0, name: 'Free' }),
      { name: 'Free', price: 0 },
    ];
    expect(withoutFreeEntries(list)).toEqual([list[1], list[3], list[4]]);
  });

  it('removes the free entries from the cookie consent and social fortuna groups of the catalogue', () => {
    const group = (type: number) => ({
      monthly: [plan({ type, price: 0, name: 'Free' }), plan({ type, price: 10 })],
      yearly: [
        plan({ type, price: 0, name: 'Free', cycle: 'yearly' }),
        plan({ type, price: 100, cycle: 'yearly' }),
      ],
    });
    const catalogue: PlanCatalogue = {
      cookieConsent: group(0),
      dsar: group(1),
      consentPreference: group(2),
      socialFortuna: group(3),
      combo: group(11),
    };
    const result = catalogueWithoutFreeEntries(catalogue);
    expect(result.cookieConsent.monthly.map((p) => p.price)).toEqual([10]);
    expect(result.cookieConsent.yearly.map((p) => p.price)).toEqual([100]);
    expect(result.socialFortuna.monthly.map((p) => p.price)).toEqual([10]);
    expect(result.socialFortuna.yearly.map((p) => p.price)).toEqual([100]);
    expect(result.dsar).toEqual(catalogue.dsar);
    expect(result.consentPreference).toEqual(catalogue.consentPreference);
    expect(result.combo).toEqual(catalogue.combo);
  });
});

describe('upgrade total', () => {
  it('is price × total_licence without a discount', () => {
    expect(upgradeTotal(20, current)).toEqual({
      quantity: 3,
      subtotal: 60,
      discountPercentage: 0,
      discount: 0,
      total: 60,
      discountLabel: null,
    });
  });

  it('takes off discount_percentage percent when discount_applied, with the label', () => {
    const result = upgradeTotal('19.99', {
      total_licence: '3',
      discount_applied: true,
      discount_percentage: 10,
    });
    expect(result).toEqual({
      quantity: 3,
      subtotal: 59.97,
      discountPercentage: 10,
      discount: 6,
      total: 53.97,
      discountLabel: 'Previous plan discount 10 %',
    });
    expect(previousPlanDiscountLabel(12.5)).toBe('Previous plan discount 12.5 %');
  });

  it('ignores a percentage without discount_applied, and a zero, missing or bad percentage', () => {
    expect(
      upgradeTotal(10, { total_licence: 1, discount_applied: false, discount_percentage: 50 })?.total,
    ).toBe(10);
    expect(
      upgradeTotal(10, { total_licence: 1, discount_applied: true, discount_percentage: 0 })?.discountLabel,
    ).toBe(null);
    expect(
      upgradeTotal(10, { total_licence: 1, discount_applied: true, discount_percentage: null })?.total,
    ).toBe(10);
    expect(
      upgradeTotal(10, { total_licence: 1, discount_applied: true, discount_percentage: 'x' })?.total,
    ).toBe(10);
  });

  it('caps the discount at 100 %', () => {
    const result = upgradeTotal(10, { total_licence: 2, discount_applied: true, discount_percentage: '150' });
    expect(result?.total).toBe(0);
    expect(result?.discountLabel).toBe('Previous plan discount 100 %');
  });

  it('has no total for Enterprise or an unreadable price', () => {
    expect(upgradeTotal(-1, current)).toBeNull();
    expect(upgradeTotal('abc', current)).toBeNull();
    expect(upgradeTotal(-5, current)).toBeNull();
  });

  it('sends the quantity as a number, at least 1', () => {
    expect(upgradeQuantity('4')).toBe(4);
    expect(upgradeQuantity(2.7)).toBe(2);
    expect(upgradeQuantity(0)).toBe(1);
    expect(upgradeQuantity(null)).toBe(1);
    expect(upgradeQuantity('many')).toBe(1);
  });

  it('builds the upgrade request from the current subscription and the chosen plan', () => {
    const request = buildUpgradeRequest(
      { ...current, total_licence: '5' },
      { stripe_plan_id: 'price_cc_pro' },
    );
    expect(request).toEqual({
      stripe_sub_id: 'sub_1',
      prev_stripe_plan_id: 'price_cc_starter',
      new_stripe_plan_id: 'price_cc_pro',
      sub_item_id: 'si_1',
      quantity: 5,
    });
    expect(typeof request.quantity).toBe('number');
  });
});

describe('upgrade popup lists', () => {
  const features = Array.from({ length: 40 }, (_, i) => `f${i}`);

  it('shows 6 features collapsed and at most 31 expanded', () => {
    expect(FEATURES_COLLAPSED).toBe(6);
    expect(FEATURES_EXPANDED).toBe(31);
    expect(visibleFeatures(features, false)).toHaveLength(6);
    expect(visibleFeatures(features, true)).toHaveLength(31);
    expect(visibleFeatures(features.slice(0, 3), true)).toEqual(['f0', 'f1', 'f2']);
    expect(visibleFeatures(null, false)).toEqual([]);
  });

  it('offers More/Hide only for lists longer than 6', () => {
    expect(hasMoreFeatures(features.slice(0, 6))).toBe(false);
    expect(hasMoreFeatures(features.slice(0, 7))).toBe(true);
    expect(hasMoreFeatures(undefined)).toBe(false);
  });

  const catalogue = [
    plan({ type: 0, price: 10 }),
    plan({ type: 0, price: -1, name: 'Enterprise' }),
    plan({ type: 1, price: 30 }),
    plan({ type: 2, price: 15 }),
    plan({ type: 3, price: 5 }),
    plan({ type: 11, price: 99, name: 'Business' }),
    plan({ type: 11, price: -1, name: 'Enterprise' }),
  ];

  it('step 1 shows the popup product plans with Enterprise', () => {
    expect(upgradePopupPlans(catalogue, 'cookieConsent', 1).map((p) => p.price)).toEqual([10, -1]);
    expect(upgradePopupPlans(catalogue, 'org', 1).map((p) => p.price)).toEqual([30]);
    expect(upgradePopupPlans(catalogue, 'consentPreference', 1).map((p) => p.price)).toEqual([15]);
    expect(upgradePopupPlans(catalogue, 'noPlan', 1).map((p) => p.type)).toEqual([0, 0, 1, 2, 3]);
  });

  it('step 2 shows the combo plans without the Enterprise card', () => {
    expect(upgradePopupPlans(catalogue, 'cookieConsent', 2).map((p) => p.name)).toEqual(['Business']);
    expect(upgradePopupPlans(catalogue, 'noPlan', 2).map((p) => p.name)).toEqual(['Business']);
  });
});

describe('access flags', () => {
  it('start as no access', () => {
    expect(accessFlags({})).toEqual(NO_ACCESS);
    expect(accessFlags({ organizationPlan: null, property: null })).toEqual(NO_ACCESS);
  });

  it('grant DSAR from the organization plan features; null or empty features give none', () => {
    expect(hasDsarAccess({ features: [{ feature: 'Forms', quantity: 1 }] })).toBe(true);
    expect(hasDsarAccess({ features: { Forms: 1 } })).toBe(true);
    expect(hasDsarAccess({ features: null, plan_details: { dsar: { id: 1 } } })).toBe(false);
    expect(hasDsarAccess({ features: [], plan_details: { dsar: { id: 1 } } })).toBe(false);
    expect(hasDsarAccess({ features: {} })).toBe(false);
    expect(hasDsarAccess(null)).toBe(false);
  });

  it('grant DSAR from the DSAR details when the plan has no features field', () => {
    expect(hasDsarAccess({ plan_details: { dsar: { plan: 'DS Starter' } } })).toBe(true);
    expect(hasDsarAccess({ plan_details: { dsar: null } })).toBe(false);
    expect(hasDsarAccess({ plan_details: null })).toBe(false);
    expect(hasDsarAccess({})).toBe(false);
  });

  it('tells whether plan data has entries', () => {
    expect(hasEntries(undefined)).toBe(false);
    expect(hasEntries('')).toBe(false);
    expect(hasEntries('DS')).toBe(true);
    expect(hasEntries(1)).toBe(true);
    expect(hasEntries(true)).toBe(true);
  });

  it('grant the property products from its product names', () => {
    expect(accessFlags({ property: { name: ['Cookie', 'Social'] } })).toEqual({
      dsar: false,
      cookieConsent: true,
      consentPreference: false,
      socialFortuna: true,
    });
    expect(accessFlags({ property: { name: ['Preference'] }, organizationPlan: { features: [1] } })).toEqual({
      dsar: true,
      cookieConsent: false,
      consentPreference: true,
      socialFortuna: false,
    });
    expect(accessFlags({ property: { name: null } })).toEqual(NO_ACCESS);
    expect(hasPropertyProduct({ name: ['cookie'] }, 'cookieConsent')).toBe(false);
    expect(hasPropertyProduct(undefined, 'socialFortuna')).toBe(false);
  });

  it('treats a cookie-consent price of "0" as no paid licence', () => {
    expect(hasPaidCookieConsentLicence({ plan_details: { cookieConsent: { price: '0' } } })).toBe(false);
    expect(hasPaidCookieConsentLicence({ plan_details: { cookieConsent: { price: 0 } } })).toBe(false);
    expect(hasPaidCookieConsentLicence({ plan_details: { cookieConsent: { price: '19' } } })).toBe(true);
    expect(hasPaidCookieConsentLicence({ plan_details: { cookieConsent: {} } })).toBe(true);
    expect(hasPaidCookieConsentLicence({ plan_details: { cookieConsent: null } })).toBe(false);
    expect(hasPaidCookieConsentLicence({ plan_details: null })).toBe(false);
    expect(hasPaidCookieConsentLicence(undefined)).toBe(false);
  });
});

describe('plan limits', () => {
  it('allows creation while the available count is -1 or above 0', () => {
    expect(canCreate(-1)).toBe(true);
    expect(canCreate(3)).toBe(true);
    expect(canCreate(0)).toBe(false);
    expect(canCreate(-2)).toBe(false);
    expect(canCreate(null)).toBe(false);
    expect(canCreate(undefined)).toBe(false);
    expect(canCreate(Number.NaN)).toBe(false);
  });

  it('gives the spec message for forms and requests, and a matching one for workflows', () => {
    expect(creationLimitProblem('form', 0)).toBe(
      'You have exceeded form creation limit. For more details Manage subscription or upgrade plan',
    );
    expect(creationLimitProblem('request', 0)).toBe(
      'You have exceeded request creation limit. For more details Manage subscription or upgrade plan',
    );
    expect(creationLimitProblem('workflow', 0)).toBe(LIMIT_MESSAGES.workflows);
    expect(creationLimitProblem('form', -1)).toBeNull();
    expect(creationLimitProblem('request', 2)).toBeNull();
  });

  const features: PlanFeature[] = [
    { feature: 'Domain Scan', quantity: 2 },
    { feature: 'Forms', quantity: -1 },
    { feature: 'Google vendors', quantity: 0 },
    { feature: 'Workflow', quantity: '5' },
    { feature: 'Requests', quantity: 'n/a' },
  ];

  it('allows a feature only if listed with a nonzero quantity (-1 unlimited)', () => {
    expect(featureAllowed(features, 'Domain Scan')).toBe(true);
    expect(featureAllowed(features, 'Forms')).toBe(true);
    expect(featureAllowed(features, 'Workflow')).toBe(true);
    expect(featureAllowed(features, 'Google vendors')).toBe(false);
    expect(featureAllowed(features, 'Requests')).toBe(false);
    expect(featureAllowed(features, 'Manage Vendors')).toBe(false);
    expect(featureAllowed(null, 'Forms')).toBe(false);
    expect(featureQuantity(features, 'Forms')).toBe(-1);
    expect(featureQuantity(features, 'Workflow')).toBe(5);
    expect(featureQuantity(undefined, 'Forms')).toBe(0);
  });

  it('allows no more users than user_limit', () => {
    expect(canAddUsers({ user_limit: 2, user_available: 1 })).toBe(true);
    expect(canAddUsers({ user_limit: 2, user_available: 1 }, 2)).toBe(false);
    expect(canAddUsers({ user_limit: 2, user_available: 0 })).toBe(false);
    expect(canAddUsers({ user_limit: -1, user_available: 0 }, 50)).toBe(true);
    expect(canAddUsers({ user_limit: 5, user_available: -1 }, 50)).toBe(true);
    expect(canAddUsers({ user_limit: 2, user_available: Number.NaN })).toBe(false);
    expect(canAddUsers({ user_limit: 2, user_available: 0 }, 0)).toBe(true);
  });

  it('combines allowances: the larger one, -1 (unlimited) above all; what is left never below 0', () => {
    expect(largerLimit(2, 5)).toBe(5);
    expect(largerLimit(-1, 5)).toBe(-1);
    expect(largerLimit(5, -1)).toBe(-1);
    expect(largerLimit(0, 0)).toBe(0);
    expect(remainingOf(5, 2)).toBe(3);
    expect(remainingOf(5, 7)).toBe(0);
    expect(remainingOf(-1, 1_000)).toBe(-1);
  });

  it('merges the features of several licences, keeping the larger quantity in first-seen order', () => {
    const merged = mergeFeatures([
      [
        { feature: 'Forms', quantity: 2 },
        { feature: 'Users Per Organization', quantity: 5 },
      ],
      [
        { feature: 'Users Per Organization', quantity: -1 },
        { feature: 'Forms', quantity: 1 },
        { feature: 'Domain Scan', quantity: 0 },
      ],
    ]);
    expect(merged).toEqual([
      { feature: 'Forms', quantity: 2 },
      { feature: 'Users Per Organization', quantity: -1 },
      { feature: 'Domain Scan', quantity: 0 },
    ]);
    expect(mergeFeatures([])).toEqual([]);
  });

  it('gives the organization and company user-limit messages', () => {
    expect(userLimitMessage(2)).toBe('You cannot add more than 2 Users');
    expect(addUsersProblem('organization', { user_limit: 2, user_available: 0 })).toBe(
      'You cannot add more than 2 Users',
    );
    expect(addUsersProblem('company', { user_limit: 5, user_available: 0 })).toBe(
      'You cannot add more users, Please Upgrade your existing plan',
    );
    expect(addUsersProblem('organization', { user_limit: 2, user_available: 1 })).toBeNull();
    expect(addUsersProblem('company', { user_limit: -1, user_available: 0 })).toBeNull();
  });
});

describe('pricing tabs and cycles', () => {
  const held = (
    type: number,
    price: number | string,
    cycle: 'monthly' | 'yearly',
    active?: boolean,
  ): HeldPlan => ({
    type,
    price,
    cycle,
    ...(active === undefined ? {} : { active }),
  });

  it('maps plan types to tabs (11 means bundle) and defaults to the bundle', () => {
    expect(ACTIVE_STEP).toEqual({
      cookieConsent: 1,
      dsar: 2,
      consentPreference: 3,
      socialFortuna: 4,
      combo: 5,
    });
    expect(DEFAULT_ACTIVE_STEP).toBe(5);
    expect([0, 1, 2, 3, 11].map((t) => stepForPlanType(t))).toEqual([1, 2, 3, 4, 5]);
    expect(stepForPlanType('11')).toBe(5);
    expect(stepForPlanType(5)).toBeUndefined();
    expect(stepForPlanType('')).toBeUndefined();
    expect(stepForPlanType(null)).toBeUndefined();
    expect(productOfPlanType(2)).toBe('consentPreference');
    expect(productOfPlanType(undefined)).toBeUndefined();
  });

  it('opens the bundle tab by default', () => {
    expect(preselectedStep()).toBe(5);
    expect(preselectedStep({ held: [] })).toBe(5);
  });

  it('opens the tab of a stored plan number first', () => {
    expect(preselectedStep({ storedPlanType: '2', held: [held(1, 99, 'monthly')] })).toBe(3);
    expect(preselectedStep({ storedPlanType: 11, held: [held(1, 99, 'monthly')] })).toBe(5);
  });

  it('otherwise opens the tab of the highest-priced active plan', () => {
    expect(preselectedStep({ held: [held(0, 10, 'monthly'), held(3, 40, 'monthly')] })).toBe(4);
    expect(preselectedStep({ storedPlanType: 7, held: [held(1, 40, 'monthly')] })).toBe(2);
    expect(preselectedStep({ held: [held(1, 400, 'monthly', false), held(0, 10, 'monthly')] })).toBe(1);
    expect(preselectedStep({ held: [held(42, 10, 'monthly')] })).toBe(5);
  });

  it('ranks yearly prices by their monthly equivalent, Enterprise first, unreadable last', () => {
    const yearlyStarter = held(0, 100, 'yearly');
    const monthlyPro = held(0, 50, 'monthly');
    expect(highestActivePlan([yearlyStarter, monthlyPro])).toBe(monthlyPro);
    const enterprise = held(0, -1, 'monthly');
    expect(highestActivePlan([monthlyPro, enterprise])).toBe(enterprise);
    const broken = held(0, 'x', 'monthly');
    expect(highestActivePlan([broken, monthlyPro])).toBe(monthlyPro);
    expect(highestActivePlan([monthlyPro, held(0, 50, 'yearly')])).toBe(monthlyPro);
    expect(highestActivePlan([monthlyPro], 1)).toBeUndefined();
  });

  it('preselects each tab cycle from the highest-priced active plan of its type, monthly by default', () => {
    expect(preselectedCycles()).toEqual({
      cookieConsent: 'monthly',
      dsar: 'monthly',
      consentPreference: 'monthly',
      socialFortuna: 'monthly',
      combo: 'monthly',
    });
    const cycles = preselectedCycles({
      held: [
        held(0, 10, 'monthly'),
        held(0, 300, 'yearly'),
        held(1, 500, 'yearly', false),
        held(11, 990, 'yearly'),
      ],
    });
    expect(cycles).toEqual({
      cookieConsent: 'yearly',
      dsar: 'monthly',
      consentPreference: 'monthly',
      socialFortuna: 'monthly',
      combo: 'yearly',
    });
  });

  it('lets a stored cycle preselect the stored plan tab', () => {
    const cycles = preselectedCycles({
      held: [held(0, 300, 'yearly')],
      storedPlanType: 0,
      storedCycle: 'monthly',
    });
    expect(cycles.cookieConsent).toBe('monthly');
    expect(preselectedCycles({ storedPlanType: 2, storedCycle: 'yearly' }).consentPreference).toBe('yearly');
    expect(preselectedCycles({ storedPlanType: 2, storedCycle: 'weekly' }).consentPreference).toBe('monthly');
    expect(preselectedCycles({ storedPlanType: 9, storedCycle: 'yearly' }).combo).toBe('monthly');
  });

  it('prices a year at 10 months (2 months free), Enterprise stays -1', () => {
    expect(YEARLY_FREE_MONTHS).toBe(2);
    expect(yearlyPrice(19.99)).toBe(199.9);
    expect(yearlyPrice('10')).toBe(100);
    expect(yearlyPrice(-1)).toBe(-1);
  });

  it('maps the quick-start guided links to tabs', () => {
    expect(stepForQuickStartLink(5)).toBe(1);
    expect(stepForQuickStartLink(11)).toBe(2);
    expect(stepForQuickStartLink(18)).toBe(3);
    expect(stepForQuickStartLink(6)).toBeUndefined();
  });
});
