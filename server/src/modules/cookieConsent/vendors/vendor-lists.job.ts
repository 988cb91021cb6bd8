import type { Logger } from 'pino';
import type { Db } from '../../../db/database.ts';
import type { JobQueue, JobRecord, QueueDefinition } from '../../jobs/jobs.queue.ts';
import { type RefreshOptions, refreshVendorLists } from './vendor-lists.ts';

/**
 * The weekly refresh of the IAB Global Vendor List and Google's provider list (vendor-lists.ts).
 * IAB publishes a new GVL version about weekly. A failed download keeps the stored copy and the job
 * is tried again after 15 minutes, doubling up to six times (about 16 hours in all), so an outage of
 * a list's host costs at most one week's update.
 */
export const VENDOR_LISTS_QUEUE = {
  name: 'vendor-lists-refresh',
  /** Mondays 04:17 UTC: off the hour that every other cron in the world picks. */
  cron: '17 4 * * 1',
} as const;

export function vendorListsQueue(): QueueDefinition {
  return {
    name: VENDOR_LISTS_QUEUE.name,
    retryLimit: 6,
    retryDelay: 15 * 60,
    retryBackoff: true,
    retentionDays: 7,
    // Two downloads of a few megabytes, each with its own timeout (30 s by default).
    expireInSeconds: 5 * 60,
  };
}

/** Puts the weekly refresh on the queue's schedule (call once the queue is defined). */
export async function scheduleVendorListsRefresh(queue: JobQueue): Promise<void> {
  await queue.schedule(VENDOR_LISTS_QUEUE.name, VENDOR_LISTS_QUEUE.cron, {});
}

export function vendorListsWorker(deps: {
  db: Db;
  fetchImpl: typeof fetch;
  logger: Logger;
  options?: RefreshOptions;
}) {
  return async (job: JobRecord<object>): Promise<void> => {
    try {
      const outcomes = await refreshVendorLists(deps.db, deps.fetchImpl, deps.options);
      deps.logger.info({ outcomes }, 'vendor lists refreshed');
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      deps.logger.warn(
        { err: err instanceof Error ? err.message : String(err), attempt: job.retryCount + 1 },
        last
          ? 'vendor lists not refreshed: the stored copies stay until next week'
          : 'vendor lists not refreshed: will try again',
      );
      throw err;
    }
  };
}
