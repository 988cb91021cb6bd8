import { responseProblems } from '@privacy-portal/openapi/contract';
import { PLAN_SEEDS, type Schemas } from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import {
  activeNotifications,
  advanceSubscription,
  DEMO_EMAILS,
  DEMO_IDS,
  setSubscriptionStatus,
  signIn,
} from '../src/index.ts';
import { raw, setupMockApi } from './support.ts';

const api = setupMockApi();

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

interface Answer<T> {
  status: number;
  response: T;
  message?: string;
  error?: { code: string; message: string };
}

/** Calls `method template` and checks the answer (any status) against the contract. */
async function call<T = unknown>(method: string, template: string, c: Call = {}): Promise<Answer<T>> {
  let path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(c.params?.[name]));
  if (c.query) {
    path += `?${new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, String(v)])).toString()}`;
  }
  let status: number;
  let body: unknown;
  if (c.headers) {
    const res = await fetch(`http://localhost/api/v1${path}`, {
      method: method.toUpperCase(),
      headers: { 'content-type': 'application/json', ...c.headers },
      body: JSON.stringify(c.body ?? {}),
    });
    status = res.status;
    body = await res.json();
  } else {
    ({ status, body } = await raw(method, path, { ...(c.token ? { token: c.token } : {}), body: c.body }));
  }
  expect(responseProblems(template, method, status, body), `${method} ${template} ${status}`).toEqual([]);
  const b = (body ?? {}) as { response: T; message?: string; error?: Answer<T>['error'] };
  return { status, response: b.response, ...(b.message ? { message: b.message } : {}), error: b.error };
}

const owner = () => signIn(api.state, DEMO_EMAILS.owner);
const planId = (stripePlanId: string) => {
  const plan = api.state.billing.plans.find((p) => p.stripe_plan_id === stripePlanId);
  if (!plan) throw new Error(stripePlanId);
  return plan.id;
};
const organization = (id: number) => api.state.organizations.find((o) => o.id === id);
const property = (id: number) => api.state.properties.find((p) => p.id === id);

describe('catalogue (public)', () => {
  it('groups the sdk catalogue per product with ids 1..n; the comparison tables come along', async () => {
    const { status, response } = await call<Schemas['PlanCatalogue']>('get', '/billing/plan');
    expect(status).toBe(200);
    const all = Object.values(response).flatMap((g) => [...g.monthly, ...g.yearly]);
    expect(all).toHaveLength(PLAN_SEEDS.length);
    expect(all.map((p) => p.id).sort((a, b) => a - b)).toEqual(PLAN_SEEDS.map((_, i) => i + 1));
    expect(response.cookieConsent.monthly.map((p) => p.name)).toEqual([
      'Free',
      'Starter',
      'Essentials',
      'Professional',
      'Enterprise',
    ]);
    expect(response.combo.monthly.map((p) => p.name)).toEqual([
      'Essential',
      'Business',
      'Business Plus',
      'Enterprise',
    ]);
    // The sign-up link's plan 3 (type 0) is Cookie Consent Starter, monthly.
    expect(all.find((p) => p.id === 3)).toMatchObject({ type: 0, name: 'Starter', cycle: 'monthly' });
    expect(response.dsar.yearly.find((p) => p.tier === 'professional')?.price).toBe(1990);

    const comparison = await call<Schemas['FeatureComparison']>('get', '/billing/plan/features');
    expect(comparison.response.combo.columns).toEqual([
      'Essential',
      'Business',
      'Business Plus',
      'Enterprise',
    ]);
    expect(comparison.response.dsar.columns).toEqual(['Starter', 'Essentials', 'Professional', 'Enterprise']);
  });
});

