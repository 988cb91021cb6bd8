import {
  ACTIVE_STEP,
  groupCatalogue,
  PLAN_SEEDS,
  type Schemas,
  subscriptionStatusMessage,
} from '@privacy-portal/sdk';
import { noPlanMessage } from '@privacy-portal/sdk/machines';
import { describe, expect, it } from 'vitest';
import { type AppAction, onErrorAction, requestUpgradeOnLimit } from '../src/lib/errorActions.ts';
import { parsePlanIntent } from '../src/lib/planIntent.ts';
import {
  addedToCartView,
  cardViews,
  contactSalesDefaults,
  currentPlanOfTab,
  DISABLED_REASON,
  enterpriseRequestBody,
  PRICING_TEXT,
  type PricingContext,
  pricingStart,
  signupHref,
  stepOfTabs,
  tabPlans,
  tabsOfStep,
  trialAvailable,
} from '../src/pages/billing/pricing/pricing.ts';
import { parseQuantity, quantityInput } from '../src/pages/billing/quantity.ts';
import { arrivedStatusChanges } from '../src/shell/notifications/subscriptionStatus.ts';
import {
  decideUpgrade,
  popupPlanViews,
  pricingIntentOfChoice,
  type UpgradeFacts,
} from '../src/shell/upgrade/upgradeDecision.ts';

type Plan = Schemas['Plan'];
type ActivePlan = Schemas['ActivePlan'];
type CurrentPlan = Schemas['CurrentPlan'];

const PLANS: Plan[] = PLAN_SEEDS.map(({ sort: _sort, ...seed }, i) => ({ id: i + 1, ...seed }));
const CATALOGUE = groupCatalogue(PLANS);

const plan = (stripe: string): Plan => {
  const found = PLANS.find((p) => p.stripe_plan_id === stripe);
  if (!found) throw new Error(stripe);
  return found;
};

function active(stripe: string): ActivePlan {
  const p = plan(stripe);
  return {
    active: true,
    type: p.type,
    name: p.name,
    product_name: p.product_name,
    price: p.price,
    cycle: p.cycle,
    stripe_plan_id: p.stripe_plan_id,
  };
}

function current(stripe: string, extra: Partial<CurrentPlan> = {}): CurrentPlan {
  const p = plan(stripe);
  return {
    subscription_id: 1,
    licence_id: 1,
    stripe_sub_id: 'sub_1',
    stripe_plan_id: p.stripe_plan_id,
    sub_item_id: 'si_1',
    total_licence: 2,
    discount_applied: false,
    discount_percentage: 0,
    product_name: p.product_name,
    name: p.name,
    price: p.price,
    cycle: p.cycle,
    type: p.type,
    tier: p.tier,
    status: 'active',
    ...extra,
  };
}

const owner: PricingContext = { mode: 'app', role: 'Company Owner', current: null, held: [], trial: true };
const byName = (views: ReturnType<typeof cardViews>, name: string) => {
  const view = views.find((v) => v.name === name);
  if (!view) throw new Error(name);
  return view;
};

describe('pricing page texts and tabs', () => {
  it('uses the spec texts', () => {
    expect(PRICING_TEXT.heading).toBe('Get Started: Free 14 Days Trial');
    expect([PRICING_TEXT.monthly, PRICING_TEXT.yearly, PRICING_TEXT.yearlyBadge]).toEqual([
      'Billed monthly',
      'Billed annually',
      '2 Months Free',
    ]);
  });

  it('maps the active step to Bundle or Custom with its product tab, and back', () => {
    expect(tabsOfStep(ACTIVE_STEP.combo)).toEqual({ top: 'bundle', product: null });
    expect(tabsOfStep(ACTIVE_STEP.dsar)).toEqual({ top: 'custom', product: 'dsar' });
    expect(stepOfTabs('custom', 'socialFortuna')).toBe(4);
    expect(stepOfTabs('bundle', 'dsar')).toBe(5);
  });

  it('drops the free cookie consent and social fortuna entries', () => {
    expect(tabPlans(CATALOGUE, 'cookieConsent', 'monthly').map((p) => p.name)).toEqual([
      'Starter',
      'Essentials',
      'Professional',
      'Enterprise',
    ]);
    expect(tabPlans(CATALOGUE, 'combo', 'yearly').map((p) => p.name)).toEqual([
      'Essential',
      'Business',
      'Business Plus',
      'Enterprise',
    ]);
  });
});

