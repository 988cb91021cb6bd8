import type { Db } from '../../db/database.ts';

export interface JobProgress {
  done: number;
  /** Unknown until the job knows how much there is (a scan before its sitemap is read). */
  total: number | null;
  updated_at: Date;
}

/** Records how far a job has come; the newest report wins. */
export async function saveJobProgress(
  db: Db,
  row: { job_id: string; queue: string; done: number; total: number | null },
): Promise<void> {
  await db('job_progress')
    .insert({ ...row, updated_at: db.fn.now() })
    .onConflict('job_id')
    .merge(['done', 'total', 'updated_at']);
}

export async function findJobProgress(db: Db, jobId: string): Promise<JobProgress | undefined> {
  return (await db('job_progress').where({ job_id: jobId }).first('done', 'total', 'updated_at')) as
    | JobProgress
    | undefined;
}