describe('the demo seed', () => {
  it('Demo Company holds an active DSAR Professional monthly subscription, its licence on Demo Retail', async () => {
    const token = owner();
    const list = await call<Schemas['Subscription'][]>('get', '/billing/list/subscription_list', { token });
    expect(list.response).toHaveLength(1);
    const [subscription] = list.response;
    expect(subscription).toMatchObject({
      status: 'active',
      quantity: 1,
      plan: { name: 'Professional', product_name: 'DSAR', cycle: 'monthly', price: 199 },
    });
    expect(subscription?.licences[0]?.assigned_to).toMatchObject({
      kind: 'organization',
      name: 'Demo Retail',
    });

    const active = await call<Schemas['ActivePlan'][]>('get', '/billing/list/subscription', { token });
    expect(active.response).toEqual([
      expect.objectContaining({ active: true, type: 1, name: 'Professional' }),
    ]);

    const org = await raw('get', `/organizations/${DEMO_IDS.retail}`, { token });
    expect(org.body).toMatchObject({ response: { org_license_assigned: true, org_license_id: 1 } });

    const current = await call<Schemas['CurrentPlan'][]>('get', '/billing/current/plan', {
      token,
      query: { oid: DEMO_IDS.retail, pid: DEMO_IDS.store, type: 1 },
    });
    expect(current.response).toEqual([
      expect.objectContaining({ stripe_plan_id: 'price_dsar_professional_monthly', total_licence: 1 }),
    ]);
    expect(
      (
        await call('get', '/billing/current/plan', {
          token,
          query: { oid: DEMO_IDS.retail, pid: DEMO_IDS.store, type: 0 },
        })
      ).response,
    ).toEqual([]);

    const invoices = await call<Schemas['InvoicePage']>('get', '/billing/list/invoice', { token });
    expect(invoices.response.items).toEqual([expect.objectContaining({ status: 'paid', amount_paid: 199 })]);
    const account = await call<Schemas['BillingAccount']>('get', '/billing/account', { token });
    expect(account.response).toEqual({
      provider: 'test',
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    });
    const history = await call<Schemas['LicenceEventPage']>('get', '/license/history', { token });
    expect(history.response.items.map((e) => e.action).sort()).toEqual(['assigned', 'purchased']);
  });

  it('the plan record: DSAR Professional limits for Demo Retail, the free tier for Demo Health', async () => {
    const token = owner();
    const retail = await call<Schemas['PlanRecord']>('get', '/billing/plan/allowed-features', {
      token,
      query: { oid: DEMO_IDS.retail, pid: DEMO_IDS.store },
    });
    expect(retail.response.plan_details.dsar).toMatchObject({
      plan_name: 'Professional',
      tier: 'professional',
    });
    expect(retail.response.plan_details.cookieConsent).toBeNull();
    expect(retail.response).toMatchObject({
      user_limit: 5,
      user_available: 3, // Oscar Orgadmin and Vera Viewer work in Demo Retail
      form_available: 10,
      workflow_available: 15,
      request_available: 40_000,
    });
    expect(retail.response.features).toContainEqual({ feature: 'Forms', quantity: 10 });
    expect(retail.response.usage.scans).toEqual({ used: 0, limit: 1, available: 1 });

    const health = await call<Schemas['PlanRecord']>('get', '/billing/plan/allowed-features', {
      token,
      query: { oid: DEMO_IDS.health },
    });
    expect(health.response).toMatchObject({
      user_limit: 1,
      user_available: 1,
      form_available: 0,
      features: [],
    });
    expect(health.response.plan_details.dsar).toBeNull();

    const forms = await call<Schemas['Available']>('get', '/available/form/{orgId}', {
      token,
      params: { orgId: DEMO_IDS.health },
    });
    expect(forms.response).toEqual({ available: 0, limit: 0, used: 0 });
    for (const kind of ['form', 'request', 'workflow']) {
      const r = await call<Schemas['Available']>('get', `/available/${kind}/{orgId}`, {
        token,
        params: { orgId: DEMO_IDS.retail },
      });
      expect(r.response.available).toBeGreaterThan(0);
    }
    const scans = await call<Schemas['Available']>('get', '/available/scan/{orgId}/{propId}', {
      token,
      params: { orgId: DEMO_IDS.retail, propId: DEMO_IDS.store },
    });
    expect(scans.response).toEqual({ available: 1, limit: 1, used: 0 });
  });

  it('licence lists: licensed and unlicensed organizations and properties', async () => {
    const token = owner();
    const licensed = await call<Schemas['LicensedScope'][]>('get', '/licensed/organizations', { token });
    expect(licensed.response.map((s) => s.name)).toEqual(['Demo Retail']);
    const unlicensed = await call<Schemas['LicensedScope'][]>('get', '/unlicensed/organizations', { token });
    expect(unlicensed.response.map((s) => s.name)).toEqual(['Demo Health']);
    const noCookie = await call<Schemas['LicensedScope'][]>('get', '/unlicensed/property', {
      token,
      query: { type: 0 },
    });
    expect(noCookie.response.map((s) => s.name)).toEqual(['Demo Clinic', 'Demo Blog', 'Demo Store']);
    expect((await call('get', '/licensed/property', { token })).response).toEqual([]);
    const scopes = await call<Schemas['LicensedScope'][]>('get', '/property_license/{orgId}', {
      token,
      params: { orgId: DEMO_IDS.retail },
    });
    expect(scopes.response.map((s) => s.name)).toEqual(['Demo Blog', 'Demo Store']);
    const one = await call<Schemas['LicensedScope'][]>('get', '/property_license/{orgId}/{propId}', {
      token,
      params: { orgId: DEMO_IDS.retail, propId: DEMO_IDS.store },
    });
    expect(one.response).toEqual([expect.objectContaining({ name: 'Demo Store', licences: [] })]);
    const all = await call<Schemas['Licence'][]>('get', '/licensed/property_license', { token });
    expect(all.response).toHaveLength(1);
  });
});

