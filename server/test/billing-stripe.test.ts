/**
 * The Stripe provider against a local fake of the Stripe API (what the SDK sends), and signed
 * webhooks built with the SDK's own test header (what Stripe would send).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planId } from './support/billing.ts';
import { demoIds } from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_unused');

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  auth: string | undefined;
}
const seen: Seen[] = [];
let checkoutSessions = 0;
let fake: http.Server;
let server: TestServer;
let demo: Awaited<ReturnType<typeof demoIds>>;

/** The subscription the fake Stripe holds (seconds, like Stripe). */
const now = Math.floor(Date.now() / 1000);
const remote = {
  id: 'sub_live_1',
  object: 'subscription',
  customer: 'cus_live_1',
  status: 'active',
  cancel_at_period_end: false,
  canceled_at: null as number | null,
  trial_end: null,
  metadata: {} as Record<string, string>,
  items: {
    data: [
      {
        id: 'si_live_1',
        quantity: 3,
        current_period_start: now,
        current_period_end: now + 30 * 86400,
        price: { id: 'price_live_cc_ess_m', lookup_key: 'price_cookieConsent_essentials_monthly' },
      },
    ],
  },
};

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = new URLSearchParams(raw);
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body,
        auth: req.headers.authorization,
      });
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/v1/prices') {
        const keys = [...url.searchParams.entries()]
          .filter(([k]) => k.startsWith('lookup_keys'))
          .map(([, v]) => v);
        res.end(
          JSON.stringify({
            object: 'list',
            has_more: false,
            url: '/v1/prices',
            data: keys.map((k) => ({ id: `price_live_${k}`, object: 'price', lookup_key: k })),
          }),
        );
      } else if (url.pathname === '/v1/checkout/sessions') {
        const id = `cs_live_${++checkoutSessions}`;
        res.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }),
        );
      } else if (/^\/v1\/checkout\/sessions\/cs_live_\d+(\/expire)?$/.test(url.pathname)) {
        const id = url.pathname.split('/')[4];
        const status = url.pathname.endsWith('/expire') ? 'expired' : 'open';
        res.end(JSON.stringify({ id, object: 'checkout.session', status }));
      } else if (url.pathname === '/v1/subscriptions/sub_live_1') {
        if (body.get('cancel_at_period_end') === 'true') {
          remote.cancel_at_period_end = true;
          remote.canceled_at = now;
        }
        const q = body.get('items[0][quantity]');
        if (q && remote.items.data[0]) remote.items.data[0].quantity = Number(q);
        res.end(JSON.stringify(remote));
      } else if (url.pathname === '/v1/promotion_codes') {
        res.end(JSON.stringify({ object: 'list', has_more: false, url: '/v1/promotion_codes', data: [] }));
      } else if (url.pathname === '/v1/coupons/SPRING25') {
        res.end(JSON.stringify({ id: 'SPRING25', object: 'coupon', valid: true, percent_off: 25 }));
      } else {
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: `No such thing: ${url.pathname}` },
          }),
        );
      }
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  const { port } = fake.address() as AddressInfo;
  server = await startTestServer({
    stripeSecretKey: 'sk_test_fake_key',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiBase: `http://127.0.0.1:${port}`,
  });
  demo = await demoIds(server.running.deps.db);
  remote.metadata = { company_id: String(demo.companyId), checkout_id: 'none' };
});
afterAll(async () => {
  await server?.close();
  await new Promise((r) => fake?.close(r));
});