describe('card states', () => {
  const bundle = tabPlans(CATALOGUE, 'combo', 'monthly');

  it('lets a Company Owner add every priced plan and contact sales, with a trial and a quantity', () => {
    const views = cardViews(bundle, owner);
    expect(views.every((v) => !v.disabled)).toBe(true);
    expect(byName(views, 'Business').actionLabel).toBe('Add to Cart');
    expect(byName(views, 'Business').showTrial).toBe(true);
    expect(byName(views, 'Business').showQuantity).toBe(true);
    expect(byName(views, 'Enterprise').isEnterprise).toBe(true);
    expect(byName(views, 'Enterprise').showTrial).toBe(false);
    expect(byName(views, 'Enterprise').showQuantity).toBe(false);
  });

  it.each(['Organization Administrator', 'Organization View only'] as const)(
    '%s: plan buttons and the Enterprise contact are disabled, with the reason',
    (role) => {
      const views = cardViews(bundle, { ...owner, role });
      expect(views.every((v) => v.disabled && v.disabledReason === DISABLED_REASON.role)).toBe(true);
      expect(views.some((v) => v.showTrial)).toBe(false);
    },
  );

  it("marks Business Plus 'Recomended' when monthly only", () => {
    expect(
      cardViews(bundle, owner)
        .filter((v) => v.isRecommended)
        .map((v) => v.name),
    ).toEqual(['Business Plus']);
    const yearly = cardViews(tabPlans(CATALOGUE, 'combo', 'yearly'), owner);
    expect(yearly.some((v) => v.isRecommended)).toBe(false);
  });

  it("labels the current plan 'CURRENT PLAN' and disables plans not priced above it", () => {
    const cc = tabPlans(CATALOGUE, 'cookieConsent', 'monthly');
    const scope = [current('price_cookieConsent_essentials_monthly')];
    const now = currentPlanOfTab('cookieConsent', scope, []);
    const views = cardViews(cc, { ...owner, current: now, trial: false });
    expect(byName(views, 'Essentials')).toMatchObject({
      isCurrent: true,
      disabled: true,
      disabledReason: DISABLED_REASON.current,
    });
    expect(byName(views, 'Starter')).toMatchObject({
      disabled: true,
      disabledReason: DISABLED_REASON.notAbove,
    });
    expect(byName(views, 'Professional')).toMatchObject({
      isCurrent: false,
      disabled: false,
      showTrial: false,
    });
    expect(byName(views, 'Enterprise').disabled).toBe(false);
  });

  it('takes the bundle tab current plan from the company, the product tabs from the scope', () => {
    const held = [active('price_combo_essentials_monthly'), active('price_dsar_professional_monthly')];
    expect(currentPlanOfTab('combo', [], held)?.stripe_plan_id).toBe('price_combo_essentials_monthly');
    expect(currentPlanOfTab('dsar', [], held)).toBeNull();
    expect(trialAvailable('dsar', held)).toBe(false);
    expect(trialAvailable('consentPreference', held)).toBe(true);
  });

  it('disables a free card when its free plan is held', () => {
    const free = PLANS.filter((p) => p.tier === 'free' && p.cycle === 'monthly');
    const held = [active('price_cookieConsent_free_monthly')];
    const views = cardViews(free, { ...owner, held });
    expect(views.find((v) => v.productName === 'Cookie Consent')).toMatchObject({
      disabled: true,
      disabledReason: DISABLED_REASON.freeHeld,
    });
    expect(views.find((v) => v.productName === 'Social Fortuna')?.disabled).toBe(false);
  });

  it('lists the first 4 features of Consent Preference cards', () => {
    const cp = cardViews(tabPlans(CATALOGUE, 'consentPreference', 'monthly'), owner);
    expect(cp.every((v) => v.featureLimit === 4)).toBe(true);
    expect(cardViews(bundle, owner).every((v) => v.featureLimit === undefined)).toBe(true);
  });

  it('public page: nothing disabled or current, buttons read Get Started, no trial', () => {
    const views = cardViews(bundle, { mode: 'public', role: null, current: null, held: [], trial: false });
    expect(views.every((v) => !v.disabled && !v.isCurrent && !v.showTrial)).toBe(true);
    expect(byName(views, 'Business').actionLabel).toBe('Get Started');
  });
});

