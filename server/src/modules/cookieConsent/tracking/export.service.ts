/**
 * CSV exports of the consent log (calls-billing-spec §9: "Export of consent records", from basic up).
 * Starting one stores the filters on a consent_exports row whose id is the job's, then queues the job
 * (export.job.ts). One export runs at a time per property: a second start while one is queued or
 * running is a 409, which keeps a property from piling up full-log jobs.
 */
import { randomUUID } from 'node:crypto';
import type { PlanTier, Schemas } from '@privacy-portal/sdk';
import { CONSENT_EXPORT_UPGRADE, canExportConsents } from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { exportFilePath, finishedExportFile } from '../../exports/export-file.ts';
import { presentExport } from '../../exports/export-present.ts';
import { queueExport } from '../../exports/export-start.ts';
import type { JobQueue } from '../../jobs/jobs.queue.ts';
import {
  activeConsentExport,
  type ConsentExportRow,
  findConsentExport,
  insertConsentExport,
  transitionConsentExport,
} from './export.queries.ts';
import { consentFilters, storedFilters } from './tracking.filters.ts';

export const CONSENT_EXPORT_QUEUE = { name: 'consent-export' } as const;

/** 409 upgrade_required below the export's tier (the shared rule, sdk tracking.ts). */
export function requireExportTier(tier: PlanTier): void {
  if (!canExportConsents(tier)) throw new ApiError(409, 'upgrade_required', CONSENT_EXPORT_UPGRADE);
}

/** Where finished exports are kept: DATA_DIR/exports/<id>.csv. */
export const exportPath = (dataDir: string, id: string) => exportFilePath(dataDir, '', id);

export const presentConsentExport = (
  jobs: Pick<JobQueue, 'progress'>,
  row: ConsentExportRow,
): Promise<Schemas['ConsentExport']> => presentExport(jobs, row);

export async function startConsentExport(
  deps: Pick<Deps, 'db' | 'jobs'>,
  scope: { propertyId: number; tier: PlanTier; userId: number },
  body: Schemas['ConsentExportInput'] | undefined,
): Promise<ConsentExportRow> {
  requireExportTier(scope.tier);
  const filters = consentFilters(body ?? {}, 'body');
  const { db } = deps;
  return queueExport(deps.jobs, CONSENT_EXPORT_QUEUE.name, {
    active: () => activeConsentExport(db, scope.propertyId),
    insert: () =>
      insertConsentExport(db, {
        id: randomUUID(),
        property_id: scope.propertyId,
        requested_by: scope.userId,
        filters: storedFilters(filters),
      }),
    fail: (id) => transitionConsentExport(db, id, ['queued'], { status: 'failed', finished_at: new Date() }),
    running: () =>
      new ApiError(409, 'conflict', 'An export of this property is already running: wait for it to finish.'),
  });
}

export async function getConsentExport(db: Db, propertyId: number, id: string): Promise<ConsentExportRow> {
  const row = await findConsentExport(db, propertyId, id);
  if (!row) throw notFound('Export');
  return row;
}

/** The finished file as a stream with its name; 409 while the export has not succeeded. */
export async function consentExportFile(db: Db, dataDir: string, propertyId: number, id: string) {
  const row = await getConsentExport(db, propertyId, id);
  return finishedExportFile(row, exportPath(dataDir, row.id), {
    failed: 'The export failed: start a new one.',
    notFinished: 'The export has not finished yet.',
    gone: 'The export file is no longer kept: start a new export.',
  });
}