async function postWebhook(payload: string, header: string) {
  const res = await fetch(`${server.url}/api/v1/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  return {
    status: res.status,
    json: (await res.json()) as { response?: { duplicate: boolean }; error?: { code: string } },
  };
}

const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

const subsCount = async () =>
  Number((await server.running.deps.db('subscriptions').count<{ n: number }[]>('* as n'))[0]?.n ?? 0);

describe('Stripe checkout', () => {
  it('creates a subscription-mode Checkout Session with the prices found by lookup key', async () => {
    const { api } = await server.login('owner@demo.test');
    const cc = await planId(server.running.deps.db, 'price_cookieConsent_essentials_monthly');
    // Demo Blog: the demo's Retail property without a Cookie Consent licence (Demo Store holds one).
    await api.POST('/cart', { body: { id: cc, quantity: 3, oid: demo.retailId, pid: demo.blogId } });
    const coupon = await api.GET('/billing/check_coupon/{coupon_code}', {
      params: { path: { coupon_code: 'SPRING25' } },
    });
    expect(coupon.data?.response).toEqual({ valid: true, percent_off: 25, code: 'SPRING25' });

    seen.length = 0;
    const session = await api.POST('/billing/checkout/session', { body: { coupon_code: 'SPRING25' } });
    expect(session.response.status).toBe(201);
    expect(session.data?.response).toEqual({
      session_id: 'cs_live_1',
      url: 'https://checkout.stripe.test/pay/cs_live_1',
      provider: 'stripe',
    });
    const prices = seen.find((s) => s.path === '/v1/prices');
    expect(prices?.query.get('lookup_keys[0]')).toBe('price_cookieConsent_essentials_monthly');
    expect(prices?.auth).toBe('Bearer sk_test_fake_key');
    const created = seen.find((s) => s.path === '/v1/checkout/sessions');
    expect(created?.method).toBe('POST');
    expect(created?.body.get('mode')).toBe('subscription');
    expect(created?.body.get('line_items[0][price]')).toBe(
      'price_live_price_cookieConsent_essentials_monthly',
    );
    expect(created?.body.get('line_items[0][quantity]')).toBe('3');
    expect(created?.body.get('discounts[0][coupon]')).toBe('SPRING25');
    expect(created?.body.get('success_url')).toBe(
      'http://localhost:3000/settings/billing/manage?success=true',
    );
    expect(created?.body.get('subscription_data[metadata][company_id]')).toBe(String(demo.companyId));
    const checkoutId = created?.body.get('metadata[checkout_id]') as string;
    expect(checkoutId).toMatch(/^cs_test_/);
    remote.metadata.checkout_id = checkoutId;
    // The card form is Stripe's: nothing is bought until the webhook says so.
    expect((await api.GET('/cart')).data?.response.count).toBe(1);
  });
});

describe('Stripe webhooks', () => {
  const created = () =>
    JSON.stringify({
      id: 'evt_sub_created_1',
      object: 'event',
      type: 'customer.subscription.created',
      data: { object: remote },
    });

  it('refuses a wrong secret, a changed body and an old timestamp with 400 webhook_invalid', async () => {
    const before = await subsCount();
    const payload = created();
    const wrong = await postWebhook(payload, signed(payload, 'whsec_other'));
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.code).toBe('webhook_invalid');
    const changed = await postWebhook(payload.replace('"quantity":3', '"quantity":300'), signed(payload));
    expect(changed.status).toBe(400);
    expect(changed.json.error?.code).toBe('webhook_invalid');
    const old = await postWebhook(
      payload,
      signed(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600),
    );
    expect(old.status).toBe(400);
    expect(old.json.error?.code).toBe('webhook_invalid');
    const unsigned = await fetch(`${server.url}/api/v1/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    expect(await subsCount()).toBe(before);
  });

  it('applies a valid event: the subscription, its licences, the assignment to the cart target', async () => {
    const before = await subsCount();
    const payload = created();
    const res = await postWebhook(payload, signed(payload));
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ received: true, duplicate: false });
    expect(await subsCount()).toBe(before + 1);
    const { api } = await server.login('owner@demo.test');
    const subs = (await api.GET('/billing/list/subscription_list')).data?.response ?? [];
    const sub = subs.find((s) => s.stripe_sub_id === 'sub_live_1');
    expect(sub).toMatchObject({
      status: 'active',
      quantity: 3,
      sub_item_id: 'si_live_1',
      discount_percentage: 25,
    });
    expect(sub?.licences).toHaveLength(3);
    expect(sub?.licences.filter((l) => l.assigned_to?.id === demo.blogId)).toHaveLength(1);

    const done = JSON.stringify({
      id: 'evt_cs_done_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_live_1',
          object: 'checkout.session',
          customer: 'cus_live_1',
          metadata: { checkout_id: remote.metadata.checkout_id },
        },
      },
    });
    expect((await postWebhook(done, signed(done))).status).toBe(200);
    expect((await api.GET('/cart')).data?.response.count).toBe(0);
  });

  it('answers a replayed event with duplicate: true and changes nothing', async () => {
    const db = server.running.deps.db;
    const snapshot = async () => ({
      subs: await db('subscriptions').orderBy('id').select('id', 'quantity', 'status'),
      licences: await db('licences').orderBy('id').select('id', 'property_id'),
      events: await db('licence_events').count<{ n: number }[]>('* as n'),
    });
    const before = await snapshot();
    const payload = created();
    const res = await postWebhook(payload, signed(payload));
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ received: true, duplicate: true });
    expect(await snapshot()).toEqual(before);
  });

  it('cancels at period end through subscriptions.update, and a later deleted event ends it', async () => {
    const { api } = await server.login('owner@demo.test');
    const sub = (await api.GET('/billing/list/subscription_list')).data?.response.find(
      (s) => s.stripe_sub_id === 'sub_live_1',
    );
    seen.length = 0;
    const cancel = await api.POST('/billing/subscription/cancel', {
      body: { subscription_id: sub?.id as number },
    });
    expect(cancel.response.status).toBe(200);
    expect(cancel.data?.response.cancel_at_period_end).toBe(true);
    const update = seen.find((s) => s.path === '/v1/subscriptions/sub_live_1');
    expect(update?.body.get('cancel_at_period_end')).toBe('true');

    const lower = await api.POST('/billing/subscription/update', {
      body: { subscription_id: sub?.id as number, quantity: 2 },
    });
    expect(lower.response.status).toBe(200);
    expect(seen.find((s) => s.body.get('items[0][quantity]') === '2')?.body.get('proration_behavior')).toBe(
      'create_prorations',
    );

    const deleted = JSON.stringify({
      id: 'evt_sub_deleted_1',
      type: 'customer.subscription.deleted',
      data: { object: { ...remote, status: 'canceled', ended_at: now } },
    });
    expect((await postWebhook(deleted, signed(deleted))).status).toBe(200);
    const after = await api.GET('/billing/subscription/{id}', {
      params: { path: { id: sub?.id as number } },
    });
    expect(after.data?.response.status).toBe('canceled');
    expect(
      after.data?.response.licences.every((l) => l.status === 'inactive' && l.assigned_to === null),
    ).toBe(true);
    const property = await api.GET('/property/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.blogId } },
    });
    expect(property.data?.response.name).toBeNull();
  });
});

describe('one Stripe Checkout page per cart', () => {
  it('answers a repeated checkout with the same page, and expires it at Stripe once the cart changes', async () => {
    const { api } = await server.login('owner@demo.test');
    const dsar = await planId(server.running.deps.db, 'price_dsar_essentials_monthly');
    await api.POST('/cart', { body: { id: dsar, quantity: 1 } });
    seen.length = 0;
    const first = (await api.POST('/billing/checkout/session', { body: {} })).data?.response;
    const again = (await api.POST('/billing/checkout/session', { body: {} })).data?.response;
    expect(again).toEqual(first);
    expect(seen.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(1);

    await api.POST('/cart', { body: { id: dsar, quantity: 1 } });
    const changed = (await api.POST('/billing/checkout/session', { body: {} })).data?.response;
    expect(changed?.session_id).not.toBe(first?.session_id);
    expect(seen.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(2);
    expect(
      seen.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${first?.session_id}/expire`),
    ).toBe(true);
  });
});
