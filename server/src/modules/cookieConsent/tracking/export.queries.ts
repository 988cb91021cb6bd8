import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface ConsentExportRow {
  id: string;
  property_id: number;
  requested_by: number | null;
  filters: Schemas['ConsentExportInput'];
  status: JobStatus;
  file_name: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export async function insertConsentExport(
  db: Db,
  row: Pick<ConsentExportRow, 'id' | 'property_id' | 'requested_by' | 'filters'>,
): Promise<ConsentExportRow> {
  const [created] = await db('consent_exports')
    .insert({ ...row, filters: JSON.stringify(row.filters) })
    .returning('*');
  return created as ConsentExportRow;
}

/** An export of the property (another property's id is a 404 to the caller). */
export async function findConsentExport(
  db: Db,
  propertyId: number,
  id: string,
): Promise<ConsentExportRow | undefined> {
  return (await db('consent_exports').where({ id, property_id: propertyId }).first()) as
    | ConsentExportRow
    | undefined;
}

export async function findConsentExportById(db: Db, id: string): Promise<ConsentExportRow | undefined> {
  return (await db('consent_exports').where({ id }).first()) as ConsentExportRow | undefined;
}

/** The property's queued or running export, if any (one at a time per property). */
export async function activeConsentExport(db: Db, propertyId: number): Promise<ConsentExportRow | undefined> {
  return (await db('consent_exports')
    .where({ property_id: propertyId })
    .whereIn('status', ['queued', 'running'])
    .orderBy('created_at', 'desc')
    .first()) as ConsentExportRow | undefined;
}

/** Moves an export on only from the states given; false when it was elsewhere. */
export async function transitionConsentExport(
  db: Db,
  id: string,
  from: readonly JobStatus[],
  patch: Partial<Pick<ConsentExportRow, 'status' | 'file_name' | 'finished_at'>>,
): Promise<boolean> {
  return (await db('consent_exports').where({ id }).whereIn('status', from).update(patch)) > 0;
}
