/**
 * The chain check's worker: verifyLinks over the property's records in seq order (keyset batches),
 * saving the count checked after each batch (the portal's progress bar) and, at the end, the first
 * broken link with the record it points at (for a deleted record, the one after the gap).
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import type { JobRecord, QueueDefinition } from '../../jobs/jobs.queue.ts';
import { verifyLinks } from '../../ledger/ledger.verify.ts';
import { CONSENT_LEDGER, consentChainRows } from '../consents/consent-record.ts';
import { chainLength, findVerificationById, updateVerification } from './verify.queries.ts';
import { LEDGER_VERIFY_QUEUE, type LedgerVerifyJobData } from './verify.service.ts';

export const VERIFY_BATCH = 5000;

export function ledgerVerifyQueue(): QueueDefinition {
  return {
    name: LEDGER_VERIFY_QUEUE.name,
    retryLimit: 0,
    retryDelay: 30,
    retryBackoff: false,
    expireInSeconds: 3 * 3600,
    retentionDays: 7,
  };
}

type Broken = NonNullable<Schemas['LedgerVerification']['first_broken']>;

/**
 * The broken link with the record it points at: the record at the seq, or for a deleted one the record
 * after the gap (or, when the chain's end was deleted, the last one left before it).
 */
async function describeBroken(db: Db, propertyId: number, seq: number, reason: Broken['reason']) {
  const near = (op: '>=' | '<', order: 'asc' | 'desc') =>
    db('consent_records')
      .where({ property_id: propertyId })
      .andWhere('seq', op, seq)
      .orderBy('seq', order)
      .first('consent_id', 'recorded_at') as Promise<{ consent_id: string; recorded_at: Date } | undefined>;
  const row = (await near('>=', 'asc')) ?? (await near('<', 'desc'));
  return {
    seq,
    // Only a chain with every record deleted has none to name.
    consent_id: row?.consent_id ?? '00000000-0000-0000-0000-000000000000',
    recorded_at: new Date(row?.recorded_at ?? Date.now()).toISOString(),
    reason,
  } satisfies Broken;
}

export function ledgerVerifyWorker(deps: Pick<Deps, 'db' | 'logger' | 'jobs'>) {
  const { db, logger } = deps;
  return async (job: JobRecord<LedgerVerifyJobData>): Promise<void> => {
    const row = await findVerificationById(db, job.data.verificationId);
    if (!row || !(await updateVerification(db, row.id, ['queued', 'running'], { status: 'running' }))) return;
    const propertyId = row.chain_id;
    try {
      const total = await chainLength(db, CONSENT_LEDGER, propertyId);
      await deps.jobs.reportProgress(job, 0, total);
      const result = await verifyLinks(consentChainRows(db, propertyId, VERIFY_BATCH), async (checked) => {
        await updateVerification(db, row.id, ['running'], { checked });
        await deps.jobs.reportProgress(job, checked, Math.max(total, checked));
      });
      // verifyLinks stops at a gap only when a later record shows it; records deleted from the end
      // leave the chain shorter than its head says.
      const broken =
        result.firstBroken ??
        (result.checked < total ? { seq: result.checked + 1, reason: 'missing_record' as const } : null);
      await updateVerification(db, row.id, ['running'], {
        status: 'succeeded',
        checked: result.checked,
        first_broken: broken
          ? JSON.stringify(await describeBroken(db, propertyId, broken.seq, broken.reason))
          : null,
        finished_at: new Date(),
      });
      await deps.jobs.reportProgress(job, total, total);
    } catch (err) {
      logger.warn({ verificationId: row.id, err: (err as Error).message }, 'ledger verification failed');
      await updateVerification(db, row.id, ['running'], { status: 'failed', finished_at: new Date() });
    }
  };
}
