/**
 * The demo's consent history (issue 14, item 7): Demo Store gets 30,000 plausible records over 90
 * days, one intact chain, rollups that add up to them, pageviews and an installation; and the demo
 * shop page carries the embed for Demo Store.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentChainRows } from '../../src/modules/cookieConsent/consents/consent-record.ts';
import { acceptsServerOrigin } from '../../src/modules/cookieConsent/demo/demo-origin.ts';
import { verifyLinks } from '../../src/modules/ledger/ledger.verify.ts';
import { demoIds } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
let storeId: number;
let token: string;
let startMs: number;

beforeAll(async () => {
  const t0 = performance.now();
  server = await startTestServer({ demoConsents: 30_000 });
  startMs = performance.now() - t0;
  storeId = (await demoIds(server.running.deps.db)).storeId;
  token = (await server.login('owner@demo.test')).token;
}, 120_000);
afterAll(() => server?.close());

const get = async (p: string) => {
  const res = await fetch(`${server.url}/api/v1${p}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as any;
};

describe('the demo consent history', () => {
  it('holds 30,000 records over the last 90 days in one intact chain', async () => {
    const { db } = server.running.deps;
    const [{ n, first, last }] = (await db('consent_records')
      .where({ property_id: storeId })
      .select(db.raw('count(*)::int as n, min(recorded_at) as first, max(recorded_at) as last'))) as any[];
    expect(Math.abs(n - 30_000)).toBeLessThan(100);
    expect(Date.now() - new Date(first).getTime()).toBeLessThan(90 * 86_400_000);
    expect(new Date(last).getTime()).toBeLessThanOrEqual(Date.now());
    const head = await db('ledger_heads').where({ ledger: 'cookie_consent', chain_id: storeId }).first('seq');
    expect(Number(head.seq)).toBe(n);
    const result = await verifyLinks(consentChainRows(db, storeId, 10_000));
    expect(result).toEqual({ checked: n, firstBroken: null });
    console.info(`demo start with 30,000 consents: ${Math.round(startMs)} ms (server start, seed included)`);
  });

  it('has rollups that add up to the records, and a plausible mix', async () => {
    const { db } = server.running.deps;
    const records = Number(
      (await db('consent_records').where({ property_id: storeId }).count('* as n'))[0]?.n,
    );
    const summary = (await get(`/consentdashboard/${storeId}?from=${isoDay(-95)}`)).response;
    expect(summary.consents).toBe(records);
    expect(summary.accept_all + summary.reject_all + summary.custom).toBe(records);
    expect(summary.accept_all / records).toBeGreaterThan(0.45);
    expect(summary.accept_all / records).toBeLessThan(0.65);
    expect(summary.reject_all / records).toBeGreaterThan(0.22);
    expect(summary.custom / records).toBeGreaterThan(0.08);
    expect(summary.gpc).toBeGreaterThan(0);
    expect(summary.pageviews).toBeGreaterThan(3 * records);
    const countries = (await get(`/consentcountrylist/${storeId}?from=${isoDay(-95)}`)).response;
    expect(countries[0].country).toBe('US');
    expect(countries.map((c: { country: string }) => c.country)).toEqual(
      expect.arrayContaining(['DE', 'FR', 'ZZ']),
    );
    const days = (await get(`/consent-activity/${storeId}?from=${isoDay(-89)}`)).response;
    const weekday = days.filter((d: { day: string }) => ![0, 6].includes(new Date(d.day).getUTCDay()));
    const weekend = days.filter((d: { day: string }) => [0, 6].includes(new Date(d.day).getUTCDay()));
    const mean = (xs: Array<{ consents: number }>) => xs.reduce((s, d) => s + d.consents, 0) / xs.length;
    expect(mean(weekend)).toBeLessThan(mean(weekday) * 0.85);
    const installation = (await get(`/cookie-consent/installation/${storeId}`)).response;
    expect(installation.last_seen_at).not.toBeNull();
    const log = (await get(`/consents/tracking/${storeId}?region=US-CA&limit=5`)).response;
    expect(log).toHaveLength(5);
    expect(log.every((r: { region: string }) => r.region === 'US-CA')).toBe(true);
  });
});

describe('the demo shop page', () => {
  it('carries the embed for Demo Store first in head, a held-back analytics script and a video, under a strict CSP', async () => {
    const res = await fetch(`${server.url}/demo/store`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(
      new RegExp(`<head>\\s*<script src="/embed/v1/consent.js" data-property="${storeId}"></script>`),
    );
    expect(html).toContain(
      '<script type="text/plain" data-category="analytics" src="/demo/store/analytics.js">',
    );
    expect(html).toContain('youtube-nocookie.com/embed/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const analytics = await fetch(`${server.url}/demo/store/analytics.js`);
    expect(await analytics.text()).toContain('Analytics loaded');
  });

  it("lets only .test properties take this server's own origin (APP_URL)", () => {
    const app = 'http://localhost:3000';
    expect(acceptsServerOrigin('https://store.demo.test', 'http://localhost:3000', app)).toBe(true);
    expect(acceptsServerOrigin('https://store.demo.test', 'https://evil.example', app)).toBe(false);
    expect(acceptsServerOrigin('https://shop.example.com', 'http://localhost:3000', app)).toBe(false);
    expect(acceptsServerOrigin('https://store.demo.test', undefined, app)).toBe(false);
    // Another scheme or port of the same host is another origin.
    expect(acceptsServerOrigin('https://store.demo.test', 'https://localhost:3000', app)).toBe(false);
    expect(acceptsServerOrigin('https://store.demo.test', 'http://localhost:3001', app)).toBe(false);
  });

  it("records a click on the demo shop's banner (this server's origin) for Demo Store only", async () => {
    const submit = (origin: string) =>
      fetch(`${server.url}/api/v1/public/cookie-consent/${storeId}/consents`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
        body: JSON.stringify({
          consent_id: randomUUID(),
          banner_version: 2,
          choice: 'reject_all',
          granted: ['necessary'],
          denied: ['functional', 'analytics', 'marketing'],
          gpc: false,
          page_url: `${server.url}/demo/store`,
        }),
      });
    expect((await submit(new URL(server.running.deps.config.appUrl).origin)).status).toBe(201);
    expect((await submit('https://evil.example')).status).toBe(403);
  });
});

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