describe('cart and coupons', () => {
  it('adds plans (the header count follows), changes a quantity, removes an item', async () => {
    const token = owner();
    expect((await call<Schemas['Cart']>('get', '/cart', { token })).response).toEqual({
      items: [],
      count: 0,
      subtotal: 0,
    });
    const added = await call<Schemas['AddedToCart']>('post', '/cart', {
      token,
      body: {
        id: planId('price_cookieConsent_essentials_monthly'),
        quantity: 2,
        oid: DEMO_IDS.retail,
        pid: DEMO_IDS.store,
      },
    });
    expect(added.status).toBe(201);
    expect(added.response.count).toBe(1);
    expect(added.message).toBe('Added to cart');
    const again = await call<Schemas['AddedToCart']>('post', '/cart', {
      token,
      body: {
        id: planId('price_cookieConsent_essentials_monthly'),
        quantity: 1,
        oid: DEMO_IDS.retail,
        pid: DEMO_IDS.store,
      },
    });
    expect(again.response).toEqual({ id: added.response.id, count: 1 });
    const bundle = await call<Schemas['AddedToCart']>('post', '/cart', {
      token,
      body: { id: planId('price_combo_essentials_yearly'), quantity: 1 },
    });
    expect(bundle.response.count).toBe(2);

    const cart = await call<Schemas['Cart']>('get', '/cart', { token });
    expect(cart.response.count).toBe(2);
    expect(cart.response.items[0]).toMatchObject({
      name: 'Essentials',
      product_name: 'Cookie Consent',
      cycle: 'monthly',
      price: 29,
      unit: 3,
      priceTotal: 87,
      target: { kind: 'property', id: DEMO_IDS.store, name: 'Demo Store' },
    });
    expect(cart.response.items[1]).toMatchObject({ name: 'Business', price: 1490, target: null });
    expect(cart.response.subtotal).toBe(1577);

    const updated = await call<Schemas['Cart']>('put', '/cart/update', {
      token,
      body: { id: added.response.id, quantity: 1 },
    });
    expect(updated.response.subtotal).toBe(1519);
    const removed = await call<Schemas['Cart']>('delete', '/cart/{id}', {
      token,
      params: { id: bundle.response.id },
    });
    expect(removed.response.count).toBe(1);
    expect((await call('delete', '/cart/{id}', { token, params: { id: 999 } })).status).toBe(404);
  });

  it('refuses free and Enterprise plans (400 on id), unknown plans (404)', async () => {
    const token = owner();
    const free = await call('post', '/cart', {
      token,
      body: { id: planId('price_cookieConsent_free_monthly'), quantity: 1 },
    });
    expect(free.status).toBe(400);
    expect(free.error?.message).toBe('id is a free plan');
    const enterprise = await call('post', '/cart', {
      token,
      body: { id: planId('price_dsar_enterprise_monthly'), quantity: 1 },
    });
    expect(enterprise.status).toBe(400);
    expect((await call('post', '/cart', { token, body: { id: 999, quantity: 1 } })).status).toBe(404);
  });

  it('checks promo codes: valid ones give percent_off, unknown and expired ones 404', async () => {
    const token = owner();
    const valid = await call<Schemas['CouponCheck']>('get', '/billing/check_coupon/{coupon_code}', {
      token,
      params: { coupon_code: 'WELCOME10' },
    });
    expect(valid.response).toEqual({ valid: true, percent_off: 10, code: 'WELCOME10' });
    for (const code of ['NOPE', 'EXPIRED20']) {
      const invalid = await call('get', '/billing/check_coupon/{coupon_code}', {
        token,
        params: { coupon_code: code },
      });
      expect(invalid.status).toBe(404);
      expect(invalid.error).toEqual({ code: 'not_found', message: 'This promo code is not valid' });
    }
  });

  it('reviews the order with a promo code; an empty cart reviews as an empty order', async () => {
    const token = owner();
    const empty = await call<Schemas['CheckoutReview']>('get', '/billing/checkout/available', { token });
    expect(empty.status).toBe(200);
    expect(empty.response).toMatchObject({ items: [], subtotal: 0, total: 0 });
    await call('post', '/cart', {
      token,
      body: { id: planId('price_dsar_basic_monthly'), quantity: 2, oid: DEMO_IDS.health },
    });
    const review = await call<Schemas['CheckoutReview']>('get', '/billing/checkout/available', {
      token,
      query: { coupon_code: 'SPRING25' },
    });
    expect(review.response).toMatchObject({
      subtotal: 98,
      percent_off: 25,
      discount: 24.5,
      total: 73.5,
      coupon_code: 'SPRING25',
    });
  });
});

