/**
 * Consent ingestion and the ledger: validation, text/plain beacons, the origin check, the per-address
 * limit, answers only after commit, a gap-free chain under parallel submissions, tamper detection,
 * receipts, the plan's consent storage, and the installation beacon.
 */
import { createHmac } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { licenceLimits } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { PROPERTY_LIMIT_MESSAGES } from '../../src/modules/billing/limits/limits.service.ts';
import {
  ensureConsentPartitions,
  partitionName,
} from '../../src/modules/cookieConsent/consents/consent-partitions.ts';
import {
  CONSENT_LEDGER,
  type ConsentRecordRow,
  consentChainRows,
  toConsentRecord,
} from '../../src/modules/cookieConsent/consents/consent-record.ts';
import { noticeOverLimit } from '../../src/modules/cookieConsent/consents/usage-notices.ts';
import { linkHash } from '../../src/modules/ledger/ledger.hash.ts';
import { verifyLinks } from '../../src/modules/ledger/ledger.verify.ts';
import { licensedCompany } from '../cookie-consent/licence.ts';
import { demoIds } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { call, DE_IP, submission } from './support.ts';

const LIMIT = 20;
let server: TestServer;
let db: Db;
let store: number;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, consentRateLimit: LIMIT });
  db = server.running.deps.db;
  store = (await demoIds(db)).storeId;
}, 60_000);
afterAll(() => server?.close());

/** A fresh address per test, so the per-address limit only bites where a test wants it to. */
const nextIp = () => {
  counter += 1;
  return `198.51.100.${counter}`;
};
const SITE = { origin: 'https://store.demo.test' };

const submit = (
  body: unknown,
  headers: Record<string, string> = {},
  opts: { beacon?: boolean; pid?: number } = {},
) =>
  call(server, {
    path: `/${opts.pid ?? store}/consents`,
    body,
    // sendBeacon's text/plain, as the embed sends it (the fast path); application/json takes Koa's path.
    beacon: opts.beacon ?? true,
    headers: {
      ...SITE,
      'x-forwarded-for': nextIp(),
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120',
      ...headers,
    },
  });

