/**
 * The export worker: walks the filtered log in keyset batches (the log index, newest first), writes
 * them as CSV to a temporary file under DATA_DIR/exports/, reports rows done of the expected total,
 * and renames the file into place only when every row is written, so a download never gets half a file.
 */

import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import type { JobRecord, QueueDefinition } from '../../jobs/jobs.queue.ts';
import { consentCsv } from './export.csv.ts';
import { findConsentExportById, transitionConsentExport } from './export.queries.ts';
import { CONSENT_EXPORT_QUEUE, type ConsentExportJobData, exportPath } from './export.service.ts';
import { type ConsentFilters, consentFilters } from './tracking.filters.ts';
import { consentLogPage } from './tracking.queries.ts';

/** Rows per query: large enough to be quick, small enough that PGlite serves the API between batches. */
export const EXPORT_BATCH = 2000;

export function consentExportQueue(): QueueDefinition {
  // No retry: a failed export is marked failed and the user starts another.
  return {
    name: CONSENT_EXPORT_QUEUE.name,
    retryLimit: 0,
    retryDelay: 30,
    retryBackoff: false,
    expireInSeconds: 3 * 3600,
    retentionDays: 7,
  };
}

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

const write = (out: WriteStream, text: string) =>
  new Promise<void>((resolve, reject) => {
    out.write(text, (err) => (err ? reject(err) : resolve()));
  });

const close = (out: WriteStream) =>
  new Promise<void>((resolve, reject) => {
    out.end((err?: Error | null) => (err ? reject(err) : resolve()));
  });

type WorkerDeps = Pick<Deps, 'db' | 'config' | 'logger' | 'jobs'>;

export function consentExportWorker(deps: WorkerDeps) {
  const { db, logger } = deps;
  return async (job: JobRecord<ConsentExportJobData>): Promise<void> => {
    const row = await findConsentExportById(db, job.data.exportId);
    if (!row || !(await transitionConsentExport(db, row.id, ['queued', 'running'], { status: 'running' }))) {
      return;
    }
    const final = exportPath(deps.config.dataDir, row.id);
    const temp = `${final}.part`;
    try {
      const filters = consentFilters(row.filters, 'body');
      const total = await expectedRows(db, row.property_id, filters);
      await deps.jobs.reportProgress(job, 0, total);
      await mkdir(path.dirname(final), { recursive: true });
      const out = createWriteStream(temp);
      let done = 0;
      let after: string | undefined;
      try {
        do {
          const page = await consentLogPage(db, row.property_id, filters, {
            limit: EXPORT_BATCH,
            ...(after ? { after } : {}),
          });
          await write(out, consentCsv(page.rows, done === 0 && after === undefined));
          done += page.rows.length;
          after = page.page.next ?? undefined;
          // The rollup estimate can trail a record still being written: never report done past total.
          await deps.jobs.reportProgress(
            job,
            done,
            after ? (total === null ? null : Math.max(total, done)) : done,
          );
        } while (after);
      } finally {
        await close(out);
      }
      await rename(temp, final);
      const name = `consent-records-${row.property_id}-${filters.range.from}-to-${filters.range.to}.csv`;
      await transitionConsentExport(db, row.id, ['running'], {
        status: 'succeeded',
        file_name: name,
        finished_at: new Date(),
      });
    } catch (err) {
      logger.warn({ exportId: row.id, err: (err as Error).message }, 'consent export failed');
      await rm(temp, { force: true });
      await transitionConsentExport(db, row.id, ['running'], { status: 'failed', finished_at: new Date() });
    }
  };
}
