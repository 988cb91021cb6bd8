/**
 * CSV exports of the request inbox. Starting one stores the inbox's filters on a dsar_exports row whose
 * id is the job's, then queues the job (export.job.ts). One export runs at a time per organization: a
 * second start while one is queued or running is a 409 (the partial unique index dsar_exports_one_active
 * holds it when two starts race). Every member who sees the organization may export what the inbox shows them.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { components } from '@privacy-portal/sdk';
import { DSAR_CONFLICTS, DSAR_GONE } from '@privacy-portal/sdk/dsar';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
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

export interface DsarExportJobData {
  exportId: string;
}

/** Where finished exports are kept: DATA_DIR/exports/dsar-<id>.csv. */
export const dsarExportPath = (dataDir: string, id: string) =>
  path.join(dataDir, 'exports', `dsar-${id}.csv`);

const running = () => new ApiError(409, 'conflict', DSAR_CONFLICTS.exportRunning);

export async function presentDsarExport(
  jobs: Pick<JobQueue, 'progress'>,
  row: DsarExportRow,
): Promise<components['schemas']['RequestExport']> {
  const progress = row.status === 'succeeded' ? undefined : await jobs.progress(row.id);
  return {
    id: row.id,
    status: row.status,
    done: progress?.done ?? row.done,
    total: progress ? progress.total : row.total,
    file_name: row.file_name,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

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
  if (await activeDsarExport(db, scope.orgId)) throw running();
  const row = await insertDsarExport(db, {
    id: randomUUID(),
    organization_id: scope.orgId,
    requested_by: scope.userId,
    filters: storedFilters(body),
  }).catch((err: unknown) => {
    if ((err as { code?: string }).code === '23505') throw running();
    throw err;
  });
  try {
    await deps.jobs.send(DSAR_EXPORT_QUEUE.name, { exportId: row.id } satisfies DsarExportJobData, {
      id: row.id,
    });
  } catch (err) {
    // It cannot run: say so rather than leave it queued (and blocking the next export) for ever.
    await transitionDsarExport(db, row.id, ['queued'], { status: 'failed', finished_at: new Date() });
    throw err;
  }
  return row;
}

export async function getDsarExport(db: Db, orgId: number, id: string): Promise<DsarExportRow> {
  const row = await findDsarExport(db, orgId, id);
  if (!row) throw notFound('Export');
  return row;
}

/** The finished file as a stream with its name; 409 while the export has not succeeded. */
export async function dsarExportFile(db: Db, dataDir: string, orgId: number, id: string) {
  const row = await getDsarExport(db, orgId, id);
  if (row.status !== 'succeeded' || !row.file_name) {
    throw new ApiError(
      409,
      'conflict',
      row.status === 'failed' ? DSAR_CONFLICTS.exportFailed : DSAR_CONFLICTS.exportNotFinished,
    );
  }
  const file = dsarExportPath(dataDir, row.id);
  const size = await stat(file).then(
    (s) => s.size,
    () => {
      throw new ApiError(404, 'not_found', DSAR_GONE.export);
    },
  );
  return { fileName: row.file_name, size, stream: createReadStream(file) };
}
