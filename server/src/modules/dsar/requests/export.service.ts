/**
 * CSV exports of the request inbox. Starting one stores the inbox's filters on a dsar_exports row whose
 * id is the job's, then queues the job (export.job.ts). One export runs at a time per organization: a
 * second start while one is queued or running is a 409 (the partial unique index dsar_exports_one_active
 * holds it when two starts race). Every member who sees the organization may export what the inbox shows them.
 */
import { randomUUID } from 'node:crypto';
import type { components } from '@privacy-portal/sdk';
import { DSAR_CONFLICTS, DSAR_GONE } from '@privacy-portal/sdk/dsar';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { exportFilePath, finishedExportFile } from '../../exports/export-file.ts';
import { presentExport } from '../../exports/export-present.ts';
import { queueExport } from '../../exports/export-start.ts';
import type { JobQueue } from '../../jobs/jobs.queue.ts';
import {
  activeDsarExport,
  type DsarExportRow,
  findDsarExport,
  insertDsarExport,
  type RequestExportInput,
  transitionDsarExport,
} from './export.queries.ts';

export const DSAR_EXPORT_QUEUE = { name: 'dsar-export' } as const;

/** Where finished exports are kept: DATA_DIR/exports/dsar-<id>.csv. */
export const dsarExportPath = (dataDir: string, id: string) => exportFilePath(dataDir, 'dsar-', id);

const running = () => new ApiError(409, 'conflict', DSAR_CONFLICTS.exportRunning);

export const presentDsarExport = (
  jobs: Pick<JobQueue, 'progress'>,
  row: DsarExportRow,
): Promise<components['schemas']['RequestExport']> => presentExport(jobs, row);

/** Only the filters the inbox knows, without empty ones. */
function storedFilters(body: RequestExportInput | undefined): RequestExportInput {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = typeof v === 'string' ? v.trim() : v;
  }
  return out as RequestExportInput;
}

export async function startDsarExport(
  deps: Pick<Deps, 'db' | 'jobs'>,
  scope: { orgId: number; userId: number },
  body: RequestExportInput | undefined,
): Promise<DsarExportRow> {
  const { db } = deps;
  return queueExport(deps.jobs, DSAR_EXPORT_QUEUE.name, {
    active: () => activeDsarExport(db, scope.orgId),
    insert: () =>
      insertDsarExport(db, {
        id: randomUUID(),
        organization_id: scope.orgId,
        requested_by: scope.userId,
        filters: storedFilters(body),
      }),
    fail: (id) => transitionDsarExport(db, id, ['queued'], { status: 'failed', finished_at: new Date() }),
    running,
  });
}

export async function getDsarExport(db: Db, orgId: number, id: string): Promise<DsarExportRow> {
  const row = await findDsarExport(db, orgId, id);
  if (!row) throw notFound('Export');
  return row;
}

/** The finished file as a stream with its name; 409 while the export has not succeeded. */
export async function dsarExportFile(db: Db, dataDir: string, orgId: number, id: string) {
  const row = await getDsarExport(db, orgId, id);
  return finishedExportFile(row, dsarExportPath(dataDir, row.id), {
    failed: DSAR_CONFLICTS.exportFailed,
    notFinished: DSAR_CONFLICTS.exportNotFinished,
    gone: DSAR_GONE.export,
  });
}
