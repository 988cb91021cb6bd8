/**
 * The writes of a consent batch: the records and the daily rollups the dashboard reads, in one
 * transaction or one statement, so the rollups never disagree with the records they count. And the
 * receipt's read: a consent id's newest records.
 */
import type { Db } from '../../../db/database.ts';
import { insertJsonText } from '../../../db/insert-json.ts';
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

/**
 * The batch's records in one statement: its rows as JSON text (every column), as linkRows made them
 * beside the hashes, so they are not made twice.
 */
export async function insertConsentRecords(trx: Db, rowsJson: string): Promise<void> {
  await insertJsonText(trx, 'consent_records', rowsJson);
}

const REQUIRED_CATEGORY = 'necessary';

interface DailyRow {
  property_id: number;
  day: string;
  country: string;
  device: string;
  choice: string;
  gpc: boolean;
  consents: number;
  opted_in: number;
}

interface CategoryRow {
  property_id: number;
  day: string;
  category: string;
  granted: number;
  denied: number;
}

/** What the rows add to consent_daily and consent_daily_categories. */
function rollupsOf(rows: readonly NewConsentRow[]): { daily: DailyRow[]; categories: CategoryRow[] } {
  const daily = new Map<string, DailyRow>();
  const categories = new Map<string, CategoryRow>();
  // A batch's rows share one time: its day is worked out once.
  let at: Date | undefined;
  let day = '';
  const count = (r: NewConsentRow, day: string, list: readonly string[], field: 'granted' | 'denied') => {
    for (const category of list) {
      const ck = `${r.property_id}|${day}|${category}`;
      const c = categories.get(ck) ?? { property_id: r.property_id, day, category, granted: 0, denied: 0 };
      c[field] += 1;
      categories.set(ck, c);
    }
  };
  for (const r of rows) {
    if (r.recorded_at !== at) {
      at = r.recorded_at;
      day = at.toISOString().slice(0, 10);
    }
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
    count(r, day, r.granted, 'granted');
    count(r, day, r.denied, 'denied');
  }
  return { daily: [...daily.values()], categories: [...categories.values()] };
}

// The rollups' upserts, shared by addToRollups and appendAtKnownHead: rows from one JSON parameter.
const DAILY_UPSERT = `INSERT INTO consent_daily SELECT * FROM json_populate_recordset(NULL::consent_daily, ?::json)
  ON CONFLICT (property_id, day, country, device, choice, gpc) DO UPDATE
  SET consents = consent_daily.consents + excluded.consents, opted_in = consent_daily.opted_in + excluded.opted_in`;
const CATEGORY_UPSERT = `INSERT INTO consent_daily_categories
  SELECT * FROM json_populate_recordset(NULL::consent_daily_categories, ?::json)
  ON CONFLICT (property_id, day, category) DO UPDATE
  SET granted = consent_daily_categories.granted + excluded.granted,
      denied = consent_daily_categories.denied + excluded.denied`;

/** Adds the rows to consent_daily and consent_daily_categories. */
export async function addToRollups(trx: Db, rows: readonly NewConsentRow[]): Promise<void> {
  const { daily, categories } = rollupsOf(rows);
  if (daily.length) await trx.raw(DAILY_UPSERT, [JSON.stringify(daily)]);
  if (categories.length) await trx.raw(CATEGORY_UPSERT, [JSON.stringify(categories)]);
}

export interface KnownHeadAppend {
  ledger: string;
  propertyId: number;
  /** The usage counter's period (YYYY-MM) and the count it holds before this batch. */
  month: string;
  used: number;
  /** The chain's head before this batch. */
  head: { seq: number; hash: string };
  /** The linked rows, seq head.seq + 1 onwards. */
  rows: readonly NewConsentRow[];
  /** The rows as JSON (every column), when the caller already has it. */
  rowsJson?: string;
}

/**
 * A batch in ONE statement, when this process knows the chain's head and the month's consent count
 * (from its previous batch): the counter, the head, the records and the rollups move together, and
 * only if the count and the head are still what it knows. Otherwise nothing changes and it returns
 * false (another replica wrote, a new month began): the caller takes the locking transaction, which
 * locks the counter and then the head, in this statement's order. When only one of the two checks
 * held (the counter was changed by other means), the guard's division by zero fails the whole
 * statement, which changes nothing, and that is taken as false too.
 */
export async function appendAtKnownHead(db: Db, a: KnownHeadAppend): Promise<boolean> {
  const last = a.rows[a.rows.length - 1] as NewConsentRow;
  const { daily, categories } = rollupsOf(a.rows);
  const sql = `
    WITH counter AS (
      UPDATE usage_counters SET count = count + ?
      WHERE scope_kind = 'property' AND scope_id = ? AND metric = 'consents' AND period = ? AND count = ?
      RETURNING 1
    ), head AS (
      UPDATE ledger_heads SET seq = ?, hash = ?
      WHERE ledger = ? AND chain_id = ? AND seq = ? AND hash = ? AND EXISTS (SELECT 1 FROM counter)
      RETURNING 1
    ), records AS (
      INSERT INTO consent_records
      SELECT * FROM json_populate_recordset(NULL::consent_records, ?::json) WHERE EXISTS (SELECT 1 FROM head)
      RETURNING 1
    ), daily AS (
      ${DAILY_UPSERT.replace('?::json)', '?::json) WHERE EXISTS (SELECT 1 FROM head)')} RETURNING 1
    ), categories AS (
      ${CATEGORY_UPSERT.replace('?::json)', '?::json) WHERE EXISTS (SELECT 1 FROM head)')} RETURNING 1
    )
    SELECT CASE WHEN (SELECT count(*) FROM counter) = (SELECT count(*) FROM head)
      THEN (SELECT count(*) FROM records)
      ELSE (SELECT count(*) FROM head) / 0 END AS inserted`;
  try {
    const result = await db.raw(sql, [
      a.rows.length,
      a.propertyId,
      a.month,
      a.used,
      last.seq,
      last.hash,
      a.ledger,
      a.propertyId,
      a.head.seq,
      a.head.hash,
      a.rowsJson ?? JSON.stringify(a.rows),
      JSON.stringify(daily),
      JSON.stringify(categories),
    ]);
    const row = (result.rows as Array<{ inserted: string | number }>)[0];
    return Number(row?.inserted) === a.rows.length;
  } catch (err) {
    if ((err as { code?: string }).code === '22012') return false; // the guard: nothing was written
    throw err;
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