describe('preselection', () => {
  it('opens the bundle tab monthly by default', () => {
    const start = pricingStart({});
    expect(start.step).toBe(5);
    expect(start.cycles.combo).toBe('monthly');
    expect(start.highlight).toBe(false);
  });

  it('opens the tab and cycle of the highest active plan', () => {
    const start = pricingStart({
      held: [active('price_dsar_professional_yearly'), active('price_cookieConsent_basic_monthly')],
    });
    expect(start.step).toBe(ACTIVE_STEP.dsar);
    expect(start.cycles.dsar).toBe('yearly');
    expect(start.cycles.cookieConsent).toBe('monthly');
  });

  it('a stored plan number wins (11 is the bundle), from the query or the stored intent', () => {
    const held = [active('price_dsar_professional_monthly')];
    expect(pricingStart({ held, intent: { type: 11, cycle: 'yearly' } })).toMatchObject({ step: 5 });
    expect(pricingStart({ held, intent: { type: 11, cycle: 'yearly' } }).cycles.combo).toBe('yearly');
    expect(pricingStart({ held, query: new URLSearchParams('plan_type=2') }).step).toBe(3);
  });

  it('a quick-start guided link opens its tab and highlights the buttons', () => {
    expect(pricingStart({ intent: { linkid: 11 } })).toMatchObject({
      step: ACTIVE_STEP.dsar,
      highlight: true,
    });
    expect(pricingStart({ intent: { linkid: 18 } }).step).toBe(ACTIVE_STEP.consentPreference);
  });

  it('reads a stored intent defensively', () => {
    expect(parsePlanIntent('{"type":11,"cycle":"yearly"}')).toEqual({ type: 11, cycle: 'yearly' });
    expect(parsePlanIntent('{"cycle":"weekly"}')).toBeNull();
    expect(parsePlanIntent('not json')).toBeNull();
  });
});

describe('quantity, cart popup, sign-up and contact sales', () => {
  it('keeps the quantity at 1 or more and names an empty one', () => {
    expect(quantityInput('0')).toBe('1');
    expect(quantityInput('3a')).toBe('3');
    expect(quantityInput('99999')).toBe('1000');
    expect(parseQuantity('')).toEqual({ ok: false, error: 'Property/organization cannot be empty' });
    expect(parseQuantity('4')).toEqual({ ok: true, quantity: 4 });
  });

  it('builds the added-to-cart popup texts and the Open Cart link with oid and pid', () => {
    const view = addedToCartView(plan('price_cookieConsent_professional_yearly'), 3, { oid: 7, pid: 9 });
    expect(view).toEqual({
      productName: 'Cookie Consent Professional',
      cycle: 'yearly',
      price: plan('price_cookieConsent_professional_yearly').price,
      quantity: 3,
      cartHref: '/settings/billing/cart?oid=7&pid=9',
    });
  });

  it('leads public buttons to sign-up with plan_id, plan_type and units', () => {
    expect(signupHref({ id: 12, type: 11 }, 2)).toBe('/signup?plan_id=12&plan_type=11&units=2');
  });

  it('prefills the contact form with the product Enterprise tier and sends ip and agent', () => {
    expect(contactSalesDefaults(plan('price_dsar_enterprise_monthly'))).toEqual(['DSAR Enterprise']);
    expect(contactSalesDefaults(plan('price_combo_enterprise_monthly'))).toEqual([]);
    const body = enterpriseRequestBody(
      { email: 'a@b.co', productNames: ['Business'], additionalInfo: '' },
      '203.0.113.7',
      'x'.repeat(400),
    );
    expect(body).toEqual({
      email_id: 'a@b.co',
      product_name: ['Business'],
      user_ip: '203.0.113.7',
      user_agent: 'x'.repeat(300),
    });
    expect(
      enterpriseRequestBody(
        { email: 'a@b.co', productNames: ['DSAR Starter'], additionalInfo: 'hi' },
        null,
        '',
      ),
    ).toEqual({
      email_id: 'a@b.co',
      product_name: ['DSAR Starter'],
      additional_info: 'hi',
    });
  });
});