describe('validation', () => {
  it('answers 400 naming the field, and stores nothing', async () => {
    const before = await db('consent_records').where({ property_id: store }).count<{ n: number }[]>('* as n');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ consent_id: 'not-a-uuid' }, 'consent_id'],
      [{ choice: 'maybe' }, 'choice'],
      [{ granted: ['<script>'] }, 'granted.0'],
      [{ page_url: 'javascript:alert(1)' }, 'page_url'],
      [{ banner_version: 99 }, 'banner_version'],
      [{ granted: ['analytics'], denied: ['analytics'] }, 'denied'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [patch, field] of cases) {
      const res = await submit(submission(patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.json.error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const bad = await submit('{"consent_id": ', {}, { beacon: true });
    expect(bad.status).toBe(400);
    const after = await db('consent_records').where({ property_id: store }).count<{ n: number }[]>('* as n');
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });

  it('names where text that cannot be stored sits: a list item, a nested field, a field name', async () => {
    const cases: Array<[Record<string, unknown>, { field: string; reason: RegExp }]> = [
      [{ granted: ['necessary', 'a\u0000b'] }, { field: 'granted.1', reason: /NUL character/ }],
      [
        { consent_mode: { analytics_storage: 'granted', ad_storage: 'x\uD800' } },
        { field: 'consent_mode.ad_storage', reason: /lone surrogate/ },
      ],
      [
        { consent_mode: { 'ad\u0000storage': 'denied' } },
        { field: 'consent_mode', reason: /^has a field name that must not contain a NUL character$/ },
      ],
    ];
    for (const [patch, expected] of cases) {
      const res = await submit(submission(patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.json.error.details).toContainEqual(
        expect.objectContaining({ field: expected.field, reason: expect.stringMatching(expected.reason) }),
      );
    }
  });

  it('takes a sendBeacon text/plain body as JSON; other operations keep their 415', async () => {
    const res = await submit(submission(), {}, { beacon: true });
    expect(res.status).toBe(201);
    const login = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(login.status).toBe(415);
  });
});

describe('the fast path (text/plain beacons) and the full path (application/json)', () => {
  const comparable = (headers: Headers) =>
    Object.fromEntries(
      [...(headers as unknown as Iterable<[string, string]>)].filter(
        ([name]) => !['x-request-id', 'date', 'content-length', 'connection', 'keep-alive'].includes(name),
      ),
    );

  it('answer a submission with the same headers and body', async () => {
    const beacon = await submit(submission());
    const json = await submit(submission(), {}, { beacon: false });
    expect(beacon.status).toBe(201);
    expect(json.status).toBe(201);
    expect(comparable(beacon.headers)).toEqual(comparable(json.headers));
    expect(beacon.headers.get('access-control-allow-origin')).toBe('https://store.demo.test');
    expect(beacon.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Object.keys(beacon.json.response).sort()).toEqual(Object.keys(json.json.response).sort());
    expect(beacon.json.response.seq).toBe(json.json.response.seq - 1);
  });

  it('refuse alike: the same status, error and fields for either way in', async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [submission({ choice: 'maybe', extra: 1 }), {}],
      [submission({ banner_version: 99 }), {}],
      [submission(), { origin: 'https://evil.test' }],
      ['[1, 2]', {}],
    ];
    for (const [body, headers] of cases) {
      const beacon = await submit(body, headers);
      const json = await submit(body, headers, { beacon: false });
      expect(beacon.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(beacon.status).toBe(json.status);
      expect({ ...beacon.json.error, request_id: 0 }).toEqual({ ...json.json.error, request_id: 0 });
      expect(comparable(beacon.headers)).toEqual(comparable(json.headers));
    }
  });

  it('a beacon the fast path does not take (compressed, with a query) is answered the full way', async () => {
    const gzipped = await fetch(`${server.url}/api/v1/public/cookie-consent/${store}/consents`, {
      method: 'POST',
      headers: {
        ...SITE,
        'content-type': 'text/plain',
        'content-encoding': 'gzip',
        'x-forwarded-for': nextIp(),
      },
      body: gzipSync(JSON.stringify(submission())),
    });
    expect(gzipped.status).toBe(201);
    const query = await fetch(`${server.url}/api/v1/public/cookie-consent/${store}/consents?x=1`, {
      method: 'POST',
      headers: { ...SITE, 'content-type': 'text/plain', 'x-forwarded-for': nextIp() },
      body: JSON.stringify(submission()),
    });
    expect(query.status).toBe(201);
  });
});

describe('origin', () => {
  it('refuses another site, accepts the property domain and its subdomains (Origin or Referer)', async () => {
    expect((await submit(submission(), { origin: 'https://evil.test' })).status).toBe(403);
    expect((await submit(submission(), { origin: 'https://store.demo.test.evil.test' })).status).toBe(403);
    const ok = await submit(submission(), { origin: 'https://www.demo.test' });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://www.demo.test');
    const byReferer = await submit(submission(), { origin: '', referer: 'https://store.demo.test/cart' });
    expect(byReferer.status).toBe(201);
    expect((await submit(submission(), { origin: '' })).status).toBe(403);
  });

  it('answers the preflight of a fetch with application/json for the site only', async () => {
    const pre = await fetch(`${server.url}/api/v1/public/cookie-consent/${store}/consents`, {
      method: 'OPTIONS',
      headers: { origin: 'https://store.demo.test', 'access-control-request-method': 'POST' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://store.demo.test');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    const foreign = await fetch(`${server.url}/api/v1/public/cookie-consent/${store}/consents`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an unknown or unpublished property is a 404', async () => {
    const other = await licensedCompany(server, 'Ingestion Other', { url: 'https://other-ingestion.test' });
    const res = await submit(
      submission(),
      { origin: 'https://other-ingestion.test' },
      { pid: other.propertyId },
    );
    expect(res.status).toBe(404);
    expect((await submit(submission(), {}, { pid: 999_999 })).status).toBe(404);
  });
});

describe('rate limit', () => {
  it('a parallel burst from one address gets 429 with retry_after beyond the limit', async () => {
    const ip = nextIp();
    const results = await Promise.all(
      Array.from({ length: LIMIT + 10 }, () => submit(submission(), { 'x-forwarded-for': ip })),
    );
    const created = results.filter((r) => r.status === 201);
    const limited = results.filter((r) => r.status === 429);
    expect(created).toHaveLength(LIMIT);
    expect(limited).toHaveLength(10);
    expect(limited[0]?.json.error.retry_after).toBeGreaterThan(0);
    expect(limited[0]?.headers.get('retry-after')).toBeTruthy();
  });
});

describe('the ledger', () => {
  it('answers 201 after commit: the record is readable at once, with the address hashed', async () => {
    const body = submission({ gpc: true });
    const res = await submit(body, {
      'x-forwarded-for': DE_IP,
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    expect(res.status).toBe(201);
    const row = (await db('consent_records')
      .where({ property_id: store, seq: res.json.response.seq })
      .first()) as ConsentRecordRow;
    expect(row.consent_id).toBe(body.consent_id);
    expect(row.property_id).toBe(store);
    expect(row.language).toBe('en');
    expect(row.page_url).toBe(body.page_url);
    expect(row.consent_mode).toEqual(body.consent_mode);
    expect(row.hash).toBe(res.json.response.hash);
    expect(row.device).toBe('mobile');
    expect(row.gpc).toBe(true);
    // HMAC-SHA-256 of the address with the day's salt, as stored for every replica to share.
    const salt = (await db('consent_salts')
      .where({ day: new Date(row.recorded_at).toISOString().slice(0, 10) })
      .first('salt')) as { salt: string };
    expect(row.ip_hash).toBe(createHmac('sha256', salt.salt).update(DE_IP).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(DE_IP);
    expect(linkHash(row.prev_hash, toConsentRecord(row))).toBe(row.hash);
  });

  it('parallel submissions make a gap-free chain that verifies, and the rollups count them', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const rollup = async () =>
      Number(
        (
          await db('consent_daily').where({ property_id: store, day }).sum<{ n: number }[]>('consents as n')
        )[0]?.n ?? 0,
      );
    const before = await rollup();
    const results = await Promise.all(Array.from({ length: 60 }, () => submit(submission())));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const seqs = results.map((r) => r.json.response.seq as number).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(60);
    expect(await rollup()).toBe(before + 60);
    const head = (await db('ledger_heads').where({ ledger: CONSENT_LEDGER, chain_id: store }).first()) as {
      seq: number;
      hash: string;
    };
    const result = await verifyLinks(consentChainRows(db, store, 25), undefined, {
      seq: Number(head.seq),
      hash: head.hash,
    });
    expect(result.firstBroken).toBeNull();
    expect(result.checked).toBe(Number(head.seq));
  });

  it('verification finds an altered row and a deleted one, by seq and reason', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(submission())));
    const seqs = results.map((r) => r.json.response.seq as number).sort((a, b) => a - b);
    const [altered, , deleted] = seqs as [number, number, number];
    const row = (await db('consent_records')
      .where({ property_id: store, seq: altered })
      .first()) as ConsentRecordRow;
    await db('consent_records')
      .where({ property_id: store, seq: altered })
      .update({ granted: JSON.stringify(['necessary', 'analytics', 'marketing']) });
    const first = await verifyLinks(consentChainRows(db, store, 7));
    expect(first.firstBroken).toEqual({ seq: altered, reason: 'hash_mismatch' });
    await db('consent_records')
      .where({ property_id: store, seq: altered })
      .update({ granted: JSON.stringify(row.granted) });
    expect((await verifyLinks(consentChainRows(db, store))).firstBroken).toBeNull();
    const gone = (await db('consent_records')
      .where({ property_id: store, seq: deleted })
      .first()) as ConsentRecordRow;
    await db('consent_records').where({ property_id: store, seq: deleted }).delete();
    expect((await verifyLinks(consentChainRows(db, store))).firstBroken).toEqual({
      seq: deleted,
      reason: 'missing_record',
    });
    await db('consent_records').insert({
      ...gone,
      granted: JSON.stringify(gone.granted),
      denied: JSON.stringify(gone.denied),
      consent_mode: JSON.stringify(gone.consent_mode),
    });
    expect((await verifyLinks(consentChainRows(db, store))).firstBroken).toBeNull();
  });

  it('the receipt lists the consent id records with their links; unknown ids are 404', async () => {
    const consentId = crypto.randomUUID();
    await submit(
      submission({
        consent_id: consentId,
        choice: 'accept_all',
        granted: ['necessary', 'analytics', 'marketing'],
        denied: [],
      }),
    );
    await submit(
      submission({
        consent_id: consentId,
        choice: 'reject_all',
        granted: ['necessary'],
        denied: ['analytics', 'marketing'],
      }),
    );
    const receipt = await server
      .client()
      .GET('/public/cookie-consent/{propertyId}/consents/{consentId}/receipt', {
        params: { path: { propertyId: store, consentId } },
      });
    const records = receipt.data?.response.records ?? [];
    expect(records.map((r) => r.record.choice)).toEqual(['reject_all', 'accept_all']);
    for (const { record, link } of records) expect(linkHash(link.prev_hash, record)).toBe(link.hash);
    const unknown = await call(server, { path: `/${store}/consents/${crypto.randomUUID()}/receipt` });
    expect(unknown.status).toBe(404);
  });
});

describe('plan limits', () => {
  it('over the monthly consent storage the record is kept, flagged, and the administrators told once', async () => {
    const month = new Date().toISOString().slice(0, 7);
    await db('usage_counters')
      .insert({ scope_kind: 'property', scope_id: store, metric: 'consents', period: month, count: 100_000 })
      .onConflict(['scope_kind', 'scope_id', 'metric', 'period'])
      .merge({ count: 100_000 });
    const notices = async () =>
      Number(
        (
          await db('notifications')
            .where('text', 'like', '%monthly consent record limit%')
            .count<{ n: number }[]>('* as n')
        )[0]?.n,
      );
    const before = await notices();
    const a = await submit(submission());
    const b = await submit(submission());
    expect([a.status, b.status]).toEqual([201, 201]);
    const flagged = await db('consent_records')
      .where({ property_id: store })
      .whereIn('seq', [a.json.response.seq, b.json.response.seq])
      .pluck('over_limit');
    expect(flagged).toEqual([true, true]);
    // The notice is written after the answers: wait for the batcher's work, then count.
    const idle = () => server.running.deps.consents.batcher.idle();
    await idle();
    expect(await notices()).toBeGreaterThan(before);
    const once = await notices();
    await submit(submission());
    await idle();
    expect(await notices()).toBe(once);
    expect(await db('usage_notices').where({ property_id: store, kind: 'consents', month })).toHaveLength(1);
  });
});

describe('plan limits under a parallel burst', () => {
  it('the limit is crossed inside concurrent submissions: each record is flagged by its place, the administrators told once', async () => {
    const state = await server.running.deps.consents.banners.state(store);
    if (!state) throw new Error('Demo Store shows no banner');
    const limit = licenceLimits('cookieConsent', state.tier).consents;
    expect(limit).toBeGreaterThan(2);
    const month = new Date().toISOString().slice(0, 7);
    // Two records left under the limit, and this month's notice not yet given.
    await db('usage_counters')
      .insert({
        scope_kind: 'property',
        scope_id: store,
        metric: 'consents',
        period: month,
        count: limit - 2,
      })
      .onConflict(['scope_kind', 'scope_id', 'metric', 'period'])
      .merge({ count: limit - 2 });
    await db('usage_notices').where({ property_id: store, kind: 'consents', month }).delete();
    const since = new Date();
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(submission())));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const seqs = results.map((r) => r.json.response.seq as number).sort((a, b) => a - b);
    const flags = await db('consent_records')
      .where({ property_id: store })
      .whereIn('seq', seqs)
      .orderBy('seq')
      .pluck('over_limit');
    // Counted in chain order: the 1st and 2nd fit, the 3rd to 5th are past the limit (and kept).
    expect(flags).toEqual([false, false, true, true, true]);
    const counted = (await db('usage_counters')
      .where({ scope_kind: 'property', scope_id: store, metric: 'consents', period: month })
      .first('count')) as { count: number | string };
    expect(Number(counted.count)).toBe(limit + 3);
    // The notice is the batch's work after its answers: wait for it, not for the answers alone.
    await server.running.deps.consents.batcher.idle();
    expect(await db('usage_notices').where({ property_id: store, kind: 'consents', month })).toHaveLength(1);
    // One notification per administrator, however many batches crossed the limit.
    const told = (await db('notifications')
      .where('text', 'like', '%monthly consent record limit%')
      .andWhere('created_at', '>=', since)
      .select('user_id')
      .count<{ user_id: number; n: number | string }[]>('* as n')
      .groupBy('user_id')) as Array<{ user_id: number; n: number | string }>;
    const admins = await db('users')
      .where({ company_id: (await demoIds(db)).companyId })
      .whereIn('role', ['Company Owner', 'Company Administrator'])
      .orderBy('id')
      .pluck('id');
    expect(admins.length).toBeGreaterThan(0);
    expect(
      told.map((row) => [row.user_id, Number(row.n)]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(admins.map((id) => [id, 1]));
  });
});

describe('the limit notice', () => {
  it('given by parallel calls (batches, replicas) once: one notice, one notification per administrator', async () => {
    const demo = await demoIds(db);
    await server.running.deps.consents.batcher.idle();
    const since = new Date();
    // A month of its own: no other test of this file gives its notice.
    const month = '2001-01';
    const args = { companyId: demo.companyId, propertyId: store, kind: 'consents' as const, month };
    const given = await Promise.all(Array.from({ length: 6 }, () => noticeOverLimit(db, args)));
    expect(given.filter(Boolean)).toHaveLength(1);
    expect(await db('usage_notices').where({ property_id: store, kind: 'consents', month })).toHaveLength(1);
    const admins = await db('users')
      .where({ company_id: demo.companyId })
      .whereIn('role', ['Company Owner', 'Company Administrator'])
      .orderBy('id')
      .pluck('id');
    const notified = await db('notifications')
      .where({ text: `Demo Store: ${PROPERTY_LIMIT_MESSAGES.consents}` })
      .andWhere('created_at', '>=', since)
      .orderBy('user_id')
      .pluck('user_id');
    expect(notified).toEqual(admins);
  });
});

describe('installation beacon and partitions', () => {
  it('records where the embed runs (throttled), 403 from another site', async () => {
    const beacon = {
      page_url: 'https://store.demo.test/',
      consent_mode_first: true,
      google_tag_before: false,
      embed_version: '1.0.0',
    };
    const seen = await call(server, {
      path: `/${store}/seen`,
      body: beacon,
      beacon: true,
      headers: { ...SITE, 'x-forwarded-for': nextIp() },
    });
    expect(seen.status).toBe(204);
    const row = await db('embed_installations').where({ property_id: store }).first();
    expect(row).toMatchObject({ consent_mode_first: true, google_tag_before: false, embed_version: '1.0.0' });
    const foreign = await call(server, {
      path: `/${store}/seen`,
      body: beacon,
      headers: { origin: 'https://evil.test' },
    });
    expect(foreign.status).toBe(403);
  });

  it('this month and the next have their partitions; records land in them', async () => {
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(await ensureConsentPartitions(db)).toEqual([]);
    for (const name of [partitionName(now), partitionName(next)]) {
      expect((await db.raw('SELECT to_regclass(?) AS t', [name])).rows[0].t).toBeTruthy();
    }
    const res = await submit(submission());
    const inMonth = await db(partitionName(now)).where({ property_id: store, seq: res.json.response.seq });
    expect(inMonth).toHaveLength(1);
  });
});
