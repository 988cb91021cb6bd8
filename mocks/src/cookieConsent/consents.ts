/**
 * Demo consent records: what Demo Store's banner collected over the last 90 days, as a chain the
 * ledger would have written (seq in time order, each hash over the previous one). Generated from a
 * fixed seed so every run (and every story) sees the same visitors, dated back from `end`.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { DEMO_IDS } from '../seed.ts';
import { GENESIS_HASH, linkHash, sha256Hex } from './ledger.ts';
import { SITE_PAGES } from './site.ts';

export type ConsentRecord = Schemas['ConsentRecord'];
/** A stored record with its chain link, as the server's consent_records row keeps them. */
export interface MockConsentRow {
  record: ConsentRecord;
  prev_hash: string;
  hash: string;
}

/** The categories Demo Store's banner asks about (Unclassified is never offered to visitors). */
export const CONSENT_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const;
/** Records the demo property starts with. */
export const DEMO_CONSENT_COUNT = 420;
const DAYS = 90;
const STORE_URL = 'https://store.demo.test';

// mulberry32: a small seeded generator, so the demo is the same on every run.
function random(seed: number) {
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
const pick = <T>(next: () => number, options: Weighted<T>): T => {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let roll = next() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (options.at(-1) as readonly [T, number])[0];
};

/** Where Demo Store's visitors come from: [country, region] (a US state for US visitors). */
const PLACES: Weighted<readonly [string, string]> = [
  [['DE', 'DE'], 26],
  [['FR', 'FR'], 12],
  [['GB', 'GB'], 9],
  [['NL', 'NL'], 6],
  [['AT', 'AT'], 5],
  [['IT', 'IT'], 5],
  [['ES', 'ES'], 4],
  [['CH', 'CH'], 3],
  [['US', 'US-CA'], 8],
  [['US', 'US-NY'], 5],
  [['US', 'US-TX'], 4],
  [['US', 'US-CO'], 2],
  [['CA', 'CA'], 3],
  [['BR', 'BR'], 2],
  [['IN', 'IN'], 2],
  [['JP', 'JP'], 2],
];
const DEVICES: Weighted<ConsentRecord['device']> = [
  ['desktop', 52],
  ['mobile', 39],
  ['tablet', 7],
  ['other', 2],
];
const AGENTS: Record<ConsentRecord['device'], string[]> = {
  desktop: [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  ],
  mobile: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ],
  tablet: [
    'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ],
  other: [
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 8.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/7.0 TV Safari/537.36',
  ],
};
const US_STATES_WITH_GPC = new Set(['US-CA', 'US-CO', 'US-TX']);

const uuid = (next: () => number): string => {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
};

/** Google Consent Mode v2 signals of what was granted (the demo banner's mapping). */
export function consentModeOf(granted: readonly string[]): NonNullable<ConsentRecord['consent_mode']> {
  const has = (key: string) => (granted.includes(key) ? 'granted' : 'denied');
  return {
    ad_storage: has('marketing'),
    ad_user_data: has('marketing'),
    ad_personalization: has('marketing'),
    analytics_storage: has('analytics'),
    functionality_storage: has('functional'),
    personalization_storage: has('functional'),
    security_storage: 'granted',
  };
}

/** One visitor's choice; `gpc` honoured as a refusal counts as reject_all (contract: ConsentChoice). */
function choose(next: () => number, gpc: boolean) {
  const choice: ConsentRecord['choice'] = gpc
    ? 'reject_all'
    : pick(next, [
        ['accept_all', 56],
        ['reject_all', 24],
        ['custom', 20],
      ]);
  const optional = CONSENT_CATEGORIES.filter((c) => c !== 'necessary');
  const granted =
    choice === 'accept_all'
      ? [...CONSENT_CATEGORIES]
      : choice === 'reject_all'
        ? ['necessary']
        : [
            'necessary',
            ...optional.filter((c) => next() < (c === 'functional' ? 0.8 : c === 'analytics' ? 0.55 : 0.25)),
          ];
  // A custom choice that grants everything optional is still 'custom' (saved from the preferences).
  return { choice, granted, denied: CONSENT_CATEGORIES.filter((c) => !granted.includes(c)) };
}

/** Links `records` (in seq order) into a chain from the genesis hash. */
export function chain(records: ConsentRecord[]): MockConsentRow[] {
  let prev = GENESIS_HASH;
  return records.map((record) => {
    const hash = linkHash(prev, record);
    const row = { record, prev_hash: prev, hash };
    prev = hash;
    return row;
  });
}

/** The second banner version went live a week before `end`; the first is older. */
const bannerVersionAt = (at: number, end: number) => (at >= end - 7 * 86_400_000 ? 2 : 1);

/**
 * The property's demo records over the 90 days up to `end`, oldest first, with their chain. Demo
 * Store has DEMO_CONSENT_COUNT; any other property none. About one visitor in eight comes back and
 * changes their choice (the same consent id), which is what a record's history shows.
 */
export function consentRecordsFor(propertyId: number, end: Date = new Date()): MockConsentRow[] {
  if (propertyId !== DEMO_IDS.store) return [];
  const next = random(0xc0ffee + propertyId);
  const endMs = Math.floor(end.getTime() / 1000) * 1000;
  const startMs = endMs - DAYS * 86_400_000;
  // Times first, sorted, so that seq follows time as the ledger's appends do.
  const times = Array.from({ length: DEMO_CONSENT_COUNT }, () => {
    // Busier lately: a square root skews the days towards `end`.
    const t = startMs + Math.sqrt(next()) * (endMs - startMs - 60_000);
    return Math.floor(t / 1000) * 1000;
  }).sort((a, b) => a - b);
  const visitors: Array<{
    id: string;
    place: readonly [string, string];
    device: ConsentRecord['device'];
    agent: string;
  }> = [];
  const records = times.map((at, i): ConsentRecord => {
    const returning = visitors.length > 10 && next() < 0.12;
    const visitor = returning
      ? (visitors[Math.floor(next() * visitors.length)] as (typeof visitors)[number])
      : (() => {
          const device = pick(next, DEVICES);
          const agents = AGENTS[device];
          const v = {
            id: uuid(next),
            place: pick(next, PLACES),
            device,
            agent: agents[Math.floor(next() * agents.length)] as string,
          };
          visitors.push(v);
          return v;
        })();
    const [country, region] = visitor.place;
    const gpc = next() < (US_STATES_WITH_GPC.has(region) ? 0.3 : 0.05);
    const { choice, granted, denied } = choose(next, gpc);
    const page = SITE_PAGES[Math.floor(next() * SITE_PAGES.length)] as string;
    return {
      seq: i + 1,
      consent_id: visitor.id,
      recorded_at: new Date(at).toISOString(),
      banner_version: bannerVersionAt(at, endMs),
      choice,
      granted,
      denied,
      gpc,
      tc_string: null,
      consent_mode: consentModeOf(granted),
      region,
      country,
      device: visitor.device,
      page_url: `${STORE_URL}${page}`,
      user_agent: visitor.agent,
      // As the server: the address hashed with the day's salt, never kept.
      ip_hash: sha256Hex(`salt-${new Date(at).toISOString().slice(0, 10)}|${visitor.id}`),
      over_limit: false,
    };
  });
  return chain(records);
}
