/**
 * A consent record as the chain hashes it. The same function builds the object at write time (from
 * the row about to be inserted) and at check time (from the row read back), on pg and on PGlite, so
 * a record that was not altered always hashes the same.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { CONSENT_MODE_SIGNALS } from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';
import { canonicalJson } from '../../ledger/ledger.hash.ts';
import type { LinkedRecord } from '../../ledger/ledger.verify.ts';

/** The ledger name of Cookie Consent's chains (one chain per property id). */
export const CONSENT_LEDGER = 'cookie_consent';

export type ConsentRecord = Schemas['ConsentRecord'];

/** A consent_records row as knex gives it back (pg and PGlite differ in bigint and timestamp types). */
export interface ConsentRecordRow {
  property_id: number;
  seq: number | string | bigint;
  consent_id: string;
  recorded_at: Date | string;
  banner_version: number;
  choice: ConsentRecord['choice'];
  granted: string[] | string;
  denied: string[] | string;
  gpc: boolean;
  tc_string: string | null;
  consent_mode: ConsentRecord['consent_mode'] | Record<string, string> | string;
  region: string | null;
  country: string | null;
  device: ConsentRecord['device'];
  language: string | null;
  page_url: string;
  user_agent: string;
  ip_hash: string;
  over_limit: boolean;
  prev_hash: string;
  hash: string;
}

// jsonb comes back parsed from both drivers; a string only if a driver's parser is off.
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const RECORD_KEYS = new Set<string>([
  'seq',
  'consent_id',
  'recorded_at',
  'banner_version',
  'choice',
  'granted',
  'denied',
  'gpc',
  'tc_string',
  'consent_mode',
  'region',
  'country',
  'device',
  'page_url',
  'user_agent',
  'ip_hash',
  'over_limit',
] satisfies Array<keyof ConsentRecord>);
// Sorted as RFC 8785 sorts keys (UTF-16 code units; the signals are ASCII).
const SORTED_SIGNALS = [...CONSENT_MODE_SIGNALS].sort();
const SIGNALS = new Set<string>(CONSENT_MODE_SIGNALS);

const onlyKnown = (object: object, known: Set<string>) => Object.keys(object).every((k) => known.has(k));

/**
 * The record's RFC 8785 JSON, the same text canonicalJson (the `canonicalize` package) makes, three
 * times quicker: the record made again with its keys in sorted order, Consent Mode's too, and written
 * by the native JSON.stringify, which writes strings and integers as RFC 8785 does. A record with a key
 * this does not know (the contract allows none) goes to canonicalJson, so no key is ever left out.
 */
export function consentRecordJson(r: ConsentRecord): string {
  if (!onlyKnown(r, RECORD_KEYS)) return canonicalJson(r);
  return pendingRecordJson(r);
}

/**
 * consentRecordJson of a record built with only its own keys (pendingConsentRecord's), without
 * checking them: ingestion makes one for every record it takes.
 */
export function pendingRecordJson(r: ConsentRecord): string {
  const mode = r.consent_mode;
  if (mode && !onlyKnown(mode, SIGNALS)) return canonicalJson(r);
  let sortedMode: Record<string, string> | null = null;
  if (mode) {
    sortedMode = {};
    for (const signal of SORTED_SIGNALS) {
      const value = (mode as Record<string, string | undefined>)[signal];
      if (value !== undefined) sortedMode[signal] = value;
    }
  }
  // Keys in sorted order; an undefined value is left out, as canonicalize leaves it out.
  return JSON.stringify({
    banner_version: r.banner_version,
    choice: r.choice,
    consent_id: r.consent_id,
    consent_mode: mode === undefined ? undefined : sortedMode,
    country: r.country,
    denied: r.denied,
    device: r.device,
    gpc: r.gpc,
    granted: r.granted,
    ip_hash: r.ip_hash,
    over_limit: r.over_limit,
    page_url: r.page_url,
    recorded_at: r.recorded_at,
    region: r.region,
    seq: r.seq,
    tc_string: r.tc_string,
    user_agent: r.user_agent,
  });
}

/** A row about to be stored, before its place in the chain and its limit flag. */
export type PendingConsentFields = Omit<
  ConsentRecordRow,
  'seq' | 'recorded_at' | 'over_limit' | 'prev_hash' | 'hash' | 'granted' | 'denied' | 'consent_mode'
> & { granted: string[]; denied: string[]; consent_mode: Record<string, string> | null };

/**
 * The record of a row about to be stored, exactly as toConsentRecord reads it back once stored, built
 * field by field with the batch's time already as text: ingestion links every record it takes.
 */
export function pendingConsentRecord(
  row: PendingConsentFields,
  seq: number,
  recordedAt: string,
  overLimit: boolean,
): ConsentRecord {
  return {
    seq,
    consent_id: row.consent_id,
    recorded_at: recordedAt,
    banner_version: row.banner_version,
    choice: row.choice,
    granted: row.granted,
    denied: row.denied,
    gpc: row.gpc,
    tc_string: row.tc_string ?? null,
    consent_mode: (row.consent_mode as ConsentRecord['consent_mode']) ?? null,
    region: row.region ?? null,
    country: row.country ?? null,
    device: row.device,
    page_url: row.page_url,
    user_agent: row.user_agent,
    ip_hash: row.ip_hash,
    over_limit: overLimit,
  };
}

/** The record the hash covers; recorded_at is ISO 8601 UTC with milliseconds (what JS dates hold). */
export function toConsentRecord(row: ConsentRecordRow): ConsentRecord {
  // A stored row's fields are a pending row's, except that a driver may give these as text.
  const record = pendingConsentRecord(
    row as unknown as PendingConsentFields,
    Number(row.seq),
    new Date(row.recorded_at).toISOString(),
    row.over_limit,
  );
  record.banner_version = Number(row.banner_version);
  record.granted = json(row.granted);
  record.denied = json(row.denied);
  record.consent_mode = (json(row.consent_mode) as ConsentRecord['consent_mode']) ?? null;
  return record;
}

/**
 * A property's chain in ascending seq, read in keyset batches (seq > last ORDER BY seq LIMIT n), for
 * verifyLinks. Every batch is its own query, so on PGlite other work can run between them.
 */
export async function* consentChainRows(
  db: Db,
  propertyId: number,
  batchSize = 5000,
): AsyncGenerator<LinkedRecord[]> {
  let after = 0;
  for (;;) {
    const rows = (await db('consent_records')
      .where('property_id', propertyId)
      .andWhere('seq', '>', after)
      .orderBy('seq', 'asc')
      .limit(batchSize)
      .select('*')) as ConsentRecordRow[];
    if (!rows.length) return;
    yield rows.map((row) => ({
      seq: Number(row.seq),
      prev_hash: row.prev_hash,
      hash: row.hash,
      record: toConsentRecord(row),
    }));
    if (rows.length < batchSize) return;
    after = Number(rows[rows.length - 1]?.seq);
  }
}
