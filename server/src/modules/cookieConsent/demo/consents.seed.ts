/**
 * Demo Store's consent history (issue 14, item 7): tens of thousands of records over the last 90 days,
 * so Consent Tracking and the dashboard show real pictures right after `npm start`. Made in memory from
 * a fixed random seed (the same demo every time, relative to today) and written in the seed's
 * transaction as one chain (appendToChain with every record), in multi-row inserts, with the rollups
 * added up in memory and written once: a few seconds of the first start, not one round trip a record.
 *
 * Plausible rather than uniform: fewer visits at weekends, daytime hours, visitors weighted EU / US (by
 * state) / elsewhere, desktop, mobile and tablet user agents, about 55% accept all, 30% reject all and
 * 15% custom (fewer acceptances in the EU), GPC mostly from the US and honoured there as a rejection,
 * some visitors choosing again later (a consent id's history), banner version 1 then 2.
 */
import type { Db } from '../../../db/database.ts';
import { insertAsJson } from '../../../db/insert-json.ts';
import { incrementCounter } from '../../billing/limits/limits.queries.ts';
import { appendToChain } from '../../ledger/ledger.append.ts';
import { CONSENT_LEDGER, pendingConsentRecord, pendingRecordJson } from '../consents/consent-record.ts';
import { addToRollups, type NewConsentRow } from '../consents/consents.queries.ts';
import { type Device, deviceOf } from '../consents/visitor-device.ts';

export const DEMO_CONSENT_DAYS = 90;
/** The default number of demo records (DEMO_CONSENTS): about 330 a day. */
export const DEMO_CONSENTS = 30_000;
const SITE = 'https://store.demo.test';
const DAY_MS = 86_400_000;
const ROLLUP_SLICE = 5000;

/** mulberry32: a small seeded generator, so every fresh demo is the same. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted<T> = ReadonlyArray<readonly [T, number]>;

function picker<T>(items: Weighted<T>) {
  const total = items.reduce((s, [, w]) => s + w, 0);
  return (r: number): T => {
    let x = r * total;
    for (const [item, w] of items) {
      x -= w;
      if (x < 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  };
}

/** [country, US state or null]; null country is a visitor the address did not place (ZZ). */
const PLACES = picker<readonly [string | null, string | null]>([
  [['DE', null], 16],
  [['FR', null], 8],
  [['GB', null], 7],
  [['NL', null], 5],
  [['IT', null], 5],
  [['ES', null], 5],
  [['PL', null], 3],
  [['AT', null], 3],
  [['SE', null], 2],
  [['BE', null], 2],
  [['CH', null], 2],
  [['IE', null], 1],
  [['DK', null], 1],
  [['US', 'CA'], 6],
  [['US', 'NY'], 4],
  [['US', 'TX'], 4],
  [['US', 'FL'], 3],
  [['US', 'WA'], 2],
  [['US', 'IL'], 2],
  [['US', 'VA'], 1],
  [['US', 'CO'], 1],
  [['US', 'MA'], 1],
  [['CA', null], 3],
  [['AU', null], 2],
  [['BR', null], 2],
  [['IN', null], 2],
  [['JP', null], 1],
  [[null, null], 2],
]);

const EU = new Set(['DE', 'FR', 'NL', 'IT', 'ES', 'PL', 'AT', 'SE', 'BE', 'IE', 'DK']);

const USER_AGENTS = picker<string>([
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    26,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    12,
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 6],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    3,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    22,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    14,
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    6,
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    6,
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    2,
  ],
  [
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 7.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/5.0 TV Safari/537.36',
    1,
  ],
]);

const PATHS = picker<string>([
  ['/', 40],
  ['/products', 20],
  ['/products/linen-shirt', 8],
  ['/products/ceramic-mug', 7],
  ['/cart', 8],
  ['/blog/summer-sale', 7],
  ['/about', 5],
  ['/contact', 5],
]);

