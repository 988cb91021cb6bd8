/**
 * Starting, cancelling and scheduling scans. A scan is a row in scan_jobs (what the portal reads) and a
 * job on the queue (what a worker runs, scan.job.ts). Starting one counts it against the plan's monthly
 * scans in the same transaction that creates the row: a refused or failed start counts nothing, and
 * the partial unique index on active scans makes a second start while one runs a 409, also in parallel.
 */
import type { PlanTier, Schemas } from '@privacy-portal/sdk';
import { MAX_SCHEDULES, nextRunAt, SCAN_PAGE_LIMIT } from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { consume, propertyScope } from '../../billing/limits/limits.service.ts';
import { requireFeature } from '../cookieConsent.access.ts';
import {
  countSchedules,
  findScanJob,
  findScanLogin,
  insertScanJob,
  insertSchedule,
  type ScanJobRow,
  type ScanScheduleRow,
  transitionScanJob,
  updateScanJob,
  updateSchedule,
} from './scan.queries.ts';
import { isHostAllowed } from './scanner.guard.ts';
import { registrableDomain } from './scanner.party.ts';

export const SCAN_QUEUE = { name: 'cookie-scan' } as const;

export interface ScanJobData {
  scanJobId: number;
}

/** The property's own domains: its address's registrable domain (www. and other subdomains included). */
export function propertyDomains(propertyUrl: string): string[] {
  const host = new URL(propertyUrl).hostname;
  return [registrableDomain(host) || host];
}

const bad = (field: string, reason: string) =>
  new ApiError(400, 'validation_failed', `body.${field} ${reason}`, [{ in: 'body', field, reason }]);

export interface StartOptions {
  trigger: 'manual' | 'schedule';
  scheduleId?: number;
  userId?: number | null;
}

/** Whose scan it is: the property, its company and its Cookie Consent tier. */
export interface ScanScope {
  companyId: number;
  property: { id: number; url: string };
  tier: PlanTier;
}

export async function startScan(
  deps: Pick<Deps, 'db' | 'jobs'>,
  scope: ScanScope,
  body: Schemas['ScanStart'],
  options: StartOptions,
): Promise<ScanJobRow> {
  const { db } = deps;
  const { property, tier, companyId } = scope;
  const startUrl = body.url ?? property.url;
  let host: string;
  try {
    host = new URL(startUrl).hostname;
  } catch {
    throw bad('url', 'must be an http or https address');
  }
  const domains = propertyDomains(property.url);
  if (!isHostAllowed(host, domains)) {
    throw bad('url', `must be on the property's domain (${domains.join(', ')})`);
  }
  const behindLogin = body.behind_login ?? false;
  if (behindLogin) {
    requireFeature(tier, 'scan_behind_login', 'behind_login');
    if (!(await findScanLogin(db, property.id))) {
      throw bad('behind_login', 'needs the scan-behind-login settings saved first');
    }
  }
  const pageLimit = SCAN_PAGE_LIMIT[tier];
  const maxPages = Math.min(body.max_pages ?? pageLimit, pageLimit);

  let row: ScanJobRow;
  try {
    row = await db.transaction(async (trx) => {
      await consume(trx, propertyScope(companyId, property.id), 'scans');
      return insertScanJob(trx, {
        property_id: property.id,
        trigger: options.trigger,
        start_url: startUrl,
        max_pages: maxPages,
        three_state: body.three_state ?? true,
        behind_login: behindLogin,
        created_by: options.userId ?? null,
        schedule_id: options.scheduleId ?? null,
      });
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') {
      throw new ApiError(409, 'scan_running', 'A scan of this property is already queued or running.');
    }
    throw err;
  }
  try {
    const queueJobId = await deps.jobs.send(SCAN_QUEUE.name, { scanJobId: row.id } satisfies ScanJobData);
    await updateScanJob(db, row.id, { queue_job_id: queueJobId });
    row.queue_job_id = queueJobId;
  } catch (err) {
    // The scan cannot run: say so on its row rather than leave it queued for ever.
    await transitionScanJob(db, row.id, ['queued'], {
      status: 'failed',
      error: 'The scan could not be queued.',
      finished_at: new Date(),
    });
    throw err;
  }
  return row;
}

/** Stops a queued or running scan: the worker sees the state between pages and keeps what it found. */
export async function cancelScan(deps: Pick<Deps, 'db' | 'jobs'>, propertyId: number, id: number) {
  const { db } = deps;
  const row = await findScanJob(db, propertyId, id);
  if (!row) throw new ApiError(404, 'not_found', 'Scan job not found');
  const cancelled = await transitionScanJob(db, id, ['queued', 'running'], {
    status: 'cancelled',
    finished_at: new Date(),
  });
  if (!cancelled) {
    throw new ApiError(
      409,
      'conflict',
      `The scan has already ${row.status === 'completed' ? 'completed' : 'stopped'}.`,
    );
  }
  if (row.status === 'queued' && row.queue_job_id) {
    await deps.jobs.cancel(SCAN_QUEUE.name, row.queue_job_id).catch(() => undefined);
  }
  return (await findScanJob(db, propertyId, id)) as ScanJobRow;
}

// ---- schedules ------------------------------------------------------------------------------------

/** A schedule's stored fields from the request: absent settings take their defaults (02:00, three states, on). */
function scheduleFields(body: Schemas['ScanScheduleInput'], now: Date) {
  const hour = body.hour ?? 2;
  return {
    frequency: body.frequency,
    hour,
    three_state: body.three_state ?? true,
    enabled: body.enabled ?? true,
    next_run_at: nextRunAt(body.frequency, hour, now),
  };
}

export async function createSchedule(
  db: Db,
  propertyId: number,
  body: Schemas['ScanScheduleInput'],
): Promise<ScanScheduleRow> {
  if ((await countSchedules(db, propertyId)) >= MAX_SCHEDULES) {
    throw new ApiError(409, 'limit_reached', `A property can have at most ${MAX_SCHEDULES} scheduled scans.`);
  }
  return insertSchedule(db, { property_id: propertyId, ...scheduleFields(body, new Date()) });
}

export async function changeSchedule(
  db: Db,
  propertyId: number,
  id: number,
  body: Schemas['ScanScheduleInput'],
): Promise<ScanScheduleRow> {
  const row = await updateSchedule(db, propertyId, id, scheduleFields(body, new Date()));
  if (!row) throw notFound('Scan schedule');
  return row;
}
