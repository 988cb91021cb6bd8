// Consent Tracking and the dashboard at volume: the demo server in this process, its Demo Store given
// 1M consent records (one SQL statement per 100k rows) and the daily rollups that 10M records over a
// year leave; then the p95 of the pages the portal asks for, beside GET /user on the same server.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { loadConfig } from '../../server/src/config.ts';
import { DEMO_PASSWORD } from '../../server/src/db/seed.ts';
import { startServer } from '../../server/src/server.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { demoToken } from './harness.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const DASHBOARD_RECORDS = 10_000_000;
const SAMPLES = 200;
const CHUNK = 100_000;
// Far above the demo's own records, so the bench's rows never meet the demo's chain.
const SEQ_BASE = 100_000_000;

const COUNTRIES = [
  'DE',
  'FR',
  'US',
  'GB',
  'ES',
  'IT',
  'NL',
  'PL',
  'SE',
  'CA',
  'BR',
  'IN',
  'JP',
  'AU',
  'AT',
  'BE',
  'CH',
  'DK',
  'FI',
  'IE',
  'NO',
  'PT',
  'CZ',
  'MX',
  'AR',
  'ZA',
  'KR',
  'SG',
  'NZ',
  'ZZ',
];

const p95 = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length * 0.95)] ?? 0) * 10) / 10;
};

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; body: unknown }> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.json();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, body };
}

export interface ReadFigures {
  server: string;
  records: number;
  dashboardRecords: number;
  userP95: number;
  listP95: number;
  filteredP95: number;
  deepP95: number;
  dashboardP95: number;
}

