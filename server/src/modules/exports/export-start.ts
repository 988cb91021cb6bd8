/**
 * Starting an export, the same for every CSV export: one export at a time per owner (a second start
 * while one is queued or running is a 409, which the module's partial unique index also holds when
 * two starts race); the export's row is stored first and its job, whose id is the export's, queued.
 */
import type { ApiError } from '../../http/errors.ts';
import type { JobQueue } from '../jobs/jobs.queue.ts';
import type { ExportJobData } from './export-job.ts';

export interface ExportStart<E extends { id: string }> {
  /** The owner's queued or running export, if any. */
  active(): Promise<unknown>;
  insert(): Promise<E>;
  /** Marks the export failed when it could not be queued. */
  fail(id: string): Promise<unknown>;
  /** The 409 saying one is running already. */
  running(): ApiError;
}

/** Stores the export and queues its job, whose id is the export's. */
export async function queueExport<E extends { id: string }>(
  jobs: Pick<JobQueue, 'send'>,
  queue: string,
  start: ExportStart<E>,
): Promise<E> {
  if (await start.active()) throw start.running();
  const row = await start.insert().catch((err: unknown) => {
    if ((err as { code?: string }).code === '23505') throw start.running();
    throw err;
  });
  try {
    await jobs.send(queue, { exportId: row.id } satisfies ExportJobData, { id: row.id });
  } catch (err) {
    // It cannot run: say so rather than leave it queued (and blocking the next export) for ever.
    await start.fail(row.id);
    throw err;
  }
  return row;
}