describe('upgrade host decision', () => {
  const facts = (extra: Partial<UpgradeFacts>): UpgradeFacts => ({
    licence: 'cookieConsent',
    scopePlans: [],
    activePlans: [],
    catalogue: CATALOGUE,
    ...extra,
  });

  it('no plan of the product anywhere: the no-plan popup with the product plans and the bundles', () => {
    const choice = decideUpgrade(facts({}));
    expect(choice.kind).toBe('popup');
    if (choice.kind !== 'popup') return;
    expect(choice.popupType).toBe('noPlan');
    expect(choice.currentPlan).toBeNull();
    // No plan at all: the spec's text, which names no product.
    expect(choice.noPlanProduct).toBeNull();
    expect(new Set(choice.plans.map((p) => p.type))).toEqual(new Set([0, 11]));
    expect(choice.plans.every((p) => p.cycle === 'monthly' && p.tier !== 'free')).toBe(true);
  });

  it('the company holds the product but this scope has no licence: the licence-status modal', () => {
    expect(decideUpgrade(facts({ activePlans: [active('price_cookieConsent_basic_monthly')] }))).toEqual({
      kind: 'licenceStatus',
      product: 'Cookie Consent Management',
    });
    expect(
      decideUpgrade(facts({ licence: 'dsar', activePlans: [active('price_combo_essentials_monthly')] })),
    ).toEqual({ kind: 'licenceStatus', product: 'DSAR' });
  });

  it('a bundle that does not contain the product does not count', () => {
    const choice = decideUpgrade(
      facts({ licence: 'dsar', activePlans: [active('price_combo_basic_monthly')] }),
    );
    expect(choice).toMatchObject({ kind: 'popup', popupType: 'noPlan', noPlanProduct: 'DSAR' });
  });

  it('a company paying for other products is told it has no plan of this one', () => {
    const choice = decideUpgrade(
      facts({ licence: 'consentPreference', activePlans: [active('price_cookieConsent_basic_monthly')] }),
    );
    expect(choice).toMatchObject({ kind: 'popup', popupType: 'noPlan', noPlanProduct: 'Consent Preference' });
    if (choice.kind === 'popup') {
      expect(noPlanMessage(choice.noPlanProduct)).toBe(
        "You don't have an active Consent Preference plan, please choose a new plan below",
      );
    }
  });

  it('the scope holds a plan of the product: the product popup upgrading it in place', () => {
    const held = current('price_consentPreference_basic_yearly');
    const choice = decideUpgrade(facts({ licence: 'consentPreference', scopePlans: [held] }));
    expect(choice).toMatchObject({ kind: 'popup', popupType: 'consentPreference', currentPlan: held });
    if (choice.kind === 'popup') expect(choice.plans.every((p) => p.cycle === 'yearly')).toBe(true);
    expect(
      decideUpgrade(facts({ licence: 'dsar', scopePlans: [current('price_dsar_basic_monthly')] })),
    ).toMatchObject({
      popupType: 'org',
    });
  });

  it('cannot tell without plan data: the licence-status modal', () => {
    expect(decideUpgrade(facts({ catalogue: null }))).toMatchObject({ kind: 'licenceStatus' });
    expect(decideUpgrade(facts({ activePlans: null }))).toMatchObject({ kind: 'licenceStatus' });
  });

  it('popup cards follow the sdk rules; a no-plan or Enterprise choice goes to the pricing tab', () => {
    const now = current('price_cookieConsent_essentials_monthly');
    const plans = tabPlans(CATALOGUE, 'cookieConsent', 'monthly');
    const cards = popupPlanViews(plans, plans, now, 'Company Administrator');
    expect(cards.find((c) => c.name === 'Essentials')).toMatchObject({ isCurrent: true, isDisabled: true });
    expect(cards.find((c) => c.name === 'Professional')?.isDisabled).toBe(false);
    const viewer = popupPlanViews(plans, plans, null, 'Organization View only');
    expect(viewer.every((c) => c.isDisabled && c.disabledReason === DISABLED_REASON.role)).toBe(true);
    expect(pricingIntentOfChoice(plan('price_combo_essentials_monthly'), 'noPlan')).toEqual({
      type: 11,
      cycle: 'monthly',
    });
    expect(pricingIntentOfChoice(plan('price_cookieConsent_enterprise_yearly'), 'cookieConsent')).toEqual({
      type: 0,
      cycle: 'yearly',
    });
    expect(
      pricingIntentOfChoice(plan('price_cookieConsent_professional_monthly'), 'cookieConsent'),
    ).toBeNull();
  });
});

