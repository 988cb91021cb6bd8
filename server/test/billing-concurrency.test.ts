/**
 * Purchases under parallel requests (double clicks, two tabs, retried webhooks). PGlite runs one
 * statement at a time, so these races show on PostgreSQL: run this file with
 * `scripts/with-postgres.sh npx vitest run --project server server/test/billing-concurrency.test.ts` too.
 */

import type { ApiClient } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBillingEvent } from '../src/modules/billing/payments/events.service.ts';
import type { BillingEvent, ProviderSubscription } from '../src/modules/billing/payments/provider.ts';
import { GOOD_CARD, planId, postCard } from './support/billing.ts';
import { demoIds } from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';
import { grant } from './support/licence-fixture.ts';

let server: TestServer;
let owner: ApiClient;
let demo: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  owner = (await server.login('owner@demo.test')).api;
  demo = await demoIds(server.running.deps.db);
});
afterAll(() => server?.close());

const db = () => server.running.deps.db;
async function count(table: string, where: Record<string, unknown> = {}) {
  return Number((await db()(table).where(where).count<{ n: number }[]>('* as n'))[0]?.n ?? 0);
}
const times = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));

describe('the cart', () => {
  it('merges 20 parallel identical adds into one line holding all of them', async () => {
    const cc = await planId(db(), 'price_cookieConsent_essentials_monthly');
    const adds = await times(20, () =>
      owner.POST('/cart', { body: { id: cc, quantity: 1, oid: demo.retailId, pid: demo.storeId } }),
    );
    expect(adds.map((a) => a.response.status)).toEqual(Array(20).fill(201));
    expect(new Set(adds.map((a) => a.data?.response.id)).size).toBe(1);
    const cart = (await owner.GET('/cart')).data?.response;
    expect(cart?.count).toBe(1);
    expect(cart?.items[0]?.unit).toBe(20);
  });
});

describe('checkout', () => {
  let url: string;

  it('answers 10 parallel checkouts of one cart with one payable session', async () => {
    const dsar = await planId(db(), 'price_dsar_essentials_monthly');
    expect((await owner.POST('/cart', { body: { id: dsar, quantity: 1 } })).response.status).toBe(201);
    const sessions = await times(10, () => owner.POST('/billing/checkout/session', { body: {} }));
    expect(sessions.map((s) => s.response.status)).toEqual(Array(10).fill(201));
    const urls = new Set(sessions.map((s) => s.data?.response.url));
    expect(urls.size).toBe(1);
    url = [...urls][0] as string;
    expect(await count('checkout_sessions', { company_id: demo.companyId, status: 'open' })).toBe(1);
  });

  it('charges once when the session is paid 5 times in parallel', async () => {
    const before = { subscriptions: await count('subscriptions'), invoices: await count('invoices') };
    const paid = await times(5, () => postCard(server, url, GOOD_CARD));
    expect(paid.map((p) => p.status)).toEqual(Array(5).fill(303));
    // Two cart lines: two subscriptions and two invoices, once.
    expect(await count('subscriptions')).toBe(before.subscriptions + 2);
    expect(await count('invoices')).toBe(before.invoices + 2);
    expect((await owner.GET('/cart')).data?.response.count).toBe(0);
    // The page again: already paid, and another card charges nothing.
    expect(await (await fetch(`${server.url}${url}`)).text()).toContain('Already paid');
    expect((await postCard(server, url, GOOD_CARD)).status).toBe(303);
    expect(await count('subscriptions')).toBe(before.subscriptions + 2);
  });

  it('closes the page of an order the cart has changed since', async () => {
    const cp = await planId(db(), 'price_consentPreference_essentials_monthly');
    await owner.POST('/cart', { body: { id: cp, quantity: 1 } });
    const first = (await owner.POST('/billing/checkout/session', { body: {} })).data?.response.url as string;
    await owner.POST('/cart', { body: { id: cp, quantity: 2 } });
    const second = (await owner.POST('/billing/checkout/session', { body: {} })).data?.response.url as string;
    expect(second).not.toBe(first);
    const subscriptions = await count('subscriptions');
    expect((await fetch(`${server.url}${first}`)).status).toBe(404);
    expect((await postCard(server, first, GOOD_CARD)).status).toBe(404);
    expect(await count('subscriptions')).toBe(subscriptions);
    expect((await postCard(server, second, GOOD_CARD)).status).toBe(303);
    expect(await count('subscriptions')).toBe(subscriptions + 1);
  });
});