export async function measureReads(databaseUrl: string | undefined): Promise<ReadFigures> {
  const fresh = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
  const config = {
    ...loadConfig({
      DATABASE_URL: fresh?.url ?? '',
      DATA_DIR: `/tmp/pp-bench-reads-${randomBytes(4).toString('hex')}`,
    }),
    port: 0,
    host: '127.0.0.1',
    demoSeed: true,
    portalDir: undefined,
    vendorListsRefresh: false,
  };
  const running = await startServer(config, pino({ level: 'silent' }));
  try {
    const db = running.deps.db;
    const store = (await db('properties').where({ name: 'Demo Store' }).first('id')) as { id: number };
    const pid = store.id;
    for (let from = 1; from <= RECORDS; from += CHUNK) {
      const to = Math.min(RECORDS, from + CHUNK - 1);
      // One record every 2.5 s back from now: 1M records span about 29 days.
      await db.raw(
        `INSERT INTO consent_records (property_id, seq, consent_id, recorded_at, banner_version, choice, granted,
           denied, gpc, tc_string, consent_mode, region, country, device, language, page_url, user_agent, ip_hash,
           over_limit, prev_hash, hash)
         SELECT ?, ? + g, gen_random_uuid(), now() - g * interval '2.5 seconds', 1 + g % 2,
           (ARRAY['accept_all','accept_all','reject_all','custom'])[1 + g % 4],
           CASE g % 4 WHEN 2 THEN '["necessary"]'::jsonb WHEN 3 THEN '["necessary","analytics"]'::jsonb
             ELSE '["necessary","functional","analytics","marketing"]'::jsonb END,
           CASE g % 4 WHEN 2 THEN '["functional","analytics","marketing"]'::jsonb WHEN 3 THEN '["marketing"]'::jsonb
             ELSE '[]'::jsonb END,
           g % 17 = 0, NULL, NULL,
           (ARRAY['DE','FR','US-CA','GB','US-NY','ES','IT'])[1 + g % 7],
           (ARRAY['DE','FR','US','GB','US','ES','IT'])[1 + g % 7],
           (ARRAY['desktop','mobile','mobile','tablet'])[1 + g % 4], 'en',
           'https://store.demo.test/products', 'Mozilla/5.0 (bench)', md5(g::text), false,
           md5(g::text) || md5((g + 1)::text), md5((g + 1)::text) || md5(g::text)
         FROM generate_series(?::bigint, ?::bigint) AS g`,
        [pid, SEQ_BASE, from, to],
      );
    }
    await db.raw('ANALYZE consent_records');
    // The rollups of 10M records over the last 365 days (days × countries × devices × choices × GPC).
    const rows = 365 * COUNTRIES.length * 4 * 3 * 2;
    const each = Math.floor(DASHBOARD_RECORDS / rows);
    await db.raw(
      `INSERT INTO consent_daily (property_id, day, country, device, choice, gpc, consents, opted_in)
       SELECT ?, current_date - d, c, dev, ch, gpc, ?, CASE ch WHEN 'reject_all' THEN 0 ELSE ? END
       FROM generate_series(0, 364) AS d, unnest(?::text[]) AS c,
            unnest(ARRAY['desktop','mobile','tablet','other']) AS dev,
            unnest(ARRAY['accept_all','reject_all','custom']) AS ch, unnest(ARRAY[true, false]) AS gpc
       ON CONFLICT (property_id, day, country, device, choice, gpc)
       DO UPDATE SET consents = consent_daily.consents + EXCLUDED.consents, opted_in = consent_daily.opted_in + EXCLUDED.opted_in`,
      [pid, each, each, COUNTRIES],
    );
    await db.raw(
      `INSERT INTO consent_daily_categories (property_id, day, category, granted, denied)
       SELECT ?, current_date - d, cat, ?, ? FROM generate_series(0, 364) AS d,
         unnest(ARRAY['necessary','functional','analytics','marketing','unclassified']) AS cat
       ON CONFLICT (property_id, day, category) DO UPDATE SET granted = consent_daily_categories.granted + EXCLUDED.granted,
         denied = consent_daily_categories.denied + EXCLUDED.denied`,
      [pid, Math.floor(DASHBOARD_RECORDS / 365 / 2), Math.floor(DASHBOARD_RECORDS / 365 / 2)],
    );
    await db.raw('ANALYZE consent_daily');

    const api = `${running.url}/api/v1`;
    const headers = { authorization: `Bearer ${await demoToken(api, DEMO_PASSWORD)}` };
    const run = async (urls: () => string, n = SAMPLES) => {
      const ms: number[] = [];
      for (let i = 0; i < 20; i++) await timed(urls(), headers); // warm-up
      for (let i = 0; i < n; i++) ms.push((await timed(urls(), headers)).ms);
      return p95(ms);
    };
    const from = new Date(Date.now() - 29 * 86400_000).toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const log = `${api}/consents/tracking/${pid}?from=${from}&to=${today}`;

    const userP95 = await run(() => `${api}/user`);
    const listP95 = await run(() => `${log}&limit=50`);
    const filteredP95 = await run(() => `${log}&limit=50&choice=reject_all&region=DE`);
    // 200 pages deep (10,000 rows in), then each next page of the walk.
    let cursor: string | null = null;
    for (let i = 0; i < 200; i++) {
      const page = (await timed(`${log}&limit=50${cursor ? `&after=${cursor}` : ''}`, headers)).body as {
        page: { next: string | null };
      };
      cursor = page.page.next;
    }
    const deep: number[] = [];
    for (let i = 0; i < SAMPLES && cursor; i++) {
      const { ms, body } = await timed(`${log}&limit=50&after=${cursor}`, headers);
      deep.push(ms);
      cursor = (body as { page: { next: string | null } }).page.next;
    }
    const range = `from=${yearAgo}&to=${today}`;
    const dashboard = [
      `${api}/consentdashboard/${pid}?${range}`,
      `${api}/consent-activity/${pid}?${range}`,
      `${api}/consentdetailsdashboard/${pid}?${range}`,
      `${api}/consentcountrylist/${pid}?${range}`,
    ];
    const perEndpoint: number[] = [];
    for (const url of dashboard) perEndpoint.push(await run(() => url, 100));
    return {
      server: databaseUrl ? 'PostgreSQL' : 'PGlite',
      records: RECORDS,
      dashboardRecords: DASHBOARD_RECORDS,
      userP95,
      listP95,
      filteredP95,
      deepP95: p95(deep),
      dashboardP95: Math.max(...perEndpoint),
    };
  } finally {
    await running.close();
    await fresh?.drop();
  }
}
