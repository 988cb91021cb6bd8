import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import type { JobStatus } from './export.queries.ts';

type FirstBroken = Schemas['LedgerVerification']['first_broken'];

export interface LedgerVerificationRow {
  id: string;
  ledger: string;
  chain_id: number;
  status: JobStatus;
  checked: number | string;
  first_broken: FirstBroken | string | null;
  started_at: Date;
  finished_at: Date | null;
}

export async function insertVerification(
  db: Db,
  row: Pick<LedgerVerificationRow, 'id' | 'ledger' | 'chain_id'>,
): Promise<LedgerVerificationRow> {
  const [created] = await db('ledger_verifications').insert(row).returning('*');
  return created as LedgerVerificationRow;
}

export async function findVerification(
  db: Db,
  ledger: string,
  chainId: number,
  id: string,
): Promise<LedgerVerificationRow | undefined> {
  return (await db('ledger_verifications').where({ id, ledger, chain_id: chainId }).first()) as
    | LedgerVerificationRow
    | undefined;
}

export async function findVerificationById(db: Db, id: string): Promise<LedgerVerificationRow | undefined> {
  return (await db('ledger_verifications').where({ id }).first()) as LedgerVerificationRow | undefined;
}

export async function activeVerification(
  db: Db,
  ledger: string,
  chainId: number,
): Promise<LedgerVerificationRow | undefined> {
  return (await db('ledger_verifications')
    .where({ ledger, chain_id: chainId })
    .whereIn('status', ['queued', 'running'])
    .orderBy('started_at', 'desc')
    .first()) as LedgerVerificationRow | undefined;
}

export async function updateVerification(
  db: Db,
  id: string,
  from: readonly JobStatus[],
  patch: Partial<{ status: JobStatus; checked: number; first_broken: string | null; finished_at: Date }>,
): Promise<boolean> {
  return (await db('ledger_verifications').where({ id }).whereIn('status', from).update(patch)) > 0;
}

/** The chain's length (its head's seq): the verification's total. */
export async function chainLength(db: Db, ledger: string, chainId: number): Promise<number> {
  const head = await db('ledger_heads').where({ ledger, chain_id: chainId }).first('seq');
  return Number(head?.seq ?? 0);
}