/** Hours of the day (UTC) weighted like a European shop's visits: little at night, an evening peak. */
const HOURS = picker<number>(
  Array.from({ length: 24 }, (_, h) => [h, h < 5 ? 1 : h < 8 ? 3 : h < 17 ? 6 : h < 22 ? 8 : 4] as const),
);

const OPTIONAL = ['functional', 'analytics', 'marketing'] as const;

function uuid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(next() * 4)] as string;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function hex64(next: () => number): string {
  return Array.from({ length: 64 }, () => Math.floor(next() * 16).toString(16)).join('');
}

const mode = (granted: ReadonlySet<string>) => {
  const g = (c: string) => (granted.has(c) ? 'granted' : 'denied');
  return {
    ad_storage: g('marketing'),
    ad_user_data: g('marketing'),
    ad_personalization: g('marketing'),
    analytics_storage: g('analytics'),
  };
};

const devices = new Map<string, Device>();
/** The demo has ten user agents: each is parsed once. */
const deviceOfAgent = (ua: string): Device => {
  const known = devices.get(ua);
  if (known) return known;
  const d = deviceOf(ua);
  devices.set(ua, d);
  return d;
};

type Visitor = { consentId: string; country: string | null; state: string | null; userAgent: string };

/** The demo's records in time order (seq and hashes are added when the chain is extended). */
export function demoConsentRows(
  propertyId: number,
  count: number,
  now: Date = new Date(),
): Array<Omit<NewConsentRow, 'seq' | 'prev_hash' | 'hash'>> {
  const next = random(20_240_614);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Days weighted by weekday (a shop is quieter at weekends) and a slow growth over the 90 days.
  const dayWeights = Array.from({ length: DEMO_CONSENT_DAYS }, (_, i) => {
    const day = new Date(today - (DEMO_CONSENT_DAYS - 1 - i) * DAY_MS);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    return (weekend ? 0.65 : 1) * (0.8 + (0.4 * i) / DEMO_CONSENT_DAYS);
  });
  const weightSum = dayWeights.reduce((a, b) => a + b, 0);
  const rows: Array<Omit<NewConsentRow, 'seq' | 'prev_hash' | 'hash'>> = [];
  const returning: Visitor[] = [];
  for (let i = 0; i < DEMO_CONSENT_DAYS; i++) {
    const dayStart = today - (DEMO_CONSENT_DAYS - 1 - i) * DAY_MS;
    const n = Math.round((count * (dayWeights[i] as number)) / weightSum);
    // Today's records are spread over the hours gone so far: a record is never from the future.
    const span = Math.min(DAY_MS, now.getTime() - 1000 - dayStart);
    const times: number[] = [];
    for (let k = 0; k < n; k++) {
      const t = HOURS(next()) * 3_600_000 + Math.floor(next() * 3_600_000);
      times.push(dayStart + Math.floor((t * span) / DAY_MS));
    }
    times.sort((a, b) => a - b);
    for (const t of times) {
      // About one choice in twelve is a visitor choosing again (same consent id, same browser).
      const again = returning.length > 50 && next() < 0.08;
      const visitor: Visitor = again
        ? (returning[Math.floor(next() * returning.length)] as Visitor)
        : (() => {
            const [country, state] = PLACES(next());
            return { consentId: uuid(next), country, state, userAgent: USER_AGENTS(next()) };
          })();
      if (!again) {
        if (returning.length < 2000) returning.push(visitor);
        else returning[Math.floor(next() * returning.length)] = visitor;
      }
      const us = visitor.country === 'US';
      const gpc = next() < (us ? (visitor.state === 'CA' ? 0.14 : 0.08) : 0.015);
      const accept = EU.has(visitor.country ?? '') ? 0.48 : us ? 0.64 : 0.56;
      const r = next();
      // GPC honoured as an opt-out in US states counts as reject all; elsewhere it is a hint.
      const choice =
        gpc && us ? 'reject_all' : r < accept ? 'accept_all' : r < accept + 0.3 ? 'reject_all' : 'custom';
      const granted = new Set<string>(['necessary']);
      if (choice === 'accept_all') for (const c of OPTIONAL) granted.add(c);
      if (choice === 'custom') {
        if (next() < 0.75) granted.add('functional');
        if (next() < 0.55) granted.add('analytics');
        if (next() < 0.2) granted.add('marketing');
      }
      const at = new Date(t);
      const version = t >= today - 2 * DAY_MS ? 2 : 1;
      rows.push({
        property_id: propertyId,
        consent_id: visitor.consentId,
        recorded_at: at,
        banner_version: version,
        choice,
        granted: [...granted],
        denied: OPTIONAL.filter((c) => !granted.has(c)),
        gpc,
        tc_string: null,
        consent_mode: version === 2 ? mode(granted) : null,
        region:
          visitor.country === null ? null : us && visitor.state ? `US-${visitor.state}` : visitor.country,
        country: visitor.country,
        device: deviceOfAgent(visitor.userAgent),
        language: null,
        page_url: `${SITE}${PATHS(next())}`,
        user_agent: visitor.userAgent,
        ip_hash: hex64(next),
        over_limit: false,
      });
    }
  }
  return rows;
}