describe('checkout', () => {
  it('turns the cart into subscriptions and licences, assigns the first licence to the target, empties the cart', async () => {
    const token = owner();
    await call('post', '/cart', {
      token,
      body: {
        id: planId('price_cookieConsent_basic_monthly'),
        quantity: 2,
        oid: DEMO_IDS.retail,
        pid: DEMO_IDS.store,
      },
    });
    await call('post', '/cart', {
      token,
      body: { id: planId('price_dsar_basic_monthly'), quantity: 1, oid: DEMO_IDS.health },
    });
    await call('post', '/cart', {
      token,
      body: { id: planId('price_combo_professional_monthly'), quantity: 1 },
    });

    const session = await call<Schemas['CheckoutSession']>('post', '/billing/checkout/session', {
      token,
      body: { coupon_code: 'HALFOFF' },
    });
    expect(session.status).toBe(201);
    expect(session.response).toMatchObject({
      url: '/settings/billing/manage?success=true',
      provider: 'test',
    });
    expect((await call<Schemas['Cart']>('get', '/cart', { token })).response.count).toBe(0);

    const list = await call<Schemas['Subscription'][]>('get', '/billing/list/subscription_list', { token });
    expect(list.response).toHaveLength(4);
    const byName = (product: string) => list.response.find((s) => s.plan.product_name === product);
    const cookie = byName('Cookie Consent');
    expect(cookie).toMatchObject({ status: 'active', quantity: 2, discount_percentage: 50 });
    expect(cookie?.licences.map((l) => l.assigned_to?.name ?? null)).toEqual(['Demo Store', null]);
    const bundle = byName('Bundle');
    expect(bundle?.licences.map((l) => l.product).sort()).toEqual([
      ...Array(5).fill('consentPreference'),
      ...Array(5).fill('cookieConsent'),
      'dsar',
    ]);
    expect(bundle?.licences.every((l) => l.assigned_to === null && l.tier === 'professional')).toBe(true);

    // The entitlements the portal's guards read.
    expect(property(DEMO_IDS.store)?.products).toEqual(['Cookie']);
    expect(organization(DEMO_IDS.health)?.licenseId).not.toBeNull();
    const org = await raw('get', `/organizations/${DEMO_IDS.health}`, { token });
    expect(org.body).toMatchObject({ response: { org_license_assigned: true } });
    const store = await raw('get', `/property/${DEMO_IDS.retail}/${DEMO_IDS.store}`, { token });
    expect(store.body).toMatchObject({ response: { license_assigned: true, name: ['Cookie'] } });

    const invoices = await call<Schemas['InvoicePage']>('get', '/billing/list/invoice', {
      token,
      query: { limit: 2 },
    });
    expect(invoices.response.total).toBe(4);
    expect(invoices.response.items).toHaveLength(2);
    expect(activeNotifications(api.state, DEMO_IDS.admin)[0]?.text).toMatch(
      /subscription started: \d+ licences?$/,
    );
    expect(activeNotifications(api.state, DEMO_IDS.owner).map((n) => n.text)).toContain(
      'Starter Cookie Consent subscription started: 2 licences',
    );
  });

  it('assigns and releases licences; the property products follow; one per product and scope', async () => {
    const token = owner();
    await call('post', '/cart', {
      token,
      body: { id: planId('price_socialFortuna_basic_monthly'), quantity: 2 },
    });
    await call('post', '/billing/checkout/session', { token, body: {} });
    const [first, second] = api.state.billing.licences.filter((l) => l.product === 'socialFortuna');
    const assigned = await call<Schemas['Licence']>('post', '/assign/license/property', {
      token,
      body: { licence_id: first?.id, property_id: DEMO_IDS.blog },
    });
    expect(assigned.response.assigned_to).toMatchObject({ kind: 'property', name: 'Demo Blog' });
    expect(property(DEMO_IDS.blog)?.products).toEqual(['Social']);
    const twice = await call('post', '/assign/license/property', {
      token,
      body: { licence_id: second?.id, property_id: DEMO_IDS.blog },
    });
    expect(twice.status).toBe(409);
    expect(twice.error?.code).toBe('already_licensed');
    const mismatch = await call('post', '/assign/license/organization', {
      token,
      body: { licence_id: second?.id, organization_id: DEMO_IDS.health },
    });
    expect(mismatch.error?.code).toBe('licence_product_mismatch');
    const licensed = await call<Schemas['LicensedScope'][]>('get', '/licensed/property', {
      token,
      query: { oid: DEMO_IDS.retail },
    });
    expect(licensed.response.map((s) => s.name)).toEqual(['Demo Blog']);

    const released = await call<Schemas['Licence']>('post', '/unassign/license/property', {
      token,
      body: { licence_id: first?.id },
    });
    expect(released.response.assigned_to).toBeNull();
    expect(property(DEMO_IDS.blog)?.products).toEqual([]);

    // The DSAR licence moves from Demo Retail to Demo Health.
    await call('post', '/unassign/license/organization', { token, body: { licence_id: 1 } });
    expect(organization(DEMO_IDS.retail)?.licenseId).toBeNull();
    await call('post', '/assign/license/organization', {
      token,
      body: { licence_id: 1, organization_id: DEMO_IDS.health },
    });
    expect(organization(DEMO_IDS.health)?.licenseId).toBe(1);
  });

  it('starts a 14-day trial once per product', async () => {
    const token = owner();
    const trial = await call<Schemas['Subscription']>('post', '/billing/checkout/trialsession', {
      token,
      body: {
        plan_id: planId('price_consentPreference_essentials_monthly'),
        oid: DEMO_IDS.retail,
        pid: DEMO_IDS.store,
      },
    });
    expect(trial.status).toBe(201);
    expect(trial.response.status).toBe('trialing');
    const days =
      (new Date(trial.response.trial_end ?? '').getTime() -
        new Date(trial.response.current_period_start).getTime()) /
      86_400_000;
    expect(days).toBe(14);
    expect(property(DEMO_IDS.store)?.products).toEqual(['Preference']);
    const again = await call('post', '/billing/checkout/trialsession', {
      token,
      body: { plan_id: planId('price_consentPreference_basic_yearly') },
    });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('trial_used');
  });
});

