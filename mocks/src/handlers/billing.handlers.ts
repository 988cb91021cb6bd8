import {
  API_MESSAGES,
  featureComparison,
  GROUP_TYPE,
  groupCatalogue,
  productOfType,
  promoTotals,
  type Schemas,
} from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import {
  available,
  cartItem,
  heldLicences,
  isLive,
  logEvent,
  planRecord,
  presentCart,
  presentSubscription,
  showHoldings,
  shown,
  subscribe,
  targetOf,
} from '../billing.ts';
import { keysetPage } from '../collection.ts';
import { MockApiError } from '../errors.ts';
import { found, type HandlerContext, type Member } from '../http.ts';
import { subscriptionPlan } from '../seed.ts';
import { nowIso } from '../state.ts';
import { nameKey, organizationOf, propertiesOf, propertyOf, visibleOrganizations } from '../tenancy.ts';

/** The test provider's promo codes. */
export const DEMO_COUPONS: Record<string, number> = { WELCOME10: 10, SPRING25: 25, HALFOFF: 50 };

/** Where the test provider sends the browser after paying. */
export const CHECKOUT_SUCCESS_URL = '/settings/billing/manage?success=true';

type Scope = Schemas['LicensedScope'];
const scopeKey = (s: Scope) => [s.organization_name.toLowerCase(), s.name.toLowerCase(), s.id];

