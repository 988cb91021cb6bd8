/**
 * Group commit for consent submissions. Submissions wait up to `maxWaitMs` (or until `maxBatch` are
 * queued) and are then written in one transaction: per property, the month's consent counter, the
 * chain links (appendToChain locks the property's chain head, which serialises replicas), one
 * multi-row insert of the records and the rollups. Each submission's promise resolves only after that
 * transaction committed, and every one of them rejects when it failed: an answered consent is stored.
 * One batch commits at a time (PGlite has one connection: transactions must never overlap or nest);
 * what arrives meanwhile forms the next batch, so the batch grows with the load.
 */
import { licenceLimits, type PlanTier, type Schemas } from '@privacy-portal/sdk';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database.ts';
import { incrementCounter } from '../../billing/limits/limits.queries.ts';
import { appendToChain } from '../../ledger/ledger.append.ts';
import { CONSENT_LEDGER, toConsentRecord } from './consent-record.ts';
import { addToRollups, insertConsentRecords, type NewConsentRow } from './consents.queries.ts';
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

async function commitBatch(
  db: Db,
  batch: Waiting[],
  recordedAt: Date,
): Promise<{ rows: NewConsentRow[]; overLimit: ConsentSubmissionJob[] }> {
  const month = recordedAt.toISOString().slice(0, 7);
  const byProperty = new Map<number, Waiting[]>();
  for (const w of batch) {
    const list = byProperty.get(w.job.row.property_id) ?? [];
    list.push(w);
    byProperty.set(w.job.row.property_id, list);
  }
  const rows: NewConsentRow[] = [];
  const overLimit: ConsentSubmissionJob[] = [];
  await db.transaction(async (trx) => {
    // Properties in id order: two replicas' batches lock the chain heads in the same order (no deadlock).
    for (const [propertyId, waiting] of [...byProperty].sort((a, b) => a[0] - b[0])) {
      const first = waiting[0] as Waiting;
      const used =
        (await incrementCounter(
          trx,
          { scope_kind: 'property', scope_id: propertyId, metric: 'consents', period: month },
          waiting.length,
          -1,
        )) ?? 0;
      const limit = licenceLimits('cookieConsent', first.job.tier).consents;
      const before = used - waiting.length;
      const drafts = waiting.map((w, i) => ({
        ...w.job.row,
        recorded_at: recordedAt,
        // Kept all the same: a proof is never dropped for the plan; the flag tells which ones passed it.
        over_limit: limit !== -1 && before + i + 1 > limit,
      }));
      if (limit !== -1 && used > limit) overLimit.push(first.job);
      const links = await appendToChain(trx, {
        ledger: CONSENT_LEDGER,
        chainId: propertyId,
        records: drafts,
        recordForHash: (r, seq) => toConsentRecord({ ...r, seq, prev_hash: '', hash: '' }),
      });
      drafts.forEach((d, i) => {
        const link = links[i] as (typeof links)[number];
        rows.push({ ...d, seq: link.seq, prev_hash: link.prev_hash, hash: link.hash });
      });
    }
    await insertConsentRecords(trx, rows);
    await addToRollups(trx, rows);
  });
  return { rows, overLimit };
}

export function createConsentBatcher(db: Db, logger: Logger, options: BatcherOptions): ConsentBatcher {
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<void> | undefined;

  const run = async (batch: Waiting[]) => {
    const recordedAt = new Date();
    let result: Awaited<ReturnType<typeof commitBatch>>;
    try {
      result = await commitBatch(db, batch, recordedAt);
    } catch (err) {
      for (const w of batch) w.reject(err);
      return;
    }
    // Rows were pushed in property order; find each waiter's own row by consent id and property.
    const rowOf = new Map<Waiting, NewConsentRow>();
    const byKey = new Map<string, NewConsentRow[]>();
    for (const r of result.rows) {
      const key = `${r.property_id}|${r.consent_id}`;
      byKey.set(key, [...(byKey.get(key) ?? []), r]);
    }
    for (const w of batch) {
      const list = byKey.get(`${w.job.row.property_id}|${w.job.row.consent_id}`) as NewConsentRow[];
      rowOf.set(w, list.shift() as NewConsentRow);
    }
    for (const w of batch) {
      const row = rowOf.get(w) as NewConsentRow;
      w.resolve({
        consent_id: row.consent_id,
        seq: row.seq,
        hash: row.hash,
        recorded_at: recordedAt.toISOString(),
      });
    }
    for (const job of result.overLimit) {
      await noticeOverLimit(db, {
        companyId: job.companyId,
        propertyId: job.row.property_id,
        kind: 'consents',
        month: recordedAt.toISOString().slice(0, 7),
      }).catch((err: unknown) => logger.warn({ err }, 'consent limit notice not sent'));
    }
  };

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
