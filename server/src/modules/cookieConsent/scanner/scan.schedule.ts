/**
 * Scheduled scans: a cron job every five minutes starts the scans that are due. Each schedule is
 * locked (SKIP LOCKED) and moved to its next run in one transaction, so two workers never start the
 * same run twice; a run that cannot start (scans used up, a scan already running, the licence gone)
 * is skipped and logged, and the schedule waits for its next time.
 */
import { nextRunAt } from '@privacy-portal/sdk/cookie-consent';
import type { Deps } from '../../../deps.ts';
import { propertyLicences } from '../../billing/limits/limits.queries.ts';
import type { QueueDefinition } from '../../jobs/jobs.queue.ts';
import {
  advanceSchedule,
  lockDueSchedules,
  type ScanScheduleRow,
  scheduledProperty,
} from './scan.queries.ts';
import { startScan } from './scan.service.ts';

export const SCHEDULE_QUEUE = { name: 'cookie-scan-schedules' } as const;
export const SCHEDULE_CRON = '*/5 * * * *';

export function scheduleQueue(): QueueDefinition {
  return {
    name: SCHEDULE_QUEUE.name,
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 600,
    retentionDays: 7,
  };
}

export async function runDueSchedules(
  deps: Pick<Deps, 'db' | 'jobs' | 'logger'>,
  now: Date = new Date(),
): Promise<number> {
  const { db } = deps;
  const due: ScanScheduleRow[] = await db.transaction(async (trx) => {
    const rows = await lockDueSchedules(trx, now, 50);
    for (const s of rows) await advanceSchedule(trx, s.id, now, nextRunAt(s.frequency, s.hour, now));
    return rows;
  });
  let started = 0;
  for (const s of due) {
    const property = await scheduledProperty(db, s.property_id);
    if (!property) continue;
    const licence = (await propertyLicences(db, property.company_id, property.id)).find(
      (l) => l.product === 'cookieConsent',
    );
    if (!licence) {
      deps.logger.warn({ scheduleId: s.id, propertyId: s.property_id }, 'scheduled scan skipped: no licence');
      continue;
    }
    try {
      await startScan(
        deps,
        { companyId: property.company_id, property, tier: licence.tier },
        { three_state: s.three_state, behind_login: false },
        { trigger: 'schedule', scheduleId: s.id },
      );
      started += 1;
    } catch (err) {
      deps.logger.warn(
        { scheduleId: s.id, propertyId: s.property_id, reason: (err as Error).message },
        'scheduled scan skipped',
      );
    }
  }
  return started;
}
