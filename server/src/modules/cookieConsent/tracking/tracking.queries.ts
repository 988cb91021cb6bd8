/**
 * Reads of the consent log: a page of it (keyset on the log index, newest first), one record with its
 * neighbour's link and its consent id's history, and what the filters offer. Nothing here scans the
 * whole table: every query is bounded by the index's property_id prefix and a range or a LIMIT.
 */
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageQuery } from '../../../db/keyset.ts';
import type { ConsentRecordRow } from '../consents/consent-record.ts';
import { applyConsentFilters, type ConsentFilters } from './tracking.filters.ts';

/** The log's order: the index consent_records_log (property_id, recorded_at DESC, seq DESC). */
export const LOG_KEYSET: Keyset = {
  parts: [
    { sql: 'consent_records.recorded_at', type: 'timestamptz' },
    { sql: 'consent_records.seq', type: 'integer' },
  ],
  direction: 'desc',
};

/** A consent id's history shows at most this many records (the contract's maxItems). */
export const HISTORY_LIMIT = 100;

/** Regions offered as filters come from this many newest records: distinct regions of the whole log would scan it. */
export const REGION_SAMPLE = 20_000;

export function consentLogPage(db: Db, propertyId: number, filters: ConsentFilters, page: PageQuery) {
  const query = applyConsentFilters(db('consent_records').select('consent_records.*'), propertyId, filters);
  return keysetPage<ConsentRecordRow>(query, LOG_KEYSET, page);
}

export async function findConsentRecord(
  db: Db,
  propertyId: number,
  seq: number,
): Promise<ConsentRecordRow | undefined> {
  return (await db('consent_records').where({ property_id: propertyId, seq }).first()) as
    | ConsentRecordRow
    | undefined;
}

/** The hash of the record before `seq` in the chain, or undefined when that record is missing. */
export async function previousHash(db: Db, propertyId: number, seq: number): Promise<string | undefined> {
  const row = await db('consent_records')
    .where({ property_id: propertyId, seq: seq - 1 })
    .first('hash');
  return row?.hash as string | undefined;
}

export async function consentHistory(
  db: Db,
  propertyId: number,
  consentId: string,
): Promise<ConsentRecordRow[]> {
  return (await db('consent_records')
    .where({ property_id: propertyId, consent_id: consentId })
    .orderBy('seq', 'desc')
    .limit(HISTORY_LIMIT)) as ConsentRecordRow[];
}

/** The first and last day with consents, and the countries seen, from the daily rollups. */
export async function rollupExtent(db: Db, propertyId: number) {
  const span = (await db('consent_daily')
    .where({ property_id: propertyId })
    .first(db.raw('min(day)::text as first_day'), db.raw('max(day)::text as last_day'))) as {
    first_day: string | null;
    last_day: string | null;
  };
  const countries = (await db('consent_daily')
    .where({ property_id: propertyId })
    .distinct('country')
    .orderBy('country')
    .limit(300)
    .pluck('country')) as string[];
  return { first_day: span?.first_day ?? null, last_day: span?.last_day ?? null, countries };
}

/** Regions of the newest records (a bounded sample through the log index). */
export async function recentRegions(db: Db, propertyId: number): Promise<string[]> {
  const recent = db('consent_records')
    .where({ property_id: propertyId })
    .whereNotNull('region')
    .orderBy([
      { column: 'recorded_at', order: 'desc' },
      { column: 'seq', order: 'desc' },
    ])
    .limit(REGION_SAMPLE)
    .select('region');
  return (await db
    .from(recent.as('recent'))
    .distinct('region')
    .orderBy('region')
    .limit(500)
    .pluck('region')) as string[];
}

/** Banner versions a record can carry: the property's published versions. */
export async function bannerVersionNumbers(db: Db, propertyId: number): Promise<number[]> {
  return (
    (await db('banner_versions')
      .where({ property_id: propertyId })
      .orderBy('version', 'desc')
      .limit(1000)
      .pluck('version')) as number[]
  ).map(Number);
}
