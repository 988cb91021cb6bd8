/**
 * Checking a property's whole consent chain (issue 14, item 3) as a job: a ledger_verifications row
 * (its id is the job's) that the worker (verify.job.ts) fills with the records checked and the first
 * link that does not hold. A check already queued or running is answered again instead of a second one.
 */
import { randomUUID } from 'node:crypto';
import type { Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../http/errors.ts';
import type { JobQueue } from '../../jobs/jobs.queue.ts';
import { CONSENT_LEDGER } from '../consents/consent-record.ts';
import {
  activeVerification,
  findVerification,
  insertVerification,
  type LedgerVerificationRow,
  updateVerification,
} from './verify.queries.ts';

export const LEDGER_VERIFY_QUEUE = { name: 'ledger-verify' } as const;

export interface LedgerVerifyJobData {
  verificationId: string;
}

export async function presentVerification(
  jobs: Pick<JobQueue, 'progress'>,
  row: LedgerVerificationRow,
): Promise<Schemas['LedgerVerification']> {
  const progress = await jobs.progress(row.id);
  const broken = typeof row.first_broken === 'string' ? JSON.parse(row.first_broken) : row.first_broken;
  return {
    id: row.id,
    status: row.status,
    done: progress?.done ?? 0,
    total: progress?.total ?? null,
    checked: Number(row.checked),
    first_broken: broken ?? null,
    started_at: new Date(row.started_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

export async function startLedgerVerification(
  deps: Pick<Deps, 'db' | 'jobs'>,
  propertyId: number,
): Promise<LedgerVerificationRow> {
  const { db } = deps;
  const running = await activeVerification(db, CONSENT_LEDGER, propertyId);
  if (running) return running;
  let row: LedgerVerificationRow;
  try {
    row = await insertVerification(db, { id: randomUUID(), ledger: CONSENT_LEDGER, chain_id: propertyId });
  } catch (err) {
    // A parallel request started one first (the partial unique index): that one is the answer.
    const started =
      (err as { code?: string }).code === '23505' &&
      (await activeVerification(db, CONSENT_LEDGER, propertyId));
    if (started) return started;
    throw err;
  }
  try {
    await deps.jobs.send(LEDGER_VERIFY_QUEUE.name, { verificationId: row.id } satisfies LedgerVerifyJobData, {
      id: row.id,
    });
  } catch (err) {
    await updateVerification(db, row.id, ['queued'], { status: 'failed', finished_at: new Date() });
    throw err;
  }
  return row;
}

export async function getLedgerVerification(
  deps: Pick<Deps, 'db'>,
  propertyId: number,
  id: string,
): Promise<LedgerVerificationRow> {
  const row = await findVerification(deps.db, CONSENT_LEDGER, propertyId, id);
  if (!row) throw notFound('Ledger verification');
  return row;
}
