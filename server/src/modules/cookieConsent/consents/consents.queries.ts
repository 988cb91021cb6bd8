/**
 * The writes of a consent batch, inside its transaction: the records (one multi-row insert) and the
 * daily rollups the dashboard reads (one upsert per table), so the rollups never disagree with the
 * records they count. And the receipt's read: a consent id's newest records.
 */
import type { Db } from '../../../db/database.ts';
import { insertAsJson } from '../../../db/insert-json.ts';
import type { ConsentRecordRow } from './consent-record.ts';

/** A row about to be inserted: everything but what the database adds. */
export type NewConsentRow = Omit<
  ConsentRecordRow,
  'seq' | 'recorded_at' | 'granted' | 'denied' | 'consent_mode'
> & {
  seq: number;
  recorded_at: Date;
  granted: string[];
  denied: string[];
  /** Signal → granted | denied (the contract's ConsentModeState). */
  consent_mode: Record<string, string> | null;
};

/** The batch's records in one statement (one JSON parameter, however many rows). */
export async function insertConsentRecords(trx: Db, rows: readonly NewConsentRow[]): Promise<void> {
  if (rows.length) await insertAsJson(trx, 'consent_records', rows);
}

const REQUIRED_CATEGORY = 'necessary';

/** Adds the rows to consent_daily and consent_daily_categories. */
export async function addToRollups(trx: Db, rows: readonly NewConsentRow[]): Promise<void> {
  const daily = new Map<
    string,
    {
      property_id: number;
      day: string;
      country: string;
      device: string;
      choice: string;
      gpc: boolean;
      consents: number;
      opted_in: number;
    }
  >();
  const categories = new Map<
    string,
    { property_id: number; day: string; category: string; granted: number; denied: number }
  >();
  for (const r of rows) {
    const day = r.recorded_at.toISOString().slice(0, 10);
    const country = r.country ?? 'ZZ';
    const key = `${r.property_id}|${day}|${country}|${r.device}|${r.choice}|${r.gpc}`;
    const d = daily.get(key) ?? {
      property_id: r.property_id,
      day,
      country,
      device: r.device,
      choice: r.choice,
      gpc: r.gpc,
      consents: 0,
      opted_in: 0,
    };
    d.consents += 1;
    // Opted in: granted at least one category beyond the strictly necessary.
    if (r.granted.some((c) => c !== REQUIRED_CATEGORY)) d.opted_in += 1;
    daily.set(key, d);
    for (const [list, field] of [
      [r.granted, 'granted'],
      [r.denied, 'denied'],
    ] as const) {
      for (const category of list) {
        const ck = `${r.property_id}|${day}|${category}`;
        const c = categories.get(ck) ?? { property_id: r.property_id, day, category, granted: 0, denied: 0 };
        c[field] += 1;
        categories.set(ck, c);
      }
    }
  }
  if (daily.size) {
    await trx('consent_daily')
      .insert([...daily.values()])
      .onConflict(['property_id', 'day', 'country', 'device', 'choice', 'gpc'])
      .merge({
        consents: trx.raw('consent_daily.consents + excluded.consents'),
        opted_in: trx.raw('consent_daily.opted_in + excluded.opted_in'),
      });
  }
  if (categories.size) {
    await trx('consent_daily_categories')
      .insert([...categories.values()])
      .onConflict(['property_id', 'day', 'category'])
      .merge({
        granted: trx.raw('consent_daily_categories.granted + excluded.granted'),
        denied: trx.raw('consent_daily_categories.denied + excluded.denied'),
      });
  }
}

/** The consent id's newest records on the property (at most `limit`), newest first. */
export async function consentIdRecords(
  db: Db,
  propertyId: number,
  consentId: string,
  limit: number,
): Promise<ConsentRecordRow[]> {
  return (await db('consent_records')
    .where({ property_id: propertyId, consent_id: consentId })
    .orderBy('seq', 'desc')
    .limit(limit)
    .select('*')) as ConsentRecordRow[];
}
