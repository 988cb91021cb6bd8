/**
 * The inbox export worker: walks the filtered requests in keyset batches (by id), writes them as CSV
 * to a temporary file under DATA_DIR/exports/, reports rows done of the total counted at the start,
 * and renames the file into place only when every row is written, so a download never gets half a file.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  DSAR_CSV_COLUMNS,
  dsarCsvCells,
  exportFileName,
  personName,
  requestReference,
} from '@privacy-portal/sdk/dsar';
import { stringify } from 'csv-stringify/sync';
import { type Keyset, keysetPage } from '../../../db/keyset.ts';
import type { Deps } from '../../../deps.ts';
import type { JobRecord, QueueDefinition } from '../../jobs/jobs.queue.ts';
import { dsarSettings } from '../settings/settings.queries.ts';
import { findDsarExportById, transitionDsarExport } from './export.queries.ts';
import { DSAR_EXPORT_QUEUE, type DsarExportJobData, dsarExportPath } from './export.service.ts';
import { type FilterContext, filteredRequests, type RequestFilters } from './requests.queries.ts';

/** Rows per query: large enough to be quick, small enough that PGlite serves the API between batches. */
export const DSAR_EXPORT_BATCH = 2000;

export function dsarExportQueue(): QueueDefinition {
  // No retry: a failed export is marked failed and the user starts another.
  return {
    name: DSAR_EXPORT_QUEUE.name,
    retryLimit: 0,
    retryDelay: 30,
    retryBackoff: false,
    expireInSeconds: 3 * 3600,
    retentionDays: 7,
  };
}

export interface ExportRequestRow {
  id: number;
  status: string;
  request_type: string;
  subject_type: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  state: string | null;
  jurisdiction: string;
  received_at: Date | string;
  due_on: string;
  extended: boolean;
  closed_at: Date | string | null;
  outcome: string | null;
  assignee_first: string | null;
  assignee_last: string | null;
  assignee_email: string | null;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

/**
 * One export line in DSAR_CSV_COLUMNS order (sdk dsarCsvCells): a cell a spreadsheet would run as a
 * formula (OWASP CSV injection) gets a leading apostrophe, as names, e-mail addresses and places are
 * typed by the requester.
 */
const cells = (r: ExportRequestRow): string[] =>
  dsarCsvCells({
    reference: requestReference(r.id),
    status: r.status,
    request_type: r.request_type,
    subject_type: r.subject_type,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    country: r.country,
    state: r.state,
    jurisdiction: r.jurisdiction,
    received_at: iso(r.received_at),
    due_on: String(r.due_on).slice(0, 10),
    extended: r.extended,
    assignee: personName({ firstname: r.assignee_first, lastname: r.assignee_last, email: r.assignee_email }),
    closed_at: iso(r.closed_at),
    outcome: r.outcome,
  });

/** A batch of lines; the first batch carries the header. */
export function dsarCsv(rows: readonly ExportRequestRow[], header: boolean): string {
  return stringify(rows.map(cells), {
    header,
    columns: [...DSAR_CSV_COLUMNS],
    record_delimiter: 'unix',
  });
}

const BY_ID: Keyset = { parts: [{ sql: 'r.id', type: 'integer' }] };

const write = (out: WriteStream, text: string) =>
  new Promise<void>((resolve, reject) => {
    out.write(text, (err) => (err ? reject(err) : resolve()));
  });

const close = (out: WriteStream) =>
  new Promise<void>((resolve, reject) => {
    out.end((err?: Error | null) => (err ? reject(err) : resolve()));
  });

type WorkerDeps = Pick<Deps, 'db' | 'config' | 'logger' | 'jobs'>;

export function dsarExportWorker(deps: WorkerDeps) {
  const { db, logger } = deps;
  return async (job: JobRecord<DsarExportJobData>): Promise<void> => {
    const row = await findDsarExportById(db, job.data.exportId);
    if (!row || !(await transitionDsarExport(db, row.id, ['queued', 'running'], { status: 'running' }))) {
      return;
    }
    const final = dsarExportPath(deps.config.dataDir, row.id);
    const temp = `${final}.part`;
    try {
      const settings = await dsarSettings(db, row.organization_id);
      // The inbox as it was when the export was asked for: its day decides what is due soon or overdue.
      const ctx: FilterContext = {
        userId: row.requested_by ?? 0,
        today: new Date(row.created_at).toISOString().slice(0, 10),
        dueSoonDays: settings.due_soon_days,
      };
      const filters = row.filters as RequestFilters;
      const counted = (await filteredRequests(db, row.organization_id, filters, ctx)
        .count({ n: '*' })
        .first()) as { n: number | string };
      const total = Number(counted.n);
      await deps.jobs.reportProgress(job, 0, total);
      await mkdir(path.dirname(final), { recursive: true });
      const out = createWriteStream(temp);
      let done = 0;
      let after: string | undefined;
      try {
        do {
          const q = filteredRequests(db, row.organization_id, filters, ctx)
            .leftJoin('users as u', 'u.id', 'r.assignee_id')
            .select(
              'r.id',
              'r.status',
              'r.request_type',
              'r.subject_type',
              'r.first_name',
              'r.last_name',
              'r.email',
              'r.country',
              'r.state',
              'r.jurisdiction',
              'r.received_at',
              db.raw('r.due_on::text as due_on'),
              'r.extended',
              'r.closed_at',
              'r.outcome',
              'u.firstname as assignee_first',
              'u.lastname as assignee_last',
              'u.email as assignee_email',
            );
          const page = await keysetPage<ExportRequestRow>(q, BY_ID, {
            limit: DSAR_EXPORT_BATCH,
            ...(after ? { after } : {}),
          });
          await write(out, dsarCsv(page.rows, done === 0 && after === undefined));
          done += page.rows.length;
          after = page.page.next ?? undefined;
          // Requests arriving meanwhile can pass the count: never report done past total.
          await deps.jobs.reportProgress(job, done, after ? Math.max(total, done) : done);
        } while (after);
      } finally {
        await close(out);
      }
      await rename(temp, final);
      const name = exportFileName(row.organization_id, ctx.today);
      await transitionDsarExport(db, row.id, ['running'], {
        status: 'succeeded',
        file_name: name,
        done,
        total: done,
        finished_at: new Date(),
      });
    } catch (err) {
      logger.warn({ exportId: row.id, err: (err as Error).message }, 'DSAR request export failed');
      await rm(temp, { force: true });
      await transitionDsarExport(db, row.id, ['running'], { status: 'failed', finished_at: new Date() });
    }
  };
}
