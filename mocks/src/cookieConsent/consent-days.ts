/**
 * The daily rollups the consent dashboard reads (server: consent_daily, migration 0012): per property
 * and UTC day, the choices, pageviews, and their split by country, device and category. Demo Store gets
 * 90 days ending today, with a weekday rhythm (fewer visits at weekends) and a slow growth, from a
 * seeded generator so that every story and test sees the same figures for the same day.
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { Collection } from '../collection.ts';
import { DEMO_IDS } from '../seed.ts';

export type ConsentDevice = Schemas['ConsentRecord']['device'];

/** The choices of one slice (a day, a country): `opted_in` granted at least one optional category. */
export interface ChoiceCounts {
  accept_all: number;
  reject_all: number;
  custom: number;
  opted_in: number;
}

export interface MockConsentDay extends ChoiceCounts {
  id: number;
  property_id: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  gpc: number;
  pageviews: number;
  countries: Record<string, ChoiceCounts>;
  devices: Record<ConsentDevice, number>;
  /** Per category key (necessary, analytics, c12…): choices that granted and denied it. */
  categories: Record<string, { granted: number; denied: number }>;
}

export const DAY_MS = 86_400_000;
export const DEMO_CONSENT_DAYS = 90;

/** YYYY-MM-DD of a time, in UTC. */
export const isoDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);
/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number): string =>
  isoDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** mulberry32: a small seeded generator, so the demo's figures do not change between runs. */
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

/**
 * Where Demo Store's visitors choose from, with how readily each accepts: an online shop selling in
 * Europe and North America (Germans reject more often than Americans, as field reports say).
 */
const COUNTRIES: ReadonlyArray<[country: string, weight: number, acceptBias: number]> = [
  ['US', 30, 0.1],
  ['DE', 14, -0.12],
  ['GB', 10, 0],
  ['FR', 9, -0.08],
  ['NL', 5, -0.04],
  ['CA', 4, 0.06],
  ['ES', 4, 0.04],
  ['IT', 4, 0.03],
  ['AU', 3, 0.05],
  ['BR', 3, 0.08],
  ['IN', 3, 0.1],
  ['SE', 2, -0.05],
  ['PL', 2, 0.02],
  ['AT', 2, -0.1],
  ['CH', 2, -0.06],
  ['JP', 1.5, 0.04],
  ['MX', 1.5, 0.07],
  ['IE', 1, -0.02],
  ['ZZ', 1, 0],
];
const DEVICES: ReadonlyArray<[ConsentDevice, number]> = [
  ['desktop', 0.52],
  ['mobile', 0.41],
  ['tablet', 0.06],
  ['other', 0.01],
];
/** How often a custom choice grants each optional category (accept all grants all, reject all none). */
const CUSTOM_GRANTS: Readonly<Record<string, number>> = {
  functional: 0.62,
  analytics: 0.44,
  marketing: 0.18,
  unclassified: 0.1,
};
/** A custom choice that grants no optional category is an opt-out too. */
const CUSTOM_OPT_IN = 0.7;

const emptyCounts = (): ChoiceCounts => ({ accept_all: 0, reject_all: 0, custom: 0, opted_in: 0 });

/** Splits `total` by `shares` into whole numbers that add up to it (the largest share takes the rest). */
function split(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0) || 1;
  const parts = shares.map((share) => Math.floor((total * share) / sum));
  const largest = shares.indexOf(Math.max(...shares));
  parts[largest] = (parts[largest] ?? 0) + total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** One demo day: `age` days before today (0 is today, so far only part of it). */