/** Tags Billing, Cart, Subscriptions and Licences. Checkout completes at once: the mocks have no payment page. */
export function billingHandlers({ state, http, member }: HandlerContext): HttpHandler[] {
  const plan = (id: number) => found(state.plans.get(id), 'Plan');
  const coupon = (code: string) => {
    const percent = DEMO_COUPONS[code.trim().toUpperCase()];
    if (percent === undefined) throw new MockApiError(404, 'not_found', API_MESSAGES.invalidCoupon);
    return { valid: true, percent_off: percent, code: code.trim().toUpperCase() };
  };
  const review = (m: Member, code: string | null): Schemas['CheckoutReview'] => {
    const cart = presentCart(state, m.companyId);
    const c = code ? coupon(code) : null;
    const totals = promoTotals(cart.subtotal, c?.percent_off ?? 0);
    return {
      items: cart.items,
      subtotal: cart.subtotal,
      percent_off: c?.percent_off ?? 0,
      ...totals,
      coupon_code: c?.code ?? null,
    };
  };
  const subscription = (m: Member, id: number) =>
    found(
      state.subscriptions.find((s) => s.id === id && s.company_id === m.companyId),
      'Subscription',
    );
  const licence = (m: Member, id: number) =>
    found(
      state.licences.find((l) => l.id === id && l.company_id === m.companyId),
      'Licence',
    );
  const sub = (m: Member, id: number) => presentSubscription(state, subscription(m, id));
  const companyLicences = (m: Member) =>
    state.licences.list((l) => l.company_id === m.companyId && l.status === 'active');

  const scopeOfProperty = (p: Schemas['Property']): Scope => {
    const o = state.organizations.get(p.organization_id);
    const licences = heldLicences(state, 'property', p.property_id).map(shown);
    return {
      kind: 'property',
      id: p.property_id,
      name: p.property_name,
      organization_id: p.organization_id,
      organization_name: o?.orgname ?? '',
      licences,
    };
  };
  const properties = (m: Member, oid: string | null) =>
    (oid === null ? visibleOrganizations(state, m) : [organizationOf(state, m, Number(oid))]).flatMap((o) =>
      propertiesOf(state, o.id),
    );
  const organizationScopes = (m: Member, licensed: boolean) =>
    visibleOrganizations(state, m)
      .map(
        (o): Scope => ({
          kind: 'organization',
          id: o.id,
          name: o.orgname,
          organization_id: o.id,
          organization_name: o.orgname,
          licences: heldLicences(state, 'organization', o.id).map(shown),
        }),
      )
      .filter((s) => s.licences.length > 0 === licensed);
  const assign = async (request: Request, kind: 'organization' | 'property') => {
    const m = member(request);
    const body = (await request.json()) as {
      licence_id: number;
      organization_id?: number;
      property_id?: number;
    };
    const l = licence(m, body.licence_id);
    const target =
      kind === 'organization'
        ? organizationOf(state, m, body.organization_id ?? 0)
        : found(state.properties.get(body.property_id ?? 0), 'Property');
    l.assigned_to =
      'orgname' in target
        ? { kind, id: target.id, name: target.orgname, organization_id: target.id }
        : {
            kind,
            id: target.property_id,
            name: target.property_name,
            organization_id: target.organization_id,
          };
    l.assigned_at = nowIso(state);
    logEvent(state, m, subscription(m, l.subscription_id), 'assigned', l, l.assigned_to.name);
    showHoldings(state, m.companyId);
    return shown(l);
  };
  const release = async (request: Request) => {
    const m = member(request);
    const l = licence(m, ((await request.json()) as { licence_id: number }).licence_id);
    logEvent(state, m, subscription(m, l.subscription_id), 'unassigned', l, l.assigned_to?.name ?? '');
    Object.assign(l, { assigned_to: null, assigned_at: null });
    showHoldings(state, m.companyId);
    return shown(l);
  };
  const offsetPage = <T>(rows: T[], query: { get(name: string): string | null }) => {
    const limit = Number(query.get('limit') ?? 20);
    const offset = Number(query.get('offset') ?? 0);
    return { total: rows.length, items: rows.slice(offset, offset + limit) };
  };
  const newestFirst = <T extends { created_at: string; id: number }>(a: T, b: T) =>
    b.created_at.localeCompare(a.created_at) || b.id - a.id;

  return [
    http.get('/billing/plan', ({ response }) =>
      response(200).json({ response: groupCatalogue(state.plans.list((p) => p.active)) }),
    ),
    http.get('/billing/plan/features', ({ response }) =>
      response(200).json({ response: featureComparison() }),
    ),
    http.get('/billing/list/subscription', ({ request, response }) => {
      const m = member(request);
      const plans = state.subscriptions
        .list((s) => s.company_id === m.companyId && isLive(s))
        .map(({ plan: p }) => ({
          active: true,
          type: p.type,
          name: p.name,
          product_name: p.product_name,
          price: p.price,
          cycle: p.cycle,
          stripe_plan_id: p.stripe_plan_id,
        }));
      return response(200).json({ response: plans });
    }),
    http.get('/billing/current/plan', ({ request, query, response }) => {
      const m = member(request);
      const organization = organizationOf(state, m, Number(query.get('oid')));
      const pid = query.get('pid');
      const type = query.get('type');
      const held = [
        ...heldLicences(state, 'organization', organization.id),
        ...(pid
          ? heldLicences(
              state,
              'property',
              propertyOf(state, m, organization.id, Number(pid)).property.property_id,
            )
          : []),
      ];
      const plans = held
        .filter((l) => type === null || GROUP_TYPE[l.product] === Number(type))
        .map((l) => {
          const s = subscription(m, l.subscription_id);
          return {
            subscription_id: s.id,
            licence_id: l.id,
            stripe_sub_id: s.stripe_sub_id,
            stripe_plan_id: s.plan.stripe_plan_id,
            sub_item_id: s.sub_item_id,
            total_licence: s.quantity,
            discount_applied: s.discount_percentage > 0,
            discount_percentage: s.discount_percentage,
            product_name: s.plan.product_name,
            name: s.plan.name,
            price: s.plan.price,
            cycle: s.plan.cycle,
            type: s.plan.type,
            tier: s.plan.tier,
            status: s.status,
          };
        });
      return response(200).json({ response: plans });
    }),
    http.get('/billing/plan/allowed-features', ({ request, query, response }) => {
      const m = member(request);
      const organization = organizationOf(state, m, Number(query.get('oid')));
      const pid = query.get('pid');
      const property = pid ? propertyOf(state, m, organization.id, Number(pid)).property.property_id : null;
      return response(200).json({ response: planRecord(state, organization, property) });
    }),
    http.post('/enterprise-plan/request', ({ response }) =>
      response(201).json({ message: API_MESSAGES.enterpriseRequestSent }),
    ),
    http.post('/billing/checkout/trialsession', async ({ request, response }) => {
      const m = member(request);
      const body = await request.json();
      const p = plan(body.plan_id);
      const s = subscribe(state, m, {
        plan: p,
        quantity: 1,
        percentOff: 0,
        trial: true,
        target: targetOf(state, p, body.oid, body.pid),
      });
      return response(201).json({ response: presentSubscription(state, s) });
    }),

    http.get('/cart', ({ request, response }) =>
      response(200).json({ response: presentCart(state, member(request).companyId) }),
    ),
    http.post('/cart', async ({ request, response }) => {
      const m = member(request);
      const body = await request.json();
      const p = plan(body.id);
      const item = cartItem(state, m, p, body.quantity, targetOf(state, p, body.oid, body.pid));
      return response(201).json({
        response: { id: item.id, count: presentCart(state, m.companyId).count },
        message: API_MESSAGES.addedToCart(p),
      });
    }),
    http.put('/cart/update', async ({ request, response }) => {
      const m = member(request);
      const body = await request.json();
      const item = found(
        state.cart.find((i) => i.id === body.id && i.company_id === m.companyId),
        'Cart item',
      );
      Object.assign(item, { unit: body.quantity, priceTotal: item.price * body.quantity });
      return response(200).json({ response: presentCart(state, m.companyId) });
    }),
    http.delete('/cart/{id}', ({ request, params, response }) => {
      const m = member(request);
      state.cart.remove((i) => i.id === Number(params.id) && i.company_id === m.companyId);
      return response(200).json({ response: presentCart(state, m.companyId) });
    }),
    http.get('/billing/check_coupon/{coupon_code}', ({ params, response }) =>
      response(200).json({ response: coupon(params.coupon_code) }),
    ),
    http.get('/billing/checkout/available', ({ request, query, response }) =>
      response(200).json({ response: review(member(request), query.get('coupon_code')) }),
    ),
    http.post('/billing/checkout/session', async ({ request, response }) => {
      const m = member(request);
      const order = review(m, (await request.json()).coupon_code ?? null);
      if (!order.items.length) throw new MockApiError(409, 'cart_empty', API_MESSAGES.cartEmpty);
      for (const item of order.items) {
        const target =
          item.target &&
          (item.target.kind === 'organization'
            ? targetOf(state, plan(item.plan_id), item.target.id)
            : targetOf(state, plan(item.plan_id), undefined, item.target.id));
        subscribe(state, m, {
          plan: plan(item.plan_id),
          quantity: item.unit,
          percentOff: order.percent_off,
          trial: false,
          target,
        });
      }
      state.cart.remove((i) => i.company_id === m.companyId);
      return response(201).json({
        response: { session_id: `cs_test_${Date.now()}`, url: CHECKOUT_SUCCESS_URL, provider: 'test' },
      });
    }),

    http.get('/billing/list/subscription_list', ({ request, query, response }) => {
      const m = member(request);
      const page = state.subscriptions.page(query, {
        filter: (s) => s.company_id === m.companyId,
        key: (s) => [s.created_at, s.id],
        desc: true,
      });
      return response(200).json({
        ...page,
        response: page.response.map((s) => presentSubscription(state, s)),
      });
    }),
    http.get('/billing/subscription/{id}', ({ request, params, response }) =>
      response(200).json({ response: sub(member(request), Number(params.id)) }),
    ),
    http.post('/billing/subscription/cancel', async ({ request, response }) => {
      const m = member(request);
      const s = subscription(m, (await request.json()).subscription_id);
      Object.assign(s, { cancel_at_period_end: true, canceled_at: nowIso(state) });
      logEvent(state, m, s, 'cancel_scheduled', null, `Ends on ${s.current_period_end.slice(0, 10)}`);
      return response(200).json({ response: sub(m, s.id) });
    }),
    http.post('/billing/subscription/update', async ({ request, response }) => {
      const m = member(request);
      const body = await request.json();
      const s = subscription(m, body.subscription_id);
      logEvent(state, m, s, 'quantity_changed', null, `From ${s.quantity} to ${body.quantity}`);
      s.quantity = body.quantity;
      return response(200).json({ response: sub(m, s.id) });
    }),
    http.post('/billing/upgrade/plan', async ({ request, response }) => {
      const m = member(request);
      const body = await request.json();
      const s = found(
        state.subscriptions.find(
          (x) => x.company_id === m.companyId && x.stripe_sub_id === body.stripe_sub_id,
        ),
        'Subscription',
      );
      const next = found(
        state.plans.find((p) => p.stripe_plan_id === body.new_stripe_plan_id),
        'Plan',
      );
      logEvent(state, m, s, 'upgraded', null, `From ${s.plan.name} to ${next.name}`);
      s.plan = subscriptionPlan(next);
      for (const l of state.licences.list((l) => l.subscription_id === s.id))
        Object.assign(l, { plan_name: next.name, tier: next.tier });
      return response(200).json({ response: sub(m, s.id) });
    }),
    http.get('/billing/list/invoice', ({ request, query, response }) => {
      const m = member(request);
      const invoices = state.invoices
        .list((i) => i.company_id === m.companyId)
        .sort(newestFirst)
        .map(shown);
      return response(200).json({ response: offsetPage(invoices, query) });
    }),
    http.get('/billing/account', ({ response }) =>
      response(200).json({
        response: {
          provider: 'test',
          payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        },
      }),
    ),
    http.post('/billing/customerportal/session', ({ response }) =>
      response(201).json({ response: { url: '/settings/billing/manage' } }),
    ),
    http.post('/billing/update/card/session', ({ response }) =>
      response(201).json({ response: { url: '/settings/billing/manage?card=updated' } }),
    ),
    http.post('/billing/webhook', ({ response }) =>
      response(200).json({ response: { received: true, duplicate: false } }),
    ),

    http.get('/licensed/property', ({ request, query, response }) => {
      const scopes = properties(member(request), query.get('oid'))
        .map(scopeOfProperty)
        .filter((s) => s.licences.length);
      return response(200).json(keysetPage(scopes, query, scopeKey));
    }),
    http.get('/unlicensed/property', ({ request, query, response }) => {
      const product = productOfType(Number(query.get('type')));
      const scopes = properties(member(request), query.get('oid'))
        .filter((p) => p.property_active)
        .map(scopeOfProperty)
        .filter((s) => !s.licences.some((l) => l.product === product));
      return response(200).json(keysetPage(scopes, query, scopeKey));
    }),
    http.get('/licensed/organizations', ({ request, query, response }) =>
      response(200).json(
        keysetPage(organizationScopes(member(request), true), query, (s) => nameKey(s.name, s.id)),
      ),
    ),
    http.get('/unlicensed/organizations', ({ request, query, response }) =>
      response(200).json(
        keysetPage(organizationScopes(member(request), false), query, (s) => nameKey(s.name, s.id)),
      ),
    ),
    http.post('/assign/license/property', async ({ request, response }) =>
      response(200).json({ response: await assign(request, 'property') }),
    ),
    http.post('/assign/license/organization', async ({ request, response }) =>
      response(200).json({ response: await assign(request, 'organization') }),
    ),
    http.post('/unassign/license/property', async ({ request, response }) =>
      response(200).json({ response: await release(request) }),
    ),
    http.post('/unassign/license/organization', async ({ request, response }) =>
      response(200).json({ response: await release(request) }),
    ),
    http.get('/property_license/{orgId}/{propId}', ({ request, params, query, response }) => {
      const { property } = propertyOf(state, member(request), Number(params.orgId), Number(params.propId));
      return response(200).json(keysetPage([scopeOfProperty(property)], query, scopeKey));
    }),
    http.get('/property_license/{orgId}', ({ request, params, query, response }) =>
      response(200).json(
        keysetPage(properties(member(request), params.orgId).map(scopeOfProperty), query, scopeKey),
      ),
    ),
    http.get('/licensed/property_license', ({ request, query, response }) =>
      response(200).json(keysetPage(companyLicences(member(request)).map(shown), query, (l) => [l.id])),
    ),
    http.get('/license/history', ({ request, query, response }) => {
      const m = member(request);
      const events = state.events
        .list((e) => e.company_id === m.companyId)
        .sort(newestFirst)
        .map(shown);
      return response(200).json({ response: offsetPage(events, query) });
    }),
    ...(['form', 'request', 'workflow'] as const).map((kind) =>
      http.get(`/available/${kind}/{orgId}`, ({ request, params, response }) => {
        const organization = organizationOf(state, member(request), Number(params.orgId));
        return response(200).json({
          response: available(state, 'organization', organization.id, 'dsar', `${kind}s`),
        });
      }),
    ),
    http.get('/available/scan/{orgId}/{propId}', ({ request, params, response }) => {
      const { property } = propertyOf(state, member(request), Number(params.orgId), Number(params.propId));
      return response(200).json({
        response: available(state, 'property', property.property_id, 'cookieConsent', 'scans'),
      });
    }),
  ];
}
