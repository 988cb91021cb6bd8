/**
 * The consent log export's rows for the shared export worker (exports/export-job.ts): the filtered
 * log in keyset batches (the log index, newest first), as CSV, with the expected total from the daily
 * rollups when the filters allow it.
 */
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import { type ExportSource, exportQueue, exportWorker } from '../../exports/export-job.ts';
import type { ConsentRecordRow } from '../consents/consent-record.ts';
import { consentCsv } from './export.csv.ts';
import { type ConsentExportRow, findConsentExportById, transitionConsentExport } from './export.queries.ts';
import { CONSENT_EXPORT_QUEUE, exportPath } from './export.service.ts';
import { type ConsentFilters, consentFilters } from './tracking.filters.ts';
import { consentLogPage } from './tracking.queries.ts';

export const consentExportQueue = () => exportQueue(CONSENT_EXPORT_QUEUE.name);

/**
 * The row count from the daily rollups when the filters are ones the rollups keep (days, country,
 * choice, GPC); null (unknown until done) for a state or a category.
 */
async function expectedRows(db: Db, propertyId: number, f: ConsentFilters): Promise<number | null> {
  if (f.category !== undefined || f.region?.includes('-')) return null;
  const q = db('consent_daily')
    .where({ property_id: propertyId })
    .whereBetween('day', [f.range.from, f.range.to]);
  if (f.region !== undefined) q.andWhere('country', f.region);
  if (f.choice !== undefined) q.andWhere('choice', f.choice);
  if (f.gpc !== undefined) q.andWhere('gpc', f.gpc);
  const row = (await q.first(db.raw('coalesce(sum(consents), 0) as n'))) as { n: number | string };
  return Number(row.n);
}

async function consentRows(db: Db, row: ConsentExportRow): Promise<ExportSource<ConsentRecordRow>> {
  const filters = consentFilters(row.filters, 'body');
  return {
    total: await expectedRows(db, row.property_id, filters),
    page: async (after, limit) => {
      const page = await consentLogPage(db, row.property_id, filters, { limit, ...(after ? { after } : {}) });
      return { rows: page.rows, next: page.page.next };
    },
    csv: consentCsv,
    fileName: `consent-records-${row.property_id}-${filters.range.from}-to-${filters.range.to}.csv`,
  };
}

export function consentExportWorker(deps: Pick<Deps, 'db' | 'config' | 'logger' | 'jobs'>) {
  return exportWorker(deps, {
    table: {
      find: findConsentExportById,
      // consent_exports keeps no row count: the job's progress has it.
      transition: (db, id, from, { done: _, ...patch }) => transitionConsentExport(db, id, from, patch),
    },
    filePath: exportPath,
    source: consentRows,
    label: 'consent export',
  });
}
