/**
 * The dashboard's reads, from the daily rollups only (consent_daily, consent_daily_categories,
 * pageviews_daily), each bounded by its primary key's (property_id, day) prefix: a year of a busy
 * property is days × countries × devices × choices rows, whatever the number of records behind them.
 */
import type { Db } from '../../../db/database.ts';
import type { DayRange } from '../tracking/day-range.ts';

const n = (v: unknown) => Number(v ?? 0);

export interface ChoiceTotals {
  consents: number;
  accept_all: number;
  reject_all: number;
  custom: number;
  opted_in: number;
  gpc: number;
}

const TOTALS_SQL = `
  coalesce(sum(consents), 0) as consents,
  coalesce(sum(consents) filter (where choice = 'accept_all'), 0) as accept_all,
  coalesce(sum(consents) filter (where choice = 'reject_all'), 0) as reject_all,
  coalesce(sum(consents) filter (where choice = 'custom'), 0) as custom,
  coalesce(sum(opted_in), 0) as opted_in,
  coalesce(sum(consents) filter (where gpc), 0) as gpc`;

const totals = (row: Record<string, unknown> | undefined): ChoiceTotals => ({
  consents: n(row?.consents),
  accept_all: n(row?.accept_all),
  reject_all: n(row?.reject_all),
  custom: n(row?.custom),
  opted_in: n(row?.opted_in),
  gpc: n(row?.gpc),
});

const inRange = (db: Db, table: string, propertyId: number, from: string, to: string) =>
  db(table).where({ property_id: propertyId }).andWhere('day', '>=', from).andWhere('day', '<=', to);

export async function choiceTotals(
  db: Db,
  propertyId: number,
  from: string,
  to: string,
): Promise<ChoiceTotals> {
  return totals(await inRange(db, 'consent_daily', propertyId, from, to).first(db.raw(TOTALS_SQL)));
}

export async function pageviewTotal(db: Db, propertyId: number, from: string, to: string): Promise<number> {
  const row = await inRange(db, 'pageviews_daily', propertyId, from, to).first(
    db.raw('coalesce(sum(count), 0) as n'),
  );
  return n(row?.n);
}

export async function dailyChoices(db: Db, propertyId: number, range: DayRange) {
  const rows = (await inRange(db, 'consent_daily', propertyId, range.from, range.to)
    .groupBy('day')
    .select(db.raw(`day::text as day, ${TOTALS_SQL}`))) as Array<Record<string, unknown>>;
  return new Map(rows.map((r) => [String(r.day), totals(r)]));
}

export async function dailyPageviews(
  db: Db,
  propertyId: number,
  range: DayRange,
): Promise<Map<string, number>> {
  const rows = (await inRange(db, 'pageviews_daily', propertyId, range.from, range.to).select(
    db.raw('day::text as day'),
    'count',
  )) as Array<{ day: string; count: unknown }>;
  return new Map(rows.map((r) => [r.day, n(r.count)]));
}

export async function categoryTotals(db: Db, propertyId: number, range: DayRange) {
  const rows = (await inRange(db, 'consent_daily_categories', propertyId, range.from, range.to)
    .groupBy('category')
    .select('category', db.raw('sum(granted) as granted'), db.raw('sum(denied) as denied'))) as Array<{
    category: string;
    granted: unknown;
    denied: unknown;
  }>;
  return rows.map((r) => ({ key: r.category, granted: n(r.granted), denied: n(r.denied) }));
}

export async function deviceTotals(db: Db, propertyId: number, range: DayRange) {
  const rows = (await inRange(db, 'consent_daily', propertyId, range.from, range.to)
    .groupBy('device')
    .select('device', db.raw('sum(consents) as consents'))) as Array<{ device: string; consents: unknown }>;
  return rows.map((r) => ({ device: r.device, consents: n(r.consents) }));
}

/** Choices per country, most first (at most 300: the contract's bound; there are 250 codes and ZZ). */
export async function countryTotals(db: Db, propertyId: number, range: DayRange) {
  const rows = (await inRange(db, 'consent_daily', propertyId, range.from, range.to)
    .groupBy('country')
    .select(db.raw(`country, ${TOTALS_SQL}`))
    .orderByRaw('sum(consents) desc, country')
    .limit(300)) as Array<Record<string, unknown>>;
  return rows.map((r) => ({ country: String(r.country), ...totals(r) }));
}

export async function installationRow(db: Db, propertyId: number) {
  return (await db('embed_installations').where({ property_id: propertyId }).first()) as
    | {
        last_seen_at: Date;
        last_seen_url: string;
        consent_mode_first: boolean;
        google_tag_before: boolean;
        embed_version: string | null;
      }
    | undefined;
}
