/**
 * What the dashboard's operations answer, added up from the daily rollups of a range (consent-days.ts),
 * as the server sums its consent_daily rows: never from the records themselves.
 */
import { licenceLimits, type PlanTier, type Schemas } from '@privacy-portal/sdk';
import type { ChoiceCounts, ConsentDevice, MockConsentDay } from './consent-days.ts';
import { type DayRange, daysOf } from './date-range.ts';
import type { CookieConsentMockState } from './state.ts';

const DEVICES: readonly ConsentDevice[] = ['desktop', 'mobile', 'tablet', 'other'];

const total = (c: ChoiceCounts) => c.accept_all + c.reject_all + c.custom;
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** The property's rollups of the range. */
export function daysIn(cc: CookieConsentMockState, propertyId: number, range: DayRange): MockConsentDay[] {
  return cc.consentDays.list((d) => d.property_id === propertyId && d.day >= range.from && d.day <= range.to);
}

export function consentSummary(
  cc: CookieConsentMockState,
  propertyId: number,
  range: DayRange,
  tier: PlanTier,
  now: Date,
): Schemas['ConsentSummary'] {
  const days = daysIn(cc, propertyId, range);
  const sum = (pick: (d: MockConsentDay) => number, rows = days) => rows.reduce((n, d) => n + pick(d), 0);
  const consents = sum(total);
  const optedIn = sum((d) => d.opted_in);
  const month = now.toISOString().slice(0, 7);
  const thisMonth = cc.consentDays.list((d) => d.property_id === propertyId && d.day.startsWith(month));
  const limits = licenceLimits('cookieConsent', tier);
  return {
    ...range,
    consents,
    accept_all: sum((d) => d.accept_all),
    reject_all: sum((d) => d.reject_all),
    custom: sum((d) => d.custom),
    opt_in_rate: rate(optedIn, consents),
    opt_out_rate: consents > 0 ? rate(consents - optedIn, consents) : 0,
    gpc: sum((d) => d.gpc),
    pageviews: sum((d) => d.pageviews),
    month_pageviews: sum((d) => d.pageviews, thisMonth),
    pageviews_limit: limits.pageviews,
    month_consents: sum(total, thisMonth),
    consents_limit: limits.consents,
  };
}

/** One row per day of the range, days without a rollup as zeros. */
export function consentActivity(
  cc: CookieConsentMockState,
  propertyId: number,
  range: DayRange,
): Schemas['ConsentDay'][] {
  const byDay = new Map(daysIn(cc, propertyId, range).map((d) => [d.day, d]));
  return daysOf(range).map((day) => {
    const d = byDay.get(day);
    return {
      day,
      consents: d ? total(d) : 0,
      accept_all: d?.accept_all ?? 0,
      reject_all: d?.reject_all ?? 0,
      custom: d?.custom ?? 0,
      gpc: d?.gpc ?? 0,
      pageviews: d?.pageviews ?? 0,
    };
  });
}

/** The property's categories in their order (custom ones keyed c<id>, as the embed names them), and the devices. */
export function consentBreakdown(
  cc: CookieConsentMockState,
  propertyId: number,
  range: DayRange,
): Schemas['ConsentBreakdown'] {
  const days = daysIn(cc, propertyId, range);
  const categories = cc.categories
    .list((c) => c.property_id === propertyId)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((c) => {
      const key = c.key ?? `c${c.id}`;
      const counts = days.map((d) => d.categories[key]);
      return {
        key,
        name: c.name,
        granted: counts.reduce((n, x) => n + (x?.granted ?? 0), 0),
        denied: counts.reduce((n, x) => n + (x?.denied ?? 0), 0),
      };
    });
  const devices = DEVICES.map((device) => ({
    device,
    consents: days.reduce((n, d) => n + d.devices[device], 0),
  }));
  return { categories, devices };
}

/** Countries with at least one choice, most first (then by code). */
export function consentCountries(
  cc: CookieConsentMockState,
  propertyId: number,
  range: DayRange,
): Schemas['ConsentCountry'][] {
  const byCountry = new Map<string, ChoiceCounts>();
  for (const day of daysIn(cc, propertyId, range)) {
    for (const [country, c] of Object.entries(day.countries)) {
      const sum = byCountry.get(country) ?? { accept_all: 0, reject_all: 0, custom: 0, opted_in: 0 };
      sum.accept_all += c.accept_all;
      sum.reject_all += c.reject_all;
      sum.custom += c.custom;
      sum.opted_in += c.opted_in;
      byCountry.set(country, sum);
    }
  }
  return [...byCountry]
    .map(([country, c]) => ({
      country,
      consents: total(c),
      accept_all: c.accept_all,
      reject_all: c.reject_all,
      custom: c.custom,
      opt_in_rate: rate(c.opted_in, total(c)),
    }))
    .filter((c) => c.consents > 0)
    .sort((a, b) => b.consents - a.consents || a.country.localeCompare(b.country));
}