describe('trials and licences', () => {
  it('starts one trial of 5 parallel starts; the others are told it is used (409)', async () => {
    const sf = await planId(db(), 'price_socialFortuna_basic_monthly');
    const before = await count('subscriptions', { company_id: demo.companyId });
    const starts = await times(5, () =>
      owner.POST('/billing/checkout/trialsession', { body: { plan_id: sf } }),
    );
    const statuses = starts.map((s) => s.response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const s of starts.filter((r) => r.response.status === 409))
      expect(s.error?.error.code).toBe('trial_used');
    expect(await count('subscriptions', { company_id: demo.companyId })).toBe(before + 1);
  });

  it('assigns one licence asked for 10 times in parallel once, with one history row', async () => {
    const { licences } = await grant(db(), {
      companyId: demo.companyId,
      plan: 'price_cookieConsent_professional_monthly',
    });
    const licence = licences[0]?.id as number;
    // The demo company's three properties in turns (the store holds the licence bought above).
    const targets = [demo.storeId, demo.blogId, demo.clinicId];
    const calls = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        owner.POST('/assign/license/property', {
          body: { licence_id: licence, property_id: targets[i % 3] as number },
        }),
      ),
    );
    const ok = calls.filter((c) => c.response.status === 200);
    expect(ok).toHaveLength(1);
    for (const c of calls.filter((r) => r.response.status !== 200)) {
      expect(c.response.status).toBe(409);
      expect(['licence_in_use', 'already_licensed']).toContain(c.error?.error.code);
    }
    expect(await count('licence_events', { licence_id: licence, action: 'assigned' })).toBe(1);
    const row = await db()('licences').where({ id: licence }).first('property_id');
    expect(row?.property_id).toBe(ok[0]?.data?.response.assigned_to?.id);

    // Released 5 times in parallel: free once, one history row.
    const releases = await times(5, () =>
      owner.POST('/unassign/license/property', { body: { licence_id: licence } }),
    );
    expect(releases.map((r) => r.response.status)).toEqual(Array(5).fill(200));
    expect(releases.every((r) => r.data?.response.assigned_to === null)).toBe(true);
    expect(await count('licence_events', { licence_id: licence, action: 'unassigned' })).toBe(1);
  });
});

describe('webhooks', () => {
  it('applies parallel events of a new subscription to one row', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sub: ProviderSubscription = {
      id: 'sub_parallel_1',
      object: 'subscription',
      customer: 'cus_parallel_1',
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      trial_end: null,
      metadata: { company_id: String(demo.companyId) },
      items: {
        data: [
          {
            id: 'si_parallel_1',
            quantity: 1,
            current_period_start: now,
            current_period_end: now + 30 * 86_400,
            price: { id: 'price_dsar_professional_monthly' },
          },
        ],
      },
    };
    const events: BillingEvent[] = [
      { id: 'evt_parallel_created', type: 'customer.subscription.created', data: { object: sub } },
      { id: 'evt_parallel_updated', type: 'customer.subscription.updated', data: { object: sub } },
      {
        id: 'evt_parallel_updated_2',
        type: 'customer.subscription.updated',
        data: { object: { ...sub, items: { data: [{ ...(sub.items.data[0] as object), quantity: 2 }] } } },
      } as BillingEvent,
    ];
    const results = await Promise.allSettled(events.map((e) => applyBillingEvent(db(), e, 'test')));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await count('subscriptions', { provider_subscription_id: 'sub_parallel_1' })).toBe(1);
    const row = await db()('subscriptions').where({ provider_subscription_id: 'sub_parallel_1' }).first();
    expect(await count('licences', { subscription_id: row.id })).toBe(row.quantity);
    expect(await count('licence_events', { subscription_id: row.id, action: 'purchased' })).toBe(1);
  });
});
