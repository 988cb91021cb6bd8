import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { findJobProgress, type JobProgress, saveJobProgress } from './jobs.queries.ts';
import { knexExecutor } from './sql-executor.ts';

/** The schema of pg-boss's tables (migration 0009_jobs installs it). */
export const JOBS_SCHEMA = 'pgboss';

export type JobRecord<T> = PgBoss.JobWithMetadata<T>;

/** A queue and what its jobs get unless a send says otherwise. */
export interface QueueDefinition {
  name: string;
  /** Tries after the first, with the delay (seconds) doubling from `retryDelay` when `retryBackoff`. */
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** How long a job may wait (created or retrying) before it is given up; mail waits long. */
  retentionDays: number;
  /** How long one run may take before it counts as failed. */
  expireInSeconds: number;
}

export interface JobQueue {
  /** Creates (or updates) the queues; call before send or work. */
  define(queues: readonly QueueDefinition[]): Promise<void>;
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string>;
  /** Runs `handler` for each job of the queue in this process; a throw is a failed try (retried). */
  work<T extends object>(name: string, handler: (job: JobRecord<T>) => Promise<unknown>): Promise<void>;
  /** A cron schedule (UTC) that sends `data` to the queue; one per name. */
  schedule<T extends object>(name: string, cron: string, data: T): Promise<void>;
  unschedule(name: string): Promise<void>;
  cancel(name: string, id: string): Promise<void>;
  get<T>(name: string, id: string): Promise<JobRecord<T> | null>;
  /** A running job reports how far it has come (e.g. pages scanned of the total). */
  reportProgress(job: { id: string; name: string }, done: number, total: number | null): Promise<void>;
  /** The last progress a job reported, or undefined before its first report. */
  progress(id: string): Promise<JobProgress | undefined>;
  /** Stops polling and waits (up to `graceSeconds`) for running jobs. */
  stop(graceSeconds?: number): Promise<void>;
}

export interface JobQueueOptions {
  /** Seconds between polls of a queue for work (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Whether this process runs the cron schedules and the queue's maintenance. */
  supervise?: boolean;
}

/**
 * The job queue on the project's own database (pg-boss), through knex's connections
 * (sql-executor.ts): on PGlite the single one, on PostgreSQL the pool, which it shares with the API.
 */
export async function startJobQueue(
  database: Database,
  logger: Logger,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const common = {
    schema: JOBS_SCHEMA,
    supervise: options.supervise ?? true,
    schedule: options.supervise ?? true,
    migrate: true,
  } as const;
  const boss = new PgBoss({ ...common, db: knexExecutor(database.db) as PgBoss.Db });
  boss.on('error', (err: unknown) => logger.error({ err }, 'job queue error'));
  await boss.start();
  const polling = options.pollingIntervalSeconds ?? 2;
  return {
    async define(queues) {
      for (const { name, ...policy } of queues) {
        const existing = await boss.getQueue(name);
        if (existing) await boss.updateQueue(name, { name, ...policy });
        else await boss.createQueue(name, { name, ...policy });
      }
    },
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, sendOptions);
      if (!id) throw new Error(`The job queue ${name} refused the job`);
      return id;
    },
    async work(name, handler) {
      await boss.work(
        name,
        { pollingIntervalSeconds: polling, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) await handler(job as JobRecord<never>);
        },
      );
    },
    async schedule(name, cron, data) {
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async unschedule(name) {
      await boss.unschedule(name);
    },
    async cancel(name, id) {
      await boss.cancel(name, id);
    },
    async get<T>(name: string, id: string) {
      return (await boss.getJobById(name, id, { includeArchive: true })) as JobRecord<T> | null;
    },
    async reportProgress(job, done, total) {
      await saveJobProgress(database.db, { job_id: job.id, queue: job.name, done, total });
    },
    async progress(id) {
      return findJobProgress(database.db, id);
    },
    async stop(graceSeconds = 10) {
      await boss.stop({ graceful: true, wait: true, timeout: graceSeconds * 1000, close: true });
    },
  };
}