describe('subscriptions', () => {
  it('upgrades only to a higher price of the same product; licences keep their assignment', async () => {
    const token = owner();
    const upgrade = (to: string, from = 'price_dsar_professional_monthly') =>
      call<Schemas['Subscription']>('post', '/billing/upgrade/plan', {
        token,
        body: {
          stripe_sub_id: 'sub_test_000001',
          sub_item_id: 'si_test_000001',
          prev_stripe_plan_id: from,
          new_stripe_plan_id: to,
          quantity: 1,
        },
      });
    for (const to of [
      'price_dsar_basic_monthly',
      'price_dsar_professional_monthly',
      'price_dsar_enterprise_monthly',
      'price_cookieConsent_professional_yearly',
    ]) {
      const refused = await upgrade(to);
      expect(refused.status, to).toBe(409);
      expect(refused.error).toEqual({
        code: 'not_upgradable',
        message: 'Choose a plan priced above your current plan',
      });
    }
    const done = await upgrade('price_dsar_professional_yearly');
    expect(done.status).toBe(200);
    expect(done.message).toBe('Successfully Upgraded Plan');
    expect(done.response.plan).toMatchObject({ cycle: 'yearly', price: 1990 });
    expect(done.response.licences[0]?.assigned_to?.name).toBe('Demo Retail');
  });

  it('a bundle upgrade adds the licences of the new contents at the new tier', async () => {
    const token = owner();
    await call('post', '/cart', { token, body: { id: planId('price_combo_basic_monthly'), quantity: 1 } });
    await call('post', '/billing/checkout/session', { token, body: {} });
    const bundle = api.state.billing.subscriptions.at(-1);
    const done = await call<Schemas['Subscription']>('post', '/billing/upgrade/plan', {
      token,
      body: {
        stripe_sub_id: bundle?.providerSubscriptionId,
        sub_item_id: bundle?.providerItemId,
        prev_stripe_plan_id: 'price_combo_basic_monthly',
        new_stripe_plan_id: 'price_combo_essentials_monthly',
        quantity: 1,
      },
    });
    expect(done.response.plan.name).toBe('Business');
    expect(done.response.licences.map((l) => `${l.product}:${l.tier}`).sort()).toEqual([
      'cookieConsent:essentials',
      'cookieConsent:essentials',
      'cookieConsent:essentials',
      'dsar:essentials',
    ]);
  });

  it('changes the quantity, never below the licences assigned (409 licence_in_use)', async () => {
    const token = owner();
    await call('post', '/cart', {
      token,
      body: {
        id: planId('price_cookieConsent_basic_monthly'),
        quantity: 2,
        oid: DEMO_IDS.retail,
        pid: DEMO_IDS.store,
      },
    });
    await call('post', '/billing/checkout/session', { token, body: {} });
    const subscription = api.state.billing.subscriptions.at(-1);
    const second = api.state.billing.licences.filter((l) => l.subscriptionId === subscription?.id)[1];
    await call('post', '/assign/license/property', {
      token,
      body: { licence_id: second?.id, property_id: DEMO_IDS.blog },
    });
    const refused = await call('post', '/billing/subscription/update', {
      token,
      body: { subscription_id: subscription?.id, quantity: 1 },
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('licence_in_use');
    await call('post', '/unassign/license/property', { token, body: { licence_id: second?.id } });
    const done = await call<Schemas['Subscription']>('post', '/billing/subscription/update', {
      token,
      body: { subscription_id: subscription?.id, quantity: 1 },
    });
    expect(done.response.quantity).toBe(1);
    expect(done.response.licences).toHaveLength(1);
    const more = await call<Schemas['Subscription']>('post', '/billing/subscription/update', {
      token,
      body: { subscription_id: subscription?.id, quantity: 4 },
    });
    expect(more.response.licences).toHaveLength(4);
  });

  it('cancels at period end: licences work until then, then are released (members notified)', async () => {
    const token = owner();
    const canceled = await call<Schemas['Subscription']>('post', '/billing/subscription/cancel', {
      token,
      body: { subscription_id: 1 },
    });
    expect(canceled.status).toBe(200);
    expect(canceled.response).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(canceled.response.canceled_at).not.toBeNull();
    expect(organization(DEMO_IDS.retail)?.licenseId).toBe(1);

    advanceSubscription(api.state, 1);
    const ended = await call<Schemas['Subscription']>('get', '/billing/subscription/{id}', {
      token,
      params: { id: 1 },
    });
    expect(ended.response.status).toBe('canceled');
    expect(ended.response.licences[0]).toMatchObject({ status: 'inactive', assigned_to: null });
    expect(organization(DEMO_IDS.retail)?.licenseId).toBeNull();
    expect(activeNotifications(api.state, DEMO_IDS.viewer)[0]?.text).toBe(
      'The subscription status for DSAR has changed. Please contact your administrator.',
    );
    const again = await call('post', '/billing/subscription/cancel', { token, body: { subscription_id: 1 } });
    expect(again.error?.code).toBe('subscription_ended');
    expect((await call('get', '/billing/list/subscription', { token })).response).toEqual([]);
  });

  it('a past-due subscription still licenses; renewal continues the period', async () => {
    setSubscriptionStatus(api.state, 1, 'past_due');
    expect(organization(DEMO_IDS.retail)?.licenseId).toBe(1);
    const before = api.state.billing.subscriptions[0]?.currentPeriodEnd;
    setSubscriptionStatus(api.state, 1, 'active');
    advanceSubscription(api.state, 1);
    expect(api.state.billing.subscriptions[0]?.currentPeriodStart).toBe(before);
    expect(api.state.billing.invoices.filter((i) => i.subscriptionId === 1)).toHaveLength(2);
  });

  it('the provider sessions, the webhook and contact sales', async () => {
    const token = owner();
    expect((await call('post', '/billing/customerportal/session', { token })).status).toBe(201);
    expect((await call('post', '/billing/update/card/session', { token })).status).toBe(201);
    const other = signIn(api.state, DEMO_EMAILS.otherCompany);
    const none = await call('post', '/billing/customerportal/session', { token: other });
    expect(none.error?.code).toBe('no_billing_account');

    const headers = { 'stripe-signature': 't=1,v1=abc' };
    const event = { id: 'evt_1', type: 'invoice.paid' };
    const first = await call<Schemas['WebhookReceipt']>('post', '/billing/webhook', { headers, body: event });
    expect(first.response).toEqual({ received: true, duplicate: false });
    const replay = await call<Schemas['WebhookReceipt']>('post', '/billing/webhook', {
      headers,
      body: event,
    });
    expect(replay.response.duplicate).toBe(true);
    const unsigned = await call('post', '/billing/webhook', {
      headers: { 'stripe-signature': 'x' },
      body: event,
    });
    expect(unsigned.error?.code).toBe('webhook_invalid');

    const sent = await call('post', '/enterprise-plan/request', {
      token,
      body: { email_id: DEMO_EMAILS.owner, product_name: ['DSAR Enterprise'], additional_info: '20 brands' },
    });
    expect(sent.status).toBe(201);
    expect(sent.message).toBe('Request Sent Successfully');
    expect(api.state.billing.enterpriseRequests).toHaveLength(1);
  });
});

describe('user limits', () => {
  it('an organization on the free tier takes 1 member; a DSAR licence raises the limit', async () => {
    const token = owner();
    const invite = (email: string) =>
      raw('post', '/invite/user', {
        token,
        body: {
          email,
          firstname: 'New',
          lastname: 'Member',
          role: 'Organization View only',
          organization_ids: [DEMO_IDS.health],
        },
      });
    expect((await raw('get', `/available/user/organization/${DEMO_IDS.health}`, { token })).body).toEqual({
      response: { user_limit: 1, user_available: 1, users: 0 },
    });
    expect((await invite('first@demo.test')).status).toBe(201);
    const refused = await invite('second@demo.test');
    expect(refused).toEqual({
      status: 409,
      body: { error: { code: 'limit_reached', message: 'You cannot add more than 1 Users' } },
    });
    await call('post', '/cart', {
      token,
      body: { id: planId('price_dsar_essentials_monthly'), quantity: 1, oid: DEMO_IDS.health },
    });
    await call('post', '/billing/checkout/session', { token, body: {} });
    expect((await invite('second@demo.test')).status).toBe(201);
  });
});

describe('roles and tenancy', () => {
  it("organization roles read but cannot buy: 403 'is not authorized' on every write", async () => {
    for (const email of [DEMO_EMAILS.orgAdmin, DEMO_EMAILS.viewer]) {
      const token = signIn(api.state, email);
      const writes: Array<[string, string, unknown]> = [
        ['post', '/cart', { id: planId('price_dsar_basic_monthly'), quantity: 1 }],
        ['post', '/billing/checkout/session', {}],
        ['post', '/billing/checkout/trialsession', { plan_id: planId('price_dsar_basic_monthly') }],
        ['post', '/billing/subscription/cancel', { subscription_id: 1 }],
        ['post', '/billing/subscription/update', { subscription_id: 1, quantity: 2 }],
        [
          'post',
          '/billing/upgrade/plan',
          {
            stripe_sub_id: 'sub_test_000001',
            sub_item_id: 'si_test_000001',
            prev_stripe_plan_id: 'price_dsar_professional_monthly',
            new_stripe_plan_id: 'price_dsar_professional_yearly',
            quantity: 1,
          },
        ],
        ['post', '/unassign/license/organization', { licence_id: 1 }],
        ['post', '/assign/license/organization', { licence_id: 1, organization_id: DEMO_IDS.retail }],
        ['post', '/enterprise-plan/request', { email_id: email, product_name: ['DSAR Enterprise'] }],
      ];
      for (const [method, path, body] of writes) {
        const res = await call(method, path, { token, body });
        expect(res.status, `${email} ${path}`).toBe(403);
        expect(res.error?.code).toBe('forbidden');
        expect(res.error?.message).toMatch(/^Your role is not authorized to /);
      }
      expect((await call('get', '/cart', { token })).status).toBe(200);
      expect((await call('get', '/billing/list/subscription_list', { token })).status).toBe(200);
      expect((await call('get', '/licensed/organizations', { token })).response).toHaveLength(1);
    }
    expect(organization(DEMO_IDS.retail)?.licenseId).toBe(1);
    expect(api.state.billing.subscriptions[0]?.cancelAtPeriodEnd).toBe(false);
  });

  it("another company's ids answer 404 and change nothing", async () => {
    const token = signIn(api.state, DEMO_EMAILS.otherCompany);
    const cases: Array<[string, string, Call]> = [
      ['get', '/billing/subscription/{id}', { params: { id: 1 } }],
      ['post', '/billing/subscription/cancel', { body: { subscription_id: 1 } }],
      ['post', '/billing/subscription/update', { body: { subscription_id: 1, quantity: 3 } }],
      ['get', '/billing/current/plan', { query: { oid: DEMO_IDS.retail } }],
      [
        'get',
        '/billing/plan/allowed-features',
        { query: { oid: DEMO_IDS.otherOrganization, pid: DEMO_IDS.store } },
      ],
      [
        'post',
        '/cart',
        { body: { id: planId('price_cookieConsent_basic_monthly'), quantity: 1, pid: DEMO_IDS.store } },
      ],
      [
        'post',
        '/billing/checkout/trialsession',
        { body: { plan_id: planId('price_dsar_basic_monthly'), oid: DEMO_IDS.retail } },
      ],
      ['post', '/unassign/license/organization', { body: { licence_id: 1 } }],
      [
        'post',
        '/assign/license/organization',
        { body: { licence_id: 1, organization_id: DEMO_IDS.otherOrganization } },
      ],
      ['get', '/available/form/{orgId}', { params: { orgId: DEMO_IDS.retail } }],
      [
        'get',
        '/available/scan/{orgId}/{propId}',
        { params: { orgId: DEMO_IDS.retail, propId: DEMO_IDS.store } },
      ],
      ['get', '/property_license/{orgId}', { params: { orgId: DEMO_IDS.retail } }],
      ['get', '/licensed/property', { query: { oid: DEMO_IDS.retail } }],
    ];
    for (const [method, path, c] of cases) {
      const res = await call(method, path, { ...c, token });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.error?.code).toBe('not_found');
    }
    expect(organization(DEMO_IDS.retail)?.licenseId).toBe(1);
    expect(api.state.billing.subscriptions[0]).toMatchObject({ quantity: 1, cancelAtPeriodEnd: false });
    expect((await call('get', '/billing/list/subscription_list', { token })).response).toEqual([]);
    expect((await call('get', '/licensed/property_license', { token })).response).toEqual([]);
  });

  it('without a token: 401 on private operations; the catalogue is public', async () => {
    expect((await call('get', '/cart')).status).toBe(401);
    expect((await call('get', '/billing/plan')).status).toBe(200);
  });
});
