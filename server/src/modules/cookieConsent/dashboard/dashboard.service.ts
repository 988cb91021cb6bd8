/**
 * The Cookie Consent dashboard (issue 14, item 5) and the installation check (item 6), shaped for the
 * contract from the rollup reads. Rates are shares of the choices in the range: opted in = granted at
 * least one optional category (consent_daily.opted_in, counted when the record is written).
 */
import { licenceLimits, type PlanTier, type Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { categoryNames } from '../tracking/category-names.ts';
import { type DayRange, daysOf, isoDay } from '../tracking/day-range.ts';
import {
  categoryTotals,
  choiceTotals,
  countryTotals,
  dailyChoices,
  dailyPageviews,
  deviceTotals,
  installationRow,
  pageviewTotal,
} from './dashboard.queries.ts';

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** The first day of the UTC month of `now`. */
const monthStart = (now: Date) => `${isoDay(now).slice(0, 7)}-01`;

export async function consentSummary(
  db: Db,
  propertyId: number,
  tier: PlanTier,
  range: DayRange,
  now: Date = new Date(),
): Promise<Schemas['ConsentSummary']> {
  const t = await choiceTotals(db, propertyId, range.from, range.to);
  const today = isoDay(now);
  const month = await choiceTotals(db, propertyId, monthStart(now), today);
  const limits = licenceLimits('cookieConsent', tier);
  return {
    from: range.from,
    to: range.to,
    consents: t.consents,
    accept_all: t.accept_all,
    reject_all: t.reject_all,
    custom: t.custom,
    opt_in_rate: share(t.opted_in, t.consents),
    opt_out_rate: t.consents > 0 ? share(t.consents - t.opted_in, t.consents) : 0,
    gpc: t.gpc,
    pageviews: await pageviewTotal(db, propertyId, range.from, range.to),
    month_pageviews: await pageviewTotal(db, propertyId, monthStart(now), today),
    pageviews_limit: limits.pageviews,
    month_consents: month.consents,
    consents_limit: limits.consents,
  };
}

export async function consentActivity(
  db: Db,
  propertyId: number,
  range: DayRange,
): Promise<Schemas['ConsentDay'][]> {
  const choices = await dailyChoices(db, propertyId, range);
  const views = await dailyPageviews(db, propertyId, range);
  return daysOf(range).map((day) => {
    const c = choices.get(day);
    return {
      day,
      consents: c?.consents ?? 0,
      accept_all: c?.accept_all ?? 0,
      reject_all: c?.reject_all ?? 0,
      custom: c?.custom ?? 0,
      gpc: c?.gpc ?? 0,
      pageviews: views.get(day) ?? 0,
    };
  });
}

const DEVICES = ['desktop', 'mobile', 'tablet', 'other'] as const;

export async function consentBreakdown(
  db: Db,
  propertyId: number,
  range: DayRange,
): Promise<Schemas['ConsentBreakdown']> {
  const names = await categoryNames(db, propertyId);
  const order = [...names.keys()];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const categories = (await categoryTotals(db, propertyId, range))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key))
    .slice(0, 200)
    // A category deleted since keeps its counts under its key.
    .map((c) => ({ key: c.key, name: names.get(c.key) ?? c.key, granted: c.granted, denied: c.denied }));
  const byDevice = new Map((await deviceTotals(db, propertyId, range)).map((d) => [d.device, d.consents]));
  return {
    categories,
    devices: DEVICES.filter((d) => byDevice.has(d)).map((device) => ({
      device,
      consents: byDevice.get(device) ?? 0,
    })),
  };
}

export async function consentCountries(
  db: Db,
  propertyId: number,
  range: DayRange,
): Promise<Schemas['ConsentCountry'][]> {
  return (await countryTotals(db, propertyId, range)).map((c) => ({
    country: c.country,
    consents: c.consents,
    accept_all: c.accept_all,
    reject_all: c.reject_all,
    custom: c.custom,
    opt_in_rate: share(c.opted_in, c.consents),
  }));
}

/** The embed's address on this server, and the one line that installs it. */
export function embedScriptUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/$/, '')}/embed/v1/consent.js`;
}

export async function installation(
  db: Db,
  propertyId: number,
  baseUrl: string,
): Promise<Schemas['Installation']> {
  const scriptUrl = embedScriptUrl(baseUrl);
  const seen = await installationRow(db, propertyId);
  return {
    property_id: propertyId,
    script_url: scriptUrl,
    // No async or defer: the script must run before any other tag to set Consent Mode's defaults first.
    snippet: `<script src="${scriptUrl}" data-property="${propertyId}"></script>`,
    last_seen_at: seen ? new Date(seen.last_seen_at).toISOString() : null,
    last_seen_url: seen?.last_seen_url ?? null,
    consent_mode_first: seen?.consent_mode_first ?? null,
    google_tag_before: seen?.google_tag_before ?? null,
    embed_version: seen?.embed_version ?? null,
  };
}
