/**
 * Group commit for consent submissions. Submissions wait up to `maxWaitMs` (or until `maxBatch` are
 * queued) and are then written per property, all at once: the month's consent counter, the chain
 * links, the records and the rollups (see commitProperty). Each submission's promise resolves only
 * after that commit, and rejects when it failed: an answered consent is stored.
 * One batch commits at a time (PGlite has one connection: transactions must never overlap or nest);
 * what arrives meanwhile forms the next batch, so the batch grows with the load. (Two batches in
 * flight on PostgreSQL were tried: the second's statement often reached the rows first, found the
 * head not yet moved and fell back to the transaction, which was slower.)
 */
import { licenceLimits, type PlanTier, type Schemas } from '@privacy-portal/sdk';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database.ts';
import { incrementCounter } from '../../billing/limits/limits.queries.ts';
import { type ChainLink, linkChain, lockHead, moveHead } from '../../ledger/ledger.append.ts';
import { CONSENT_LEDGER, toConsentRecord } from './consent-record.ts';
import {
  addToRollups,
  appendAtKnownHead,
  insertConsentRecords,
  type NewConsentRow,
} from './consents.queries.ts';
import { noticeOverLimit } from './usage-notices.ts';

export type ConsentReceived = Schemas['ConsentReceived'];

/** What a submission brings: the row without its place in the chain, its time and its limit flag. */
export type PendingConsent = Omit<NewConsentRow, 'seq' | 'recorded_at' | 'over_limit' | 'prev_hash' | 'hash'>;

export interface ConsentSubmissionJob {
  companyId: number;
  tier: PlanTier;
  row: PendingConsent;
}

export interface ConsentBatcher {
  submit(job: ConsentSubmissionJob): Promise<ConsentReceived>;
  /** Commits what is queued and waits for it. */
  close(): Promise<void>;
}

interface Waiting {
  job: ConsentSubmissionJob;
  resolve(received: ConsentReceived): void;
  reject(err: unknown): void;
}

export interface BatcherOptions {
  maxWaitMs: number;
  maxBatch: number;
}

/** What this process knows of a property's chain and month after its last batch. */
interface Known {
  month: string;
  used: number;
  head: { seq: number; hash: string };
}

/** The batch's rows for one property, linked from `head`, flagged past the plan's limit from `used`. */
function linkRows(waiting: Waiting[], recordedAt: Date, used: number, head: { seq: number; hash: string }) {
  const first = waiting[0] as Waiting;
  const limit = licenceLimits('cookieConsent', first.job.tier).consents;
  const drafts = waiting.map((w, i) => ({
    ...w.job.row,
    recorded_at: recordedAt,
    // Kept all the same: a proof is never dropped for the plan; the flag tells which ones passed it.
    over_limit: limit !== -1 && used + i + 1 > limit,
  }));
  const links = linkChain(head, drafts, (r, seq) => toConsentRecord({ ...r, seq, prev_hash: '', hash: '' }));
  const rows: NewConsentRow[] = drafts.map((d, i) => {
    const link = links[i] as ChainLink;
    return { ...d, seq: link.seq, prev_hash: link.prev_hash, hash: link.hash };
  });
  return { rows, overLimit: limit !== -1 && used + waiting.length > limit };
}

/**
 * One property's part of a batch. With the head and count this process left behind, one statement
 * (appendAtKnownHead); if another replica moved them, or on the first batch, a transaction that locks
 * the counter and the chain's head (lockHead), which serialises replicas.
 */
async function commitProperty(
  db: Db,
  known: Map<number, Known>,
  propertyId: number,
  waiting: Waiting[],
  recordedAt: Date,
): Promise<{ rows: NewConsentRow[]; overLimit: boolean }> {
  const month = recordedAt.toISOString().slice(0, 7);
  const k = known.get(propertyId);
  if (k && k.month === month) {
    const linked = linkRows(waiting, recordedAt, k.used, k.head);
    const stored = await appendAtKnownHead(db, {
      ledger: CONSENT_LEDGER,
      propertyId,
      month,
      used: k.used,
      head: k.head,
      rows: linked.rows,
    });
    if (stored) {
      const last = linked.rows[linked.rows.length - 1] as NewConsentRow;
      known.set(propertyId, {
        month,
        used: k.used + waiting.length,
        head: { seq: last.seq, hash: last.hash },
      });
      return linked;
    }
  }
  known.delete(propertyId);
  const linked = await db.transaction(async (trx) => {
    // The counter first, then the head: the order appendAtKnownHead locks them in.
    const used =
      (await incrementCounter(
        trx,
        { scope_kind: 'property', scope_id: propertyId, metric: 'consents', period: month },
        waiting.length,
        -1,
      )) ?? 0;
    const head = await lockHead(trx, CONSENT_LEDGER, propertyId);
    const result = linkRows(waiting, recordedAt, used - waiting.length, head);
    const last = result.rows[result.rows.length - 1] as NewConsentRow;
    await moveHead(trx, CONSENT_LEDGER, propertyId, { seq: last.seq, hash: last.hash });
    await insertConsentRecords(trx, result.rows);
    await addToRollups(trx, result.rows);
    return { ...result, used };
  });
  const last = linked.rows[linked.rows.length - 1] as NewConsentRow;
  known.set(propertyId, { month, used: linked.used, head: { seq: last.seq, hash: last.hash } });
  return linked;
}

export function createConsentBatcher(db: Db, logger: Logger, options: BatcherOptions): ConsentBatcher {
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  const known = new Map<number, Known>();

  const run = async (batch: Waiting[]) => {
    const recordedAt = new Date();
    const month = recordedAt.toISOString().slice(0, 7);
    const byProperty = new Map<number, Waiting[]>();
    for (const w of batch) {
      const list = byProperty.get(w.job.row.property_id) ?? [];
      list.push(w);
      byProperty.set(w.job.row.property_id, list);
    }
    // Properties in id order: two replicas' batches lock the chain heads in the same order (no deadlock).
    for (const [propertyId, waiting] of [...byProperty].sort((a, b) => a[0] - b[0])) {
      let result: Awaited<ReturnType<typeof commitProperty>>;
      try {
        result = await commitProperty(db, known, propertyId, waiting, recordedAt);
      } catch (err) {
        for (const w of waiting) w.reject(err);
        continue;
      }
      // The rows are the waiters' own, in order.
      waiting.forEach((w, i) => {
        const row = result.rows[i] as NewConsentRow;
        w.resolve({
          consent_id: row.consent_id,
          seq: row.seq,
          hash: row.hash,
          recorded_at: recordedAt.toISOString(),
        });
      });
      if (result.overLimit) {
        const job = (waiting[0] as Waiting).job;
        await noticeOverLimit(db, { companyId: job.companyId, propertyId, kind: 'consents', month }).catch(
          (err: unknown) => logger.warn({ err }, 'consent limit notice not sent'),
        );
      }
    }
  };

  let active: Promise<void> | undefined;
  const start = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (active || !queue.length) return;
    const batch = queue.slice(0, options.maxBatch);
    queue = queue.slice(batch.length);
    active = run(batch).finally(() => {
      active = undefined;
      // What queued during the commit has waited long enough: it goes at once.
      if (queue.length) start();
    });
  };

  return {
    submit(job) {
      return new Promise<ConsentReceived>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        if (active) return;
        if (queue.length >= options.maxBatch || options.maxWaitMs === 0) start();
        else timer ??= setTimeout(start, options.maxWaitMs);
      });
    },
    async close() {
      start();
      while (active) await active;
    },
  };
}
