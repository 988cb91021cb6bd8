import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageQuery } from '../../../db/keyset.ts';

export type ScanStatus = Schemas['ScanStatus'];

export interface ScanResultData {
  findings: Schemas['ScanFinding'][];
  pages: Schemas['ScanPage'][];
  scripts: Schemas['ScanJobDetails']['scripts'];
}

export interface ScanJobRow {
  id: number;
  property_id: number;
  status: ScanStatus;
  trigger: 'manual' | 'schedule';
  start_url: string;
  max_pages: number;
  three_state: boolean;
  behind_login: boolean;
  pages_total: number;
  pages_done: number;
  cookies_found: number;
  new_cookies: number;
  violations: number;
  error: string | null;
  queue_job_id: string | null;
  schedule_id: number | null;
  result: ScanResultData | null;
  created_by: number | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentScanJob(row: ScanJobRow): Schemas['ScanJob'] {
  return {
    id: row.id,
    status: row.status,
    trigger: row.trigger,
    start_url: row.start_url,
    max_pages: row.max_pages,
    three_state: row.three_state,
    behind_login: row.behind_login,
    pages_total: row.pages_total,
    pages_done: row.pages_done,
    cookies_found: row.cookies_found,
    new_cookies: row.new_cookies,
    violations: row.violations,
    error: row.error,
    created_at: new Date(row.created_at).toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  };
}

export const ACTIVE_SCAN_STATUSES: readonly ScanStatus[] = ['queued', 'running'];

export type NewScanJob = Pick<
  ScanJobRow,
  | 'property_id'
  | 'trigger'
  | 'start_url'
  | 'max_pages'
  | 'three_state'
  | 'behind_login'
  | 'created_by'
  | 'schedule_id'
>;

export async function insertScanJob(db: Db, job: NewScanJob): Promise<ScanJobRow> {
  const [row] = await db('scan_jobs').insert(job).returning('*');
  return row as ScanJobRow;
}

export async function findScanJob(db: Db, propertyId: number, id: number): Promise<ScanJobRow | undefined> {
  return (await db('scan_jobs').where({ property_id: propertyId, id }).first()) as ScanJobRow | undefined;
}

export async function findScanJobById(db: Db, id: number): Promise<ScanJobRow | undefined> {
  return (await db('scan_jobs').where({ id }).first()) as ScanJobRow | undefined;
}

export async function activeScanJob(db: Db, propertyId: number): Promise<ScanJobRow | undefined> {
  return (await db('scan_jobs')
    .where({ property_id: propertyId })
    .whereIn('status', ACTIVE_SCAN_STATUSES)
    .first()) as ScanJobRow | undefined;
}

/** The newest scan (any state), or the newest finished one. */
export async function latestScanJob(
  db: Db,
  propertyId: number,
  finishedOnly = false,
): Promise<ScanJobRow | undefined> {
  const q = db('scan_jobs').where({ property_id: propertyId });
  if (finishedOnly) q.whereNotIn('status', ACTIVE_SCAN_STATUSES);
  return (await q
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first()) as ScanJobRow | undefined;
}

const NEWEST: Keyset = {
  parts: [
    { sql: 'created_at', type: 'timestamptz' },
    { sql: 'id', type: 'integer' },
  ],
  direction: 'desc',
};

export async function scanJobPage(db: Db, propertyId: number, paging: PageQuery) {
  const q = db('scan_jobs')
    .where({ property_id: propertyId })
    .select(
      'id',
      'property_id',
      'status',
      'trigger',
      'start_url',
      'max_pages',
      'three_state',
      'behind_login',
      'pages_total',
      'pages_done',
      'cookies_found',
      'new_cookies',
      'violations',
      'error',
      'created_at',
      'started_at',
      'finished_at',
    );
  return keysetPage<ScanJobRow>(q, NEWEST, paging);
}

export async function updateScanJob(db: Db, id: number, patch: Partial<ScanJobRow>): Promise<void> {
  const { result, ...rest } = patch;
  await db('scan_jobs')
    .where({ id })
    .update({ ...rest, ...(result === undefined ? {} : { result: JSON.stringify(result) }) });
}

/** Moves a scan on only from the states it may leave (a cancelled scan stays cancelled). */
export async function transitionScanJob(
  db: Db,
  id: number,
  from: readonly ScanStatus[],
  patch: Partial<ScanJobRow>,
): Promise<boolean> {
  const { result, ...rest } = patch;
  // `returning` counts alike on PostgreSQL and PGlite (whose knex driver answers no row count).
  const moved = await db('scan_jobs')
    .where({ id })
    .whereIn('status', from)
    .update({ ...rest, ...(result === undefined ? {} : { result: JSON.stringify(result) }) })
    .returning('id');
  return moved.length > 0;
}

export async function scanJobStatus(db: Db, id: number): Promise<ScanStatus | undefined> {
  const row = await db('scan_jobs').where({ id }).first('status');
  return row?.status as ScanStatus | undefined;
}

// ---- schedules ------------------------------------------------------------------------------------

export interface ScanScheduleRow {
  id: number;
  property_id: number;
  frequency: Schemas['ScanFrequency'];
  hour: number;
  three_state: boolean;
  enabled: boolean;
  next_run_at: Date;
  last_run_at: Date | null;
}

export function presentSchedule(row: ScanScheduleRow): Schemas['ScanSchedule'] {
  return {
    id: row.id,
    frequency: row.frequency,
    hour: row.hour,
    three_state: row.three_state,
    enabled: row.enabled,
    next_run_at: new Date(row.next_run_at).toISOString(),
    last_run_at: iso(row.last_run_at),
  };
}

export async function propertySchedules(db: Db, propertyId: number): Promise<ScanScheduleRow[]> {
  return (await db('scan_schedules').where({ property_id: propertyId }).orderBy('id')) as ScanScheduleRow[];
}

export async function countSchedules(db: Db, propertyId: number): Promise<number> {
  const row = await db('scan_schedules')
    .where({ property_id: propertyId })
    .count<{ n: string }>('* as n')
    .first();
  return Number(row?.n ?? 0);
}

export async function insertSchedule(
  db: Db,
  row: Omit<ScanScheduleRow, 'id' | 'last_run_at'>,
): Promise<ScanScheduleRow> {
  const [created] = await db('scan_schedules').insert(row).returning('*');
  return created as ScanScheduleRow;
}

export async function updateSchedule(
  db: Db,
  propertyId: number,
  id: number,
  patch: Partial<ScanScheduleRow>,
): Promise<ScanScheduleRow | undefined> {
  const [row] = await db('scan_schedules')
    .where({ property_id: propertyId, id })
    .update({ ...patch, updated_at: db.fn.now() })
    .returning('*');
  return row as ScanScheduleRow | undefined;
}

export async function deleteSchedule(db: Db, propertyId: number, id: number): Promise<boolean> {
  return (
    (await db('scan_schedules').where({ property_id: propertyId, id }).delete().returning('id')).length > 0
  );
}

/** Due schedules, locked so that two workers never start the same one (SKIP LOCKED). */
export async function lockDueSchedules(db: Db, now: Date, limit: number): Promise<ScanScheduleRow[]> {
  return (await db('scan_schedules')
    .where('enabled', true)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()) as ScanScheduleRow[];
}

/** Records a schedule's run and moves it to its next time (inside the transaction that locked it). */
export async function advanceSchedule(db: Db, id: number, ranAt: Date, next: Date): Promise<void> {
  await db('scan_schedules')
    .where({ id })
    .update({ last_run_at: ranAt, next_run_at: next, updated_at: ranAt });
}

/** What a scheduled run needs of its property: the address to scan and the company whose licence counts. */
export async function scheduledProperty(
  db: Db,
  propertyId: number,
): Promise<{ id: number; url: string; company_id: number } | undefined> {
  return db('properties').where({ id: propertyId }).first('id', 'url', 'company_id');
}

// ---- scan behind login ------------------------------------------------------------------------------

export interface ScanLoginRow {
  property_id: number;
  login_url: string;
  username_selector: string;
  password_selector: string;
  submit_selector: string;
  username: string;
  password_sealed: string;
  updated_at: Date;
}

export function presentScanLogin(row: ScanLoginRow): Schemas['ScanLogin'] {
  return {
    login_url: row.login_url,
    username_selector: row.username_selector,
    password_selector: row.password_selector,
    submit_selector: row.submit_selector,
    username: row.username,
    password_set: row.password_sealed.length > 0,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function findScanLogin(db: Db, propertyId: number): Promise<ScanLoginRow | undefined> {
  return (await db('scan_logins').where({ property_id: propertyId }).first()) as ScanLoginRow | undefined;
}

export async function upsertScanLogin(db: Db, row: Omit<ScanLoginRow, 'updated_at'>): Promise<ScanLoginRow> {
  const [saved] = await db('scan_logins')
    .insert(row)
    .onConflict('property_id')
    .merge({ ...row, updated_at: db.fn.now() })
    .returning('*');
  return saved as ScanLoginRow;
}

export async function deleteScanLogin(db: Db, propertyId: number): Promise<boolean> {
  return (
    (await db('scan_logins').where({ property_id: propertyId }).delete().returning('property_id')).length > 0
  );
}
