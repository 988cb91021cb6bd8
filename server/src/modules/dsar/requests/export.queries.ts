import type { components } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';

export type DsarExportStatus = 'queued' | 'running' | 'succeeded' | 'failed';
export type RequestExportInput = components['schemas']['RequestExportInput'];

export interface DsarExportRow {
  id: string;
  organization_id: number;
  requested_by: number | null;
  filters: RequestExportInput;
  status: DsarExportStatus;
  done: number;
  total: number | null;
  file_name: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const normalise = (row: DsarExportRow | undefined): DsarExportRow | undefined =>
  row && {
    ...row,
    filters: typeof row.filters === 'string' ? (JSON.parse(row.filters) as RequestExportInput) : row.filters,
  };

export async function insertDsarExport(
  db: Db,
  row: Pick<DsarExportRow, 'id' | 'organization_id' | 'requested_by' | 'filters'>,
): Promise<DsarExportRow> {
  const [created] = await db('dsar_exports')
    .insert({ ...row, filters: JSON.stringify(row.filters) })
    .returning('*');
  return normalise(created as DsarExportRow) as DsarExportRow;
}

/** An export of the organization (another organization's id is a 404 to the caller). */
export async function findDsarExport(db: Db, orgId: number, id: string): Promise<DsarExportRow | undefined> {
  return normalise(
    (await db('dsar_exports').where({ id, organization_id: orgId }).first()) as DsarExportRow | undefined,
  );
}

export async function findDsarExportById(db: Db, id: string): Promise<DsarExportRow | undefined> {
  return normalise((await db('dsar_exports').where({ id }).first()) as DsarExportRow | undefined);
}

/** The organization's queued or running export, if any (one at a time per organization). */
export async function activeDsarExport(db: Db, orgId: number): Promise<DsarExportRow | undefined> {
  return normalise(
    (await db('dsar_exports')
      .where({ organization_id: orgId })
      .whereIn('status', ['queued', 'running'])
      .first()) as DsarExportRow | undefined,
  );
}

/** Moves an export on only from the states given; false when it was elsewhere. */
export async function transitionDsarExport(
  db: Db,
  id: string,
  from: readonly DsarExportStatus[],
  patch: Partial<Pick<DsarExportRow, 'status' | 'file_name' | 'finished_at' | 'done' | 'total'>>,
): Promise<boolean> {
  const changed = (await db('dsar_exports')
    .where({ id })
    .whereIn('status', from)
    .update(patch)
    .returning('id')) as unknown[];
  return changed.length > 0;
}
