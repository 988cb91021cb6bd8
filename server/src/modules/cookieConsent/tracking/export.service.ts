/**
 * CSV exports of the consent log (calls-billing-spec §9: "Export of consent records", from basic up).
 * Starting one stores the filters on a consent_exports row whose id is the job's, then queues the job
 * (export.job.ts). One export runs at a time per property: a second start while one is queued or
 * running is a 409, which keeps a property from piling up full-log jobs.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { PlanTier, Schemas } from '@privacy-portal/sdk';
import { CONSENT_EXPORT_UPGRADE, canExportConsents } from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
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

export interface ConsentExportJobData {
  exportId: string;
}

/** 409 upgrade_required below the export's tier (the shared rule, sdk tracking.ts). */
export function requireExportTier(tier: PlanTier): void {
  if (!canExportConsents(tier)) throw new ApiError(409, 'upgrade_required', CONSENT_EXPORT_UPGRADE);
}

/** Where finished exports are kept: DATA_DIR/exports/<id>.csv. */
export const exportPath = (dataDir: string, id: string) => path.join(dataDir, 'exports', `${id}.csv`);

export async function presentConsentExport(
  jobs: Pick<JobQueue, 'progress'>,
  row: ConsentExportRow,
): Promise<Schemas['ConsentExport']> {
  const progress = await jobs.progress(row.id);
  return {
    id: row.id,
    status: row.status,
    done: progress?.done ?? 0,
    total: progress?.total ?? null,
    file_name: row.file_name,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

export async function startConsentExport(
  deps: Pick<Deps, 'db' | 'jobs'>,
  scope: { propertyId: number; tier: PlanTier; userId: number },
  body: Schemas['ConsentExportInput'] | undefined,
): Promise<ConsentExportRow> {
  requireExportTier(scope.tier);
  const filters = consentFilters(body ?? {}, 'body');
  const { db } = deps;
  const running = () =>
    new ApiError(409, 'conflict', 'An export of this property is already running: wait for it to finish.');
  if (await activeConsentExport(db, scope.propertyId)) throw running();
  // The partial unique index holds it when two requests pass the check at once.
  const row = await insertConsentExport(db, {
    id: randomUUID(),
    property_id: scope.propertyId,
    requested_by: scope.userId,
    filters: storedFilters(filters),
  }).catch((err: unknown) => {
    if ((err as { code?: string }).code === '23505') throw running();
    throw err;
  });
  try {
    await deps.jobs.send(CONSENT_EXPORT_QUEUE.name, { exportId: row.id } satisfies ConsentExportJobData, {
      id: row.id,
    });
  } catch (err) {
    // It cannot run: say so rather than leave it queued (and blocking the next export) for ever.
    await transitionConsentExport(db, row.id, ['queued'], { status: 'failed', finished_at: new Date() });
    throw err;
  }
  return row;
}

export async function getConsentExport(db: Db, propertyId: number, id: string): Promise<ConsentExportRow> {
  const row = await findConsentExport(db, propertyId, id);
  if (!row) throw notFound('Export');
  return row;
}

/** The finished file as a stream with its name; 409 while the export has not succeeded. */
export async function consentExportFile(db: Db, dataDir: string, propertyId: number, id: string) {
  const row = await getConsentExport(db, propertyId, id);
  if (row.status !== 'succeeded' || !row.file_name) {
    throw new ApiError(
      409,
      'conflict',
      row.status === 'failed' ? 'The export failed: start a new one.' : 'The export has not finished yet.',
    );
  }
  const file = exportPath(dataDir, row.id);
  const size = await stat(file).then(
    (s) => s.size,
    () => {
      throw new ApiError(404, 'not_found', 'The export file is no longer kept: start a new export.');
    },
  );
  return { fileName: row.file_name, size, stream: createReadStream(file) };
}
