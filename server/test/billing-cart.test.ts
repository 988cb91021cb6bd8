/** The cart and promo codes (test provider). */
import type { ApiClient } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planId } from './support/billing.ts';
import { demoIds } from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
let owner: ApiClient;
let demo: Awaited<ReturnType<typeof demoIds>>;
const plan = (key: string) => planId(server.running.deps.db, key);

beforeAll(async () => {
  server = await startTestServer();
  owner = (await server.login('owner@demo.test')).api;
  demo = await demoIds(server.running.deps.db);
});
afterAll(() => server?.close());

describe('cart', () => {
  it('starts empty; the review of an empty cart is an empty order, its checkout is 409 cart_empty', async () => {
    expect((await owner.GET('/cart')).data?.response).toEqual({ items: [], count: 0, subtotal: 0 });
    const review = await owner.GET('/billing/checkout/available');
    expect(review.response.status).toBe(200);
    expect(review.data?.response).toEqual({
      items: [],
      subtotal: 0,
      percent_off: 0,
      discount: 0,
      total: 0,
      coupon_code: null,
    });
    const checkout = await owner.POST('/billing/checkout/session', { body: {} });
    expect(checkout.error?.error.code).toBe('cart_empty');
  });

  it('adds plans with their targets: DSAR to the organization, a property product to the property, a bundle to none', async () => {
    const dsar = await owner.POST('/cart', {
      body: {
        id: await plan('price_dsar_essentials_yearly'),
        quantity: 1,
        oid: demo.healthId,
        pid: demo.clinicId,
      },
    });
    expect(dsar.response.status).toBe(201);
    expect(dsar.data?.message).toBe('Essentials DSAR added to cart');
    expect(dsar.data?.response.count).toBe(1);
    await owner.POST('/cart', {
      body: {
        id: await plan('price_cookieConsent_basic_monthly'),
        quantity: 2,
        oid: demo.retailId,
        pid: demo.storeId,
      },
    });
    // The same plan for the same target again raises its quantity.
    await owner.POST('/cart', {
      body: {
        id: await plan('price_cookieConsent_basic_monthly'),
        quantity: 1,
        oid: demo.retailId,
        pid: demo.storeId,
      },
    });
    await owner.POST('/cart', {
      body: { id: await plan('price_combo_professional_monthly'), quantity: 1, pid: demo.storeId },
    });
    const cart = (await owner.GET('/cart')).data?.response;
    expect(cart?.items.map((i) => [i.name, i.unit, i.priceTotal, i.target?.name ?? null])).toEqual([
      ['Essentials', 1, 990, 'Demo Health'],
      ['Starter', 3, 36, 'Demo Store'],
      ['Business Plus', 1, 349, null],
    ]);
    expect(cart?.count).toBe(3);
    expect(cart?.subtotal).toBe(1375);
  });

  it('refuses free and Enterprise plans with the field named, and unknown plans with 404', async () => {
    for (const key of ['price_cookieConsent_free_monthly', 'price_dsar_enterprise_monthly']) {
      const res = await owner.POST('/cart', { body: { id: await plan(key), quantity: 1 } });
      expect(res.response.status, key).toBe(400);
      expect(res.error?.error.details?.[0]).toMatchObject({ in: 'body', field: 'id' });
    }
    const unknown = await owner.POST('/cart', { body: { id: 999999, quantity: 1 } });
    expect(unknown.response.status).toBe(404);
    expect((await owner.GET('/cart')).data?.response.count).toBe(3);
  });

  it('changes quantities and removes items', async () => {
    const items = (await owner.GET('/cart')).data?.response.items ?? [];
    const updated = await owner.PUT('/cart/update', { body: { id: items[1]?.id as number, quantity: 5 } });
    expect(updated.data?.response.items[1]?.unit).toBe(5);
    expect(updated.data?.response.subtotal).toBe(1399);
    const removed = await owner.DELETE('/cart/{id}', { params: { path: { id: items[2]?.id as number } } });
    expect(removed.data?.response.count).toBe(2);
    const gone = await owner.DELETE('/cart/{id}', { params: { path: { id: items[2]?.id as number } } });
    expect(gone.response.status).toBe(404);
  });
});

describe('promo codes', () => {
  it('accepts live codes in any case and refuses unknown and expired ones with "This promo code is not valid"', async () => {
    const ok = await owner.GET('/billing/check_coupon/{coupon_code}', {
      params: { path: { coupon_code: 'spring25' } },
    });
    expect(ok.data?.response).toEqual({ valid: true, percent_off: 25, code: 'SPRING25' });
    for (const code of ['EXPIRED20', 'NOPE']) {
      const bad = await owner.GET('/billing/check_coupon/{coupon_code}', {
        params: { path: { coupon_code: code } },
      });
      expect(bad.response.status, code).toBe(404);
      expect(bad.error?.error.message).toBe('This promo code is not valid');
    }
  });

  it('reviews the order with the discount', async () => {
    const review = await owner.GET('/billing/checkout/available', {
      params: { query: { coupon_code: 'HALFOFF' } },
    });
    expect(review.data?.response).toMatchObject({
      subtotal: 1050,
      percent_off: 50,
      discount: 525,
      total: 525,
      coupon_code: 'HALFOFF',
    });
  });
});
