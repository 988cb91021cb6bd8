/**
 * The export worker, written once for every CSV export that runs as a job (the consent log, the DSAR
 * inbox): it takes the export from queued to running, walks the module's rows in keyset batches,
 * writes them as CSV to a temporary file, reports rows done of the expected total, renames the file
 * into place only when every row is written (a download never gets half a file), and marks the export
 * succeeded or failed. What the rows are and how they read as CSV is the module's (ExportSource).
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { JobRecord, QueueDefinition } from '../jobs/jobs.queue.ts';
import type { ExportPatch, ExportStatus, ExportTable } from './export-table.ts';

/** Rows per query: large enough to be quick, small enough that PGlite serves the API between batches. */
export const EXPORT_BATCH = 2000;

export interface ExportJobData {
  exportId: string;
}

/** One export's rows, as the module reads and writes them. */
export interface ExportSource<R> {
  /** The rows expected, for progress; null when unknown until the end. */
  total: number | null;
  /** One batch after the cursor (none: the first), and the cursor of the next (null: the last). */
  page(after: string | undefined, limit: number): Promise<{ rows: R[]; next: string | null }>;
  /** A batch as CSV lines; the first batch carries the header. */
  csv(rows: readonly R[], header: boolean): string;
  /** The name the download is offered under. */
  fileName: string;
}

export interface ExportJob<E extends { id: string }, R> {
  table: ExportTable<E>;
  /** Where the finished file is kept (export-file.ts). */
  filePath(dataDir: string, id: string): string;
  source(db: Db, row: E): Promise<ExportSource<R>>;
  /** Said in the log when an export fails. */
  label: string;
}

/** The queue of an export: no retry, a failed export is marked failed and the user starts another. */
export function exportQueue(name: string): QueueDefinition {
  return {
    name,
    retryLimit: 0,
    retryDelay: 30,
    retryBackoff: false,
    expireInSeconds: 3 * 3600,
    retentionDays: 7,
  };
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

export function exportWorker<E extends { id: string }, R>(deps: WorkerDeps, spec: ExportJob<E, R>) {
  const { db, logger } = deps;
  const { table } = spec;
  const move = (id: string, from: readonly ExportStatus[], patch: ExportPatch) =>
    table.transition(db, id, from, patch);
  return async (job: JobRecord<ExportJobData>): Promise<void> => {
    const row = await table.find(db, job.data.exportId);
    if (!row || !(await move(row.id, ['queued', 'running'], { status: 'running' }))) return;
    const final = spec.filePath(deps.config.dataDir, row.id);
    const temp = `${final}.part`;
    try {
      const source = await spec.source(db, row);
      const { total } = source;
      await deps.jobs.reportProgress(job, 0, total);
      await mkdir(path.dirname(final), { recursive: true });
      const out = createWriteStream(temp);
      let done = 0;
      let after: string | undefined;
      try {
        do {
          const page = await source.page(after, EXPORT_BATCH);
          await write(out, source.csv(page.rows, done === 0 && after === undefined));
          done += page.rows.length;
          after = page.next ?? undefined;
          // Rows arriving meanwhile (or an estimate trailing a record still being written) can pass
          // the total: never report done past it.
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
      await move(row.id, ['running'], {
        status: 'succeeded',
        file_name: source.fileName,
        done,
        finished_at: new Date(),
      });
    } catch (err) {
      logger.warn({ exportId: row.id, err: (err as Error).message }, `${spec.label} failed`);
      await rm(temp, { force: true });
      await move(row.id, ['running'], { status: 'failed', finished_at: new Date() });
    }
  };
}
