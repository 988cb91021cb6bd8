/**
 * The public banner config: region and regulation from the address, language negotiation, what the
 * plan allows, ETag/304, 404s that reveal nothing, the size budget, pageview counting and the fast path.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { createVisitorGeo } from '../../src/modules/cookieConsent/consents/visitor-geo.ts';
import { licensedCompany } from '../cookie-consent/licence.ts';
import { type CompanyAccount, demoIds } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { rawGet } from '../support/raw-get.ts';
import { call, DE_IP, US_CA_IP } from './support.ts';

let server: TestServer;
let db: Db;
let store: number;
let other: CompanyAccount;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  db = server.running.deps.db;
  store = (await demoIds(db)).storeId;
  other = await licensedCompany(server, 'Public Config Other');
  await server.running.deps.consents.geo.ready();
}, 60_000);
afterAll(() => server?.close());

const config = (pid: number, headers: Record<string, string> = {}, lang?: string) =>
  call(server, { path: `/${pid}/config${lang ? `?lang=${lang}` : ''}`, headers });

/** The config as sent on the wire (rawGet: fetch would decode gzip itself and hide what the server sent). */
const raw = (pid: number, headers: Record<string, string>) =>
  rawGet(`${server.url}/api/v1/public/cookie-consent/${pid}/config`, {
    'accept-encoding': 'identity',
    ...headers,
  });

describe('region and regulation', () => {
  it('a German address gets GDPR (the EU rule), a Californian one the US opt-out', async () => {
    const de = await config(store, { 'x-forwarded-for': DE_IP });
    expect(de.status).toBe(200);
    expect(de.json.response).toMatchObject({ region: 'DE', regulation: 'gdpr', version: 2 });
    const ca = await config(store, { 'x-forwarded-for': US_CA_IP });
    expect(ca.json.response).toMatchObject({ region: 'US-CA', regulation: 'us_opt_out' });
  });

  it('an unknown address gets the banner regulation and no region', async () => {
    const local = await config(store, { 'x-forwarded-for': '10.1.2.3' });
    expect(local.json.response).toMatchObject({ region: null, regulation: 'gdpr' });
  });

  it('a trusted CDN country header wins over the address (US state from its region header)', () => {
    const geo = createVisitorGeo({
      geoip: false,
      countryHeader: 'cf-ipcountry',
      regionHeader: 'cf-region-code',
    });
    expect(geo.locate({ 'cf-ipcountry': 'us', 'cf-region-code': 'CA' }, DE_IP)).toEqual({
      country: 'US',
      region: 'US-CA',
    });
    expect(geo.locate({ 'cf-ipcountry': 'FR' }, US_CA_IP)).toEqual({ country: 'FR', region: 'FR' });
    expect(geo.locate({ 'cf-ipcountry': 'XX' }, US_CA_IP)).toEqual({ country: null, region: null });
  });

  it('Sec-GPC: 1 is reported', async () => {
    const res = await config(store, { 'sec-gpc': '1' });
    expect(res.json.response.gpc).toBe(true);
    expect((await config(store)).json.response.gpc).toBe(false);
  });
});

describe('language', () => {
  it('takes lang, then Accept-Language, then the default; only that language is sent', async () => {
    const byLang = await config(store, { 'accept-language': 'fr' }, 'de-AT');
    expect(byLang.json.response).toMatchObject({ language: 'de', dir: 'ltr', languages: ['en', 'de', 'fr'] });
    expect(byLang.json.response.texts.accept_all).toBe('Alle akzeptieren');
    expect(byLang.json.response.categories.find((c: { key: string }) => c.key === 'necessary').name).toBe(
      'Unbedingt erforderlich',
    );
    const byHeader = await config(store, { 'accept-language': 'ja;q=0.9, fr-CA;q=0.8, de;q=0.5' });
    expect(byHeader.json.response.language).toBe('fr');
    const fallback = await config(store, { 'accept-language': 'ja' });
    expect(fallback.json.response.language).toBe('en');
  });

  it('a bad lang is a 400 naming it', async () => {
    const res = await call(server, { path: `/${store}/config?lang=${encodeURIComponent('<x>')}` });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].field).toBe('lang');
  });
});

