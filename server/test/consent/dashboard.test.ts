/**
 * The Cookie Consent dashboard (issue 14, item 5) from the daily rollups, checked against the records
 * inserted, and the installation check (item 6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensedCompany } from '../cookie-consent/licence.ts';
import type { CompanyAccount } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { appendRecords, daysAgo, isoDaysAgo } from './records.ts';

let server: TestServer;
let alpha: CompanyAccount;
let beta: CompanyAccount;

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0, appUrl: 'https://privacy.example.com' });
  alpha = await licensedCompany(server, 'Dashboard Alpha', { tier: 'basic' });
  beta = await licensedCompany(server, 'Dashboard Beta');
  const { db } = server.running.deps;
  await appendRecords(db, alpha.propertyId, [
    { at: daysAgo(3), choice: 'accept_all', country: 'DE', device: 'desktop' },
    { at: daysAgo(3), choice: 'accept_all', country: 'DE', device: 'mobile' },
    { at: daysAgo(3), choice: 'reject_all', country: 'FR', device: 'mobile', gpc: true },
    {
      at: daysAgo(1),
      choice: 'custom',
      granted: ['necessary', 'analytics'],
      country: 'DE',
      device: 'tablet',
    },
    { at: daysAgo(1), choice: 'custom', granted: ['necessary'], country: null, device: 'desktop' },
    { at: daysAgo(50), choice: 'accept_all', country: 'US', region: 'US-CA' },
  ]);
  await db('pageviews_daily').insert([
    { property_id: alpha.propertyId, day: isoDaysAgo(3), count: 40 },
    { property_id: alpha.propertyId, day: isoDaysAgo(1), count: 25 },
    { property_id: alpha.propertyId, day: isoDaysAgo(50), count: 7 },
  ]);
});
afterAll(() => server?.close());

const get = async (p: string, token = alpha.token) => {
  const res = await fetch(`${server.url}/api/v1${p}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
};
const range = `?from=${isoDaysAgo(10)}&to=${isoDaysAgo(0)}`;

describe('the dashboard', () => {
  it('sums the choices, rates, GPC and pageviews of the range, with the plan limits', async () => {
    const { status, body } = await get(`/consentdashboard/${alpha.propertyId}${range}`);
    expect(status).toBe(200);
    expect(body.response).toMatchObject({
      from: isoDaysAgo(10),
      to: isoDaysAgo(0),
      consents: 5,
      accept_all: 2,
      reject_all: 1,
      custom: 2,
      opt_in_rate: 0.6,
      opt_out_rate: 0.4,
      gpc: 1,
      pageviews: 65,
      pageviews_limit: 100_000,
      consents_limit: 59_999,
    });
    const wide = (await get(`/consentdashboard/${alpha.propertyId}?from=${isoDaysAgo(60)}`)).body.response;
    expect(wide.consents).toBe(6);
    expect(wide.pageviews).toBe(72);
  });

  it('gives one row per day of the range, zero days included', async () => {
    const { body } = await get(`/consent-activity/${alpha.propertyId}${range}`);
    expect(body.response).toHaveLength(11);
    expect(body.response[0].day).toBe(isoDaysAgo(10));
    const byDay = new Map(body.response.map((d: { day: string }) => [d.day, d]));
    expect(byDay.get(isoDaysAgo(3))).toEqual({
      day: isoDaysAgo(3),
      consents: 3,
      accept_all: 2,
      reject_all: 1,
      custom: 0,
      gpc: 1,
      pageviews: 40,
    });
    expect(byDay.get(isoDaysAgo(2))).toMatchObject({ consents: 0, pageviews: 0 });
  });

  it('splits by category and device', async () => {
    const { body } = await get(`/consentdetailsdashboard/${alpha.propertyId}${range}`);
    const cats = Object.fromEntries(body.response.categories.map((c: any) => [c.key, [c.granted, c.denied]]));
    expect(cats).toEqual({
      necessary: [5, 0],
      functional: [2, 3],
      analytics: [3, 2],
      marketing: [2, 3],
    });
    expect(body.response.devices).toEqual([
      { device: 'desktop', consents: 2 },
      { device: 'mobile', consents: 2 },
      { device: 'tablet', consents: 1 },
    ]);
  });

  it('lists countries most first, unknown as ZZ', async () => {
    const { body } = await get(`/consentcountrylist/${alpha.propertyId}${range}`);
    expect(body.response).toEqual([
      { country: 'DE', consents: 3, accept_all: 2, reject_all: 0, custom: 1, opt_in_rate: 1 },
      { country: 'FR', consents: 1, accept_all: 0, reject_all: 1, custom: 0, opt_in_rate: 0 },
      { country: 'ZZ', consents: 1, accept_all: 0, reject_all: 0, custom: 1, opt_in_rate: 0 },
    ]);
  });

  it('refuses a range over 366 days naming the field, and another company', async () => {
    const long = await get(`/consent-activity/${alpha.propertyId}?from=2024-01-01&to=2025-06-01`);
    expect(long.status).toBe(400);
    expect(long.body.error.details[0]).toMatchObject({ in: 'query', field: 'to' });
    for (const p of [
      'consentdashboard',
      'consent-activity',
      'consentdetailsdashboard',
      'consentcountrylist',
    ]) {
      expect((await get(`/${p}/${alpha.propertyId}`, beta.token)).status).toBe(404);
    }
  });
});

describe('the installation check', () => {
  it('gives the snippet, with nulls until the embed is seen, then what it reported', async () => {
    const before = (await get(`/cookie-consent/installation/${alpha.propertyId}`)).body.response;
    expect(before).toEqual({
      property_id: alpha.propertyId,
      script_url: 'https://privacy.example.com/embed/v1/consent.js',
      snippet: `<script src="https://privacy.example.com/embed/v1/consent.js" data-property="${alpha.propertyId}"></script>`,
      last_seen_at: null,
      last_seen_url: null,
      consent_mode_first: null,
      google_tag_before: null,
      embed_version: null,
    });
    const seen = new Date('2026-01-02T03:04:05.000Z');
    await server.running.deps.db('embed_installations').insert({
      property_id: alpha.propertyId,
      last_seen_at: seen,
      last_seen_url: 'https://shop.dashboard-alpha.test/cart',
      consent_mode_first: false,
      google_tag_before: true,
      embed_version: '1.2.3',
    });
    const after = (await get(`/cookie-consent/installation/${alpha.propertyId}`)).body.response;
    expect(after).toMatchObject({
      last_seen_at: seen.toISOString(),
      last_seen_url: 'https://shop.dashboard-alpha.test/cart',
      consent_mode_first: false,
      google_tag_before: true,
      embed_version: '1.2.3',
    });
    expect((await get(`/cookie-consent/installation/${alpha.propertyId}`, beta.token)).status).toBe(404);
  });
});