/** Pageviews per day: a few times the day's consents (returning visitors are not asked again). */
function demoPageviews(propertyId: number, rows: ReadonlyArray<{ recorded_at: Date }>) {
  const next = random(7);
  const perDay = new Map<string, number>();
  for (const r of rows) {
    const day = r.recorded_at.toISOString().slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return [...perDay].map(([day, consents]) => ({
    property_id: propertyId,
    day,
    count: Math.round(consents * (3.2 + next() * 1.6)),
  }));
}

/**
 * Writes the demo's consent records, rollups, pageviews and an installation seen an hour ago, inside
 * the seed's transaction. The records are linked in one appendToChain call: the chain's head is
 * locked once and moved once.
 */
export async function seedDemoConsents(
  trx: Db,
  { propertyId, count = DEMO_CONSENTS, now = new Date() }: { propertyId: number; count?: number; now?: Date },
): Promise<number> {
  const rows = demoConsentRows(propertyId, count, now);
  const links = await appendToChain(trx, {
    ledger: CONSENT_LEDGER,
    chainId: propertyId,
    records: rows,
    // The very record and text ingestion hashes (what toConsentRecord reads back once stored).
    recordForHash: (r, seq) => pendingConsentRecord(r, seq, r.recorded_at.toISOString(), r.over_limit),
    toJson: pendingRecordJson,
  });
  const full: NewConsentRow[] = rows.map((r, i) => ({ ...r, ...(links[i] as (typeof links)[number]) }));
  await insertAsJson(trx, 'consent_records', full);
  // The rollups are added up in memory per slice (about 15 days): one upsert each, kept under
  // PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < full.length; i += ROLLUP_SLICE)
    await addToRollups(trx, full.slice(i, i + ROLLUP_SLICE));
  const pageviews = demoPageviews(propertyId, rows);
  for (let i = 0; i < pageviews.length; i += 500) {
    await trx('pageviews_daily').insert(pageviews.slice(i, i + 500));
  }
  // This month's usage on the plan's counters, as ingestion and the pageview counter keep them.
  const month = now.toISOString().slice(0, 7);
  const inMonth = (day: string) => day.startsWith(month);
  const usage = {
    consents: full.filter((r) => inMonth(r.recorded_at.toISOString())).length,
    pageviews: pageviews.filter((p) => inMonth(p.day)).reduce((s, p) => s + p.count, 0),
  };
  for (const metric of ['consents', 'pageviews'] as const) {
    if (!usage[metric]) continue;
    const key = { scope_kind: 'property' as const, scope_id: propertyId, metric, period: month };
    await incrementCounter(trx, key, usage[metric], -1);
  }
  await trx('embed_installations').insert({
    property_id: propertyId,
    last_seen_at: new Date(now.getTime() - 3_600_000),
    last_seen_url: `${SITE}/`,
    consent_mode_first: true,
    google_tag_before: false,
    embed_version: '1.0.0',
  });
  return full.length;
}
