/** Checkout through the built-in test provider's page, over HTTP like a browser. */

import type { ApiClient } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_CARD, planId, postCard } from './support/billing.ts';
import { demoIds } from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
let owner: ApiClient;
let demo: Awaited<ReturnType<typeof demoIds>>;
/**
 * The demo company starts with its seeded subscriptions (seed.ts: DSAR for Demo Retail, Cookie
 * Consent for Demo Store): counts are taken against those. The purchase here targets Demo Blog, the
 * demo's unlicensed property.
 */
let before: { subscriptions: number; licences: number; invoices: number };

beforeAll(async () => {
  server = await startTestServer();
  owner = (await server.login('owner@demo.test')).api;
  demo = await demoIds(server.running.deps.db);
  before = {
    subscriptions: await count('subscriptions'),
    licences: await count('licences'),
    invoices: await count('invoices'),
  };
});
afterAll(() => server?.close());

async function count(table: string) {
  return Number((await server.running.deps.db(table).count<{ n: number }[]>('* as n'))[0]?.n ?? 0);
}
describe('the test provider checkout page', () => {
  let url: string;

  it('shows the order: items, promo discount and total, a card form and a cancel link', async () => {
    const db = server.running.deps.db;
    const cc = await planId(db, 'price_cookieConsent_essentials_monthly');
    const added = await owner.POST('/cart', {
      body: { id: cc, quantity: 2, oid: demo.retailId, pid: demo.blogId },
    });
    expect(added.response.status).toBe(201);
    const session = await owner.POST('/billing/checkout/session', { body: { coupon_code: 'WELCOME10' } });
    expect(session.response.status).toBe(201);
    expect(session.data?.response.provider).toBe('test');
    url = session.data?.response.url as string;
    expect(url).toMatch(/^\/test-provider\/checkout\/cs_test_/);

    const page = await fetch(`${server.url}${url}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Essentials Cookie Consent');
    expect(html).toContain('$58.00'); // 2 × $29
    expect(html).toContain('WELCOME10 (10% off)');
    expect(html).toContain('−$5.80');
    expect(html).toContain('Pay $52.20');
    for (const label of ['Name on card', 'Card number', 'Expiry (MM/YY)', 'CVC'])
      expect(html).toContain(label);
    expect(html).toContain('href="/settings/billing/manage?success=false"');
  });

  it('names each bad field and buys nothing', async () => {
    const res = await postCard(server, url, {
      name: '',
      number: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '12',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Name on card is required.');
    expect(html).toContain('Card number is not a valid card number.');
    expect(html).toContain('Expiry must be a month and year as MM/YY.');
    expect(html).toContain('CVC must be 3 or 4 digits.');
    expect(html).toContain('aria-live="assertive"');
    const expired = await postCard(server, url, { ...GOOD_CARD, expiry: '01/20' });
    expect(await expired.text()).toContain('Expiry is in the past');
    expect(await count('subscriptions')).toBe(before.subscriptions);
  });

  it('declines 4000 0000 0000 0002 with "Your card was declined." and buys nothing', async () => {
    const res = await postCard(server, url, { ...GOOD_CARD, number: '4000 0000 0000 0002' });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('Your card was declined.');
    expect(await count('subscriptions')).toBe(before.subscriptions);
    expect(await count('licences')).toBe(before.licences);
    expect((await owner.GET('/cart')).data?.response.count).toBe(1);
  });

  it('escapes what it shows', async () => {
    const res = await postCard(server, url, { ...GOOD_CARD, name: '<script>x</script>', cvc: '' });
    const html = await res.text();
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('pays with a good card: subscription, licences, assignment, invoice, empty cart, notification', async () => {
    const res = await postCard(server, url, GOOD_CARD);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/settings/billing/manage?success=true');

    const subs = (await owner.GET('/billing/list/subscription_list')).data?.response ?? [];
    expect(subs).toHaveLength(before.subscriptions + 1);
    const sub = subs[0]; // newest first
    expect(sub?.status).toBe('active');
    expect(sub?.quantity).toBe(2);
    expect(sub?.discount_percentage).toBe(10);
    expect(sub?.plan.name).toBe('Essentials');
    expect(sub?.licences).toHaveLength(2);
    expect(sub?.licences.filter((l) => l.assigned_to?.id === demo.blogId)).toHaveLength(1);

    const invoices = (await owner.GET('/billing/list/invoice')).data?.response;
    expect(invoices?.total).toBe(before.invoices + 1);
    expect(invoices?.items[0]?.amount_paid).toBe(52.2);
    expect(invoices?.items[0]?.status).toBe('paid');

    expect((await owner.GET('/cart')).data?.response).toEqual({ items: [], count: 0, subtotal: 0 });

    const property = await owner.GET('/property/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.blogId } },
    });
    expect(property.data?.response.name).toEqual(['Cookie']);

    const notes = await owner.GET('/notification', { params: { query: { limit: 50 } } });
    const texts = (notes.data?.response.notification_data ?? []).map((n) => n.notification);
    expect(texts).toContain('Essentials Cookie Consent subscription started: 2 licences');

    const account = await owner.GET('/billing/account');
    expect(account.data?.response).toEqual({
      provider: 'test',
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2039 },
    });

    // Paying again (a double submit) buys nothing more: the same See Other to the portal.
    const again = await postCard(server, url, GOOD_CARD);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/settings/billing/manage?success=true');
    expect(await count('subscriptions')).toBe(before.subscriptions + 1);
  });
});
