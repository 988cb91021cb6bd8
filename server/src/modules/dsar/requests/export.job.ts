/**
 * The inbox export's rows for the shared export worker (exports/export-job.ts): the filtered requests
 * in keyset batches (by id), as CSV, with the total counted at the start.
 */
import {
  DSAR_CSV_COLUMNS,
  dsarCsvCells,
  exportFileName,
  personName,
  requestReference,
} from '@privacy-portal/sdk/dsar';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage } from '../../../db/keyset.ts';
import type { Deps } from '../../../deps.ts';
import { type ExportSource, exportQueue, exportWorker } from '../../exports/export-job.ts';
import { dsarSettings } from '../settings/settings.queries.ts';
import { type DsarExportRow, findDsarExportById, transitionDsarExport } from './export.queries.ts';
import { DSAR_EXPORT_QUEUE, dsarExportPath } from './export.service.ts';
import {
  type ExportRequestRow,
  exportRequestsQuery,
  type FilterContext,
  filteredRequests,
  type RequestFilters,
} from './requests.queries.ts';

export const dsarExportQueue = () => exportQueue(DSAR_EXPORT_QUEUE.name);

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

async function requestRows(db: Db, row: DsarExportRow): Promise<ExportSource<ExportRequestRow>> {
  const settings = await dsarSettings(db, row.organization_id);
  // The inbox as it was when the export was asked for: its day decides what is due soon or overdue.
  const ctx: FilterContext = {
    userId: row.requested_by ?? 0,
    today: new Date(row.created_at).toISOString().slice(0, 10),
    dueSoonDays: settings.due_soon_days,
  };
  const filters = row.filters as RequestFilters;
  const requests = () => filteredRequests(db, row.organization_id, filters, ctx);
  const counted = (await requests().count({ n: '*' }).first()) as { n: number | string };
  return {
    total: Number(counted.n),
    page: async (after, limit) => {
      const q = exportRequestsQuery(db, row.organization_id, filters, ctx);
      const page = await keysetPage<ExportRequestRow>(q, BY_ID, { limit, ...(after ? { after } : {}) });
      return { rows: page.rows, next: page.page.next };
    },
    csv: dsarCsv,
    fileName: exportFileName(row.organization_id, ctx.today),
  };
}

export function dsarExportWorker(deps: Pick<Deps, 'db' | 'config' | 'logger' | 'jobs'>) {
  return exportWorker(deps, {
    table: {
      find: findDsarExportById,
      // dsar_exports keeps the row count once done: the job's progress goes with the job.
      transition: (db, id, from, { done, ...patch }) =>
        transitionDsarExport(db, id, from, done === undefined ? patch : { ...patch, done, total: done }),
    },
    filePath: dsarExportPath,
    source: requestRows,
    label: 'DSAR request export',
  });
}