describe('caching', () => {
  it('answers an ETag, Cache-Control and Vary, and 304 on If-None-Match (also counted)', async () => {
    const first = await config(store, { 'accept-language': 'de' });
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=60, stale-while-revalidate=600/);
    expect(first.headers.get('vary')).toContain('Accept-Language');
    expect(first.headers.get('vary')).toContain('Sec-GPC');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    const again = await config(store, { 'accept-language': 'de', 'if-none-match': etag });
    expect(again.status).toBe(304);
    const english = await config(store, { 'accept-language': 'en', 'if-none-match': etag });
    expect(english.status).toBe(200);
  });

  it('the Koa path answers 304 as the fast path does', async () => {
    server.running.deps.consents.banners.forget(store);
    const cold = await config(store, { 'accept-language': 'de' });
    server.running.deps.consents.banners.forget(store);
    const revalidated = await config(store, {
      'accept-language': 'de',
      'if-none-match': cold.headers.get('etag') as string,
    });
    expect(revalidated.status).toBe(304);
  });

  it('a typical config is at most 1 KB as served gzip', async () => {
    const headers = { 'accept-language': 'de', 'x-forwarded-for': DE_IP };
    expect((await config(store, headers)).status).toBe(200);
    const served = await raw(store, { ...headers, 'accept-encoding': 'gzip' });
    expect(served.headers['content-encoding']).toBe('gzip');
    expect(served.body.length).toBeLessThanOrEqual(1024);
  });

  it('gzip is served to clients that take it: the bytes sent decode to the plain answer', async () => {
    const headers = { 'accept-language': 'fr' };
    const plain = await raw(store, headers);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).response.property_id).toBe(store);
    const res = await raw(store, { ...headers, 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(plain.body.length);
    // Byte for byte the plain answer: the same text, not only an equal JSON value.
    expect(gunzipSync(res.body).toString()).toBe(plain.body.toString());
  });
});

describe('404s reveal nothing', () => {
  it('unknown, unpublished and unlicensed properties answer the same 404', async () => {
    const unknown = await config(999_999);
    // Another company's property that holds a licence but never published a banner.
    const unpublished = await config(other.propertyId);
    const [demo] = (await db('properties').where({ name: 'Demo Blog' }).select('id')) as Array<{
      id: number;
    }>;
    const unlicensed = await config(demo?.id as number);
    for (const res of [unknown, unpublished, unlicensed]) {
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('not_found');
      expect(res.json.error.message).toBe(unknown.json.error.message);
    }
  });

  it('a published banner whose licence ended answers 404', async () => {
    const licence = (await db('licences')
      .where({ property_id: store, product: 'cookieConsent' })
      .first()) as {
      subscription_id: number;
    };
    const sub = (await db('subscriptions').where({ id: licence.subscription_id }).first('status')) as {
      status: string;
    };
    await db('subscriptions').where({ id: licence.subscription_id }).update({ status: 'canceled' });
    server.running.deps.consents.banners.forget(store);
    try {
      expect((await config(store)).status).toBe(404);
    } finally {
      await db('subscriptions').where({ id: licence.subscription_id }).update({ status: sub.status });
      server.running.deps.consents.banners.forget(store);
    }
    expect((await config(store)).status).toBe(200);
  });
});

describe('pageviews', () => {
  it('every answered config request counts, 304s included; 404s do not', async () => {
    const rt = server.running.deps.consents;
    await rt.pageviews.flush();
    const day = new Date().toISOString().slice(0, 10);
    const before = Number(
      (
        (await db('pageviews_daily').where({ property_id: store, day }).first('count')) as
          | { count?: number }
          | undefined
      )?.count ?? 0,
    );
    const first = await config(store);
    await config(store, { 'if-none-match': first.headers.get('etag') as string });
    await config(999_999);
    await rt.pageviews.flush();
    const after = (await db('pageviews_daily').where({ property_id: store, day }).first('count')) as {
      count: number;
    };
    expect(Number(after.count) - before).toBe(2);
  });

  it('over the plan pageviews the banner still answers and the administrators are told once', async () => {
    const rt = server.running.deps.consents;
    const month = new Date().toISOString().slice(0, 7);
    await rt.pageviews.flush();
    // Professional allows 1,000,000 a month: start the month's counter at the limit.
    await db('usage_counters')
      .insert({
        scope_kind: 'property',
        scope_id: store,
        metric: 'pageviews',
        period: month,
        count: 1_000_000,
      })
      .onConflict(['scope_kind', 'scope_id', 'metric', 'period'])
      .merge({ count: 1_000_000 });
    const notices = () =>
      db('notifications').where('text', 'like', '%monthly pageview limit%').count<{ n: number }[]>('* as n');
    const before = Number((await notices())[0]?.n);
    expect((await config(store)).status).toBe(200);
    await rt.pageviews.flush();
    expect((await config(store)).status).toBe(200);
    await rt.pageviews.flush();
    const admins = await db('users')
      .where({ company_id: (await demoIds(db)).companyId })
      .whereIn('role', ['Company Owner', 'Company Administrator'])
      .count<{ n: number }[]>('* as n');
    expect(Number((await notices())[0]?.n) - before).toBe(Number(admins[0]?.n));
    expect(await db('usage_notices').where({ property_id: store, kind: 'pageviews', month })).toHaveLength(1);
  });
});