describe('a plan limit opens the upgrade dialog', () => {
  it('asks the shell for the product upgrade on limit_reached only', () => {
    const heard: AppAction[] = [];
    const stop = onErrorAction((action) => heard.push(action));
    expect(requestUpgradeOnLimit({ code: 'forbidden' }, 'dsar')).toBe(false);
    expect(requestUpgradeOnLimit({ code: 'limit_reached' }, 'dsar')).toBe(true);
    stop();
    expect(heard).toEqual([{ kind: 'upgrade', licence: 'dsar' }]);
  });
});

describe('subscription-status notifications', () => {
  const note = (id: number, text: string, read = false) => ({ id, notification: text, read, active: true });
  const text = subscriptionStatusMessage('Cookie Consent');

  it('pops only what arrives after the first list, unread', () => {
    const first = arrivedStatusChanges([note(1, text)], null);
    expect(first.products).toEqual([]);
    const next = arrivedStatusChanges(
      [note(3, text), note(2, 'Tom joined Acme.'), note(1, text)],
      first.known,
    );
    expect(next.products).toEqual(['Cookie Consent']);
    expect(arrivedStatusChanges([note(4, text, true)], next.known).products).toEqual([]);
  });
});

describe('upgrading the selected scope in place', () => {
  const essentials = current('price_cookieConsent_essentials_monthly');
  const plans = CATALOGUE.cookieConsent.monthly.filter((p) => p.price !== 0);
  const views = cardViews(plans, { ...owner, current: essentials, upgrade: true });

  it('offers Upgrade, without a quantity, on the plans priced above the held one', () => {
    const professional = byName(views, 'Professional');
    expect(professional.actionLabel).toBe('Upgrade');
    expect(professional.isUpgrade).toBe(true);
    expect(professional.showQuantity).toBe(false);
    expect(professional.disabled).toBe(false);
  });

  it('keeps the held plan and cheaper ones disabled, and Enterprise as contact sales', () => {
    expect(byName(views, 'Essentials')).toMatchObject({ isCurrent: true, disabled: true });
    expect(byName(views, 'Starter').disabled).toBe(true);
    expect(byName(views, 'Enterprise')).toMatchObject({ isUpgrade: false, isEnterprise: true });
  });

  it('adds to the cart when the scope holds no plan of the product', () => {
    const fresh = cardViews(plans, owner);
    expect(byName(fresh, 'Professional')).toMatchObject({ actionLabel: 'Add to Cart', isUpgrade: false });
  });
});