function demoDay(
  propertyId: number,
  day: string,
  age: number,
  categoryKeys: readonly string[],
): MockConsentDay {
  const next = random(propertyId * 100_003 + Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.62 : weekday === 1 ? 1.08 : 1;
  // About 12% more visits now than three months ago; today has had only half its visits so far.
  const growth = 1 + (0.12 * (DEMO_CONSENT_DAYS - age)) / DEMO_CONSENT_DAYS;
  const partial = age === 0 ? 0.5 : 1;
  const pageviews = Math.round(3100 * weekend * growth * partial * (0.9 + 0.2 * next()));
  // A consent per first visit: about one pageview in six.
  const consents = Math.round(pageviews * (0.15 + 0.04 * next()));
  const row: MockConsentDay = {
    id: 0,
    property_id: propertyId,
    day,
    ...emptyCounts(),
    gpc: 0,
    pageviews,
    countries: {},
    devices: { desktop: 0, mobile: 0, tablet: 0, other: 0 },
    categories: {},
  };
  const countryTotals = split(
    consents,
    COUNTRIES.map(([, weight]) => weight * (0.85 + 0.3 * next())),
  );
  COUNTRIES.forEach(([country, , bias], index) => {
    const n = countryTotals[index] ?? 0;
    if (n === 0) return;
    const accept = Math.min(0.85, Math.max(0.2, 0.58 + bias + 0.06 * (next() - 0.5)));
    const [accept_all = 0, reject_all = 0, custom = 0] = split(n, [
      accept,
      (1 - accept) * 0.64,
      (1 - accept) * 0.36,
    ]);
    const opted_in = accept_all + Math.round(custom * CUSTOM_OPT_IN);
    row.countries[country] = { accept_all, reject_all, custom, opted_in };
    row.accept_all += accept_all;
    row.reject_all += reject_all;
    row.custom += custom;
    row.opted_in += opted_in;
  });
  // GPC is sent by a few browsers (Firefox, Brave, DuckDuckGo): a few percent of the choices.
  row.gpc = Math.round(consents * (0.03 + 0.02 * next()));
  const devices = split(
    consents,
    DEVICES.map(([, share]) => share),
  );
  DEVICES.forEach(([device], index) => {
    row.devices[device] = devices[index] ?? 0;
  });
  for (const key of categoryKeys) {
    const granted =
      key === 'necessary' ? consents : row.accept_all + Math.round(row.custom * (CUSTOM_GRANTS[key] ?? 0.3));
    row.categories[key] = { granted, denied: consents - granted };
  }
  return row;
}

/** Demo Store's category keys, as its seeded categories name them. */
const DEMO_CATEGORY_KEYS = ['necessary', 'functional', 'analytics', 'marketing', 'unclassified'];

/** The demo's rollups: 90 days up to today (by `now`); none without the demo. */
export function seedConsentDays(demo: boolean, now: () => Date): MockConsentDay[] {
  if (!demo) return [];
  const today = isoDay(now());
  return Array.from({ length: DEMO_CONSENT_DAYS }, (_, index) => {
    const age = DEMO_CONSENT_DAYS - 1 - index;
    return { ...demoDay(DEMO_IDS.store, addDays(today, -age), age, DEMO_CATEGORY_KEYS), id: index + 1 };
  });
}

/** A choice as the rollups count it, e.g. one that the public ingestion mock received. */
export interface CountedChoice {
  property_id: number;
  recorded_at: string;
  choice: Schemas['ConsentChoice'];
  granted: readonly string[];
  denied: readonly string[];
  gpc: boolean;
  country: string | null;
  device: ConsentDevice;
}

/**
 * Adds one choice to its day's rollup (making the day when it is the first), as the server's rollup
 * job does: for whoever mocks the ingestion, so the dashboard shows a new record.
 */
export function countChoice(days: Collection<MockConsentDay>, choice: CountedChoice): MockConsentDay {
  const day = isoDay(Date.parse(choice.recorded_at));
  const row =
    days.find((d) => d.property_id === choice.property_id && d.day === day) ??
    days.create((id) => ({
      id,
      property_id: choice.property_id,
      day,
      ...emptyCounts(),
      gpc: 0,
      pageviews: 0,
      countries: {},
      devices: { desktop: 0, mobile: 0, tablet: 0, other: 0 },
      categories: {},
    }));
  const optedIn = choice.granted.some((key) => key !== 'necessary') ? 1 : 0;
  const code = choice.country ?? 'ZZ';
  const country = row.countries[code] ?? emptyCounts();
  row.countries[code] = country;
  for (const counts of [row, country]) {
    counts[choice.choice] += 1;
    counts.opted_in += optedIn;
  }
  row.gpc += choice.gpc ? 1 : 0;
  row.devices[choice.device] += 1;
  const category = (key: string) => {
    const counts = row.categories[key] ?? { granted: 0, denied: 0 };
    row.categories[key] = counts;
    return counts;
  };
  for (const key of choice.granted) category(key).granted += 1;
  for (const key of choice.denied) category(key).denied += 1;
  return row;
}
