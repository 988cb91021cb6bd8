/**
 * An export as the contract shows it (ConsentExport, RequestExport): its status, rows done of the
 * total from the job's progress while it runs, and the counts kept on the row once it is done (for a
 * table that keeps them: a finished job's progress may since have been cleared).
 */
import type { JobQueue } from '../jobs/jobs.queue.ts';
import type { ExportStatus } from './export-table.ts';

export interface ExportRowShown {
  id: string;
  status: ExportStatus;
  file_name: string | null;
  created_at: Date;
  finished_at: Date | null;
  done?: number;
  total?: number | null;
}

export async function presentExport(jobs: Pick<JobQueue, 'progress'>, row: ExportRowShown) {
  const kept = row.status === 'succeeded' && row.done !== undefined;
  const progress = kept ? undefined : await jobs.progress(row.id);
  return {
    id: row.id,
    status: row.status,
    done: progress?.done ?? row.done ?? 0,
    total: progress ? progress.total : (row.total ?? null),
    file_name: row.file_name,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
