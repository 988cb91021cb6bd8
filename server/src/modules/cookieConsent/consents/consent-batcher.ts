/**
 * Group commit for consent submissions. Submissions wait up to `maxWaitMs` (or until `maxBatch` are
 * queued) and are then written per property, all at once: the month's consent counter, the chain
 * links, the records and the rollups (see commitProperty). Each submission's promise resolves only
 * after that commit, and rejects when it failed: an answered consent is stored.
 * Two batches are in hand at a time: while one's statement runs in the database, the next is linked
 * from the head the first will leave (CPU work that would otherwise wait for it), and its statement
 * is sent once the first's is done. Statements never overlap (PGlite has one connection: transactions
 * must never overlap or nest), so the second cannot reach the chain's head before the first moved it.
 * If the first is not stored as linked, the second's statement finds the head elsewhere and keeps
 * nothing, and it takes the locking transaction too.
 */
import { licenceLimits, type PlanTier, type Schemas } from '@privacy-portal/sdk';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database.ts';
import { incrementCounter } from '../../billing/limits/limits.queries.ts';
import { type ChainLink, linkChain, lockHead, moveHead } from '../../ledger/ledger.append.ts';
import { CONSENT_LEDGER, consentRecordJson, toConsentRecord } from './consent-record.ts';
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
  const links = linkChain(
    head,
    drafts,
    (r, seq) => toConsentRecord({ ...r, seq, prev_hash: '', hash: '' }),
    consentRecordJson,
  );
  const rows: NewConsentRow[] = drafts.map((d, i) => {
    const link = links[i] as ChainLink;
    return { ...d, seq: link.seq, prev_hash: link.prev_hash, hash: link.hash };
  });
  return { rows, overLimit: limit !== -1 && used + waiting.length > limit };
}

/** One property's part of a batch, linked before its statement runs (when this process knows the head). */
interface Prepared {
  propertyId: number;
  waiting: Waiting[];
  recordedAt: Date;
  month: string;
  /** The head and count the rows were linked from, and the rows; none on a first batch or a new month. */
  from?: Known;
  linked?: { rows: NewConsentRow[]; overLimit: boolean };
}

/**
 * Links a property's part of a batch from the head and count this process left behind, and takes
 * its end as the new known head at once, so that the next batch can be linked while this one's
 * statement runs.
 */
function prepareProperty(
  known: Map<number, Known>,
  propertyId: number,
  waiting: Waiting[],
  recordedAt: Date,
): Prepared {
  const month = recordedAt.toISOString().slice(0, 7);
  const k = known.get(propertyId);
  if (!k || k.month !== month) return { propertyId, waiting, recordedAt, month };
  const linked = linkRows(waiting, recordedAt, k.used, k.head);
  const last = linked.rows[linked.rows.length - 1] as NewConsentRow;
  known.set(propertyId, { month, used: k.used + waiting.length, head: { seq: last.seq, hash: last.hash } });
  return { propertyId, waiting, recordedAt, month, from: k, linked };
}

/**
 * Writes a prepared part. Linked from a known head: one statement (appendAtKnownHead). If another
 * replica moved the head or count, or on the first batch, a transaction that locks the counter and
 * the chain's head (lockHead), which serialises replicas, links the rows afresh.
 */
async function commitProperty(
  db: Db,
  known: Map<number, Known>,
  p: Prepared,
): Promise<{ rows: NewConsentRow[]; overLimit: boolean }> {
  const { propertyId, waiting, recordedAt, month } = p;
  if (p.from && p.linked) {
    const stored = await appendAtKnownHead(db, {
      ledger: CONSENT_LEDGER,
      propertyId,
      month,
      used: p.from.used,
      head: p.from.head,
      rows: p.linked.rows,
    });
    if (stored) return p.linked;
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

/** Batches in hand at once: one writing, the next linked and waiting for it. */
const IN_HAND = 2;

export function createConsentBatcher(db: Db, logger: Logger, options: BatcherOptions): ConsentBatcher {
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  const known = new Map<number, Known>();

  // The statements of the batch before: the next batch's wait for it.
  let previous: Promise<void> = Promise.resolve();

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
    let parts: Prepared[];
    try {
      parts = [...byProperty]
        .sort((a, b) => a[0] - b[0])
        .map(([propertyId, waiting]) => prepareProperty(known, propertyId, waiting, recordedAt));
    } catch (err) {
      // A row that cannot be linked: its batch is refused (nothing was written), never left waiting.
      // What this process knew of the heads may be half moved: the next batches lock and read them.
      known.clear();
      for (const w of batch) w.reject(err);
      return;
    }
    const before = previous;
    let done = () => {};
    previous = new Promise<void>((resolve) => {
      done = resolve;
    });
    await before;
    const results: Array<{ part: Prepared; rows?: NewConsentRow[]; overLimit?: boolean; err?: unknown }> = [];
    try {
      for (const part of parts) {
        try {
          results.push({ part, ...(await commitProperty(db, known, part)) });
        } catch (err) {
          results.push({ part, err });
        }
      }
    } finally {
      // The next batch's statement goes now, while this one's answers are written.
      done();
    }
    for (const { part, rows, err } of results) {
      if (!rows) {
        for (const w of part.waiting) w.reject(err);
        continue;
      }
      // The rows are the waiters' own, in order.
      part.waiting.forEach((w, i) => {
        const row = rows[i] as NewConsentRow;
        w.resolve({
          consent_id: row.consent_id,
          seq: row.seq,
          hash: row.hash,
          recorded_at: recordedAt.toISOString(),
        });
      });
    }
    for (const { part, overLimit } of results) {
      if (!overLimit) continue;
      const job = (part.waiting[0] as Waiting).job;
      await noticeOverLimit(db, {
        companyId: job.companyId,
        propertyId: part.propertyId,
        kind: 'consents',
        month,
      }).catch((err: unknown) => logger.warn({ err }, 'consent limit notice not sent'));
    }
  };

  const active = new Set<Promise<void>>();
  const start = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (active.size >= IN_HAND || !queue.length) return;
    const batch = queue.slice(0, options.maxBatch);
    queue = queue.slice(batch.length);
    const running: Promise<void> = run(batch).finally(() => {
      active.delete(running);
      // What queued meanwhile has waited long enough: it goes at once.
      if (queue.length) start();
    });
    active.add(running);
  };

  return {
    submit(job) {
      return new Promise<ConsentReceived>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        if (active.size >= IN_HAND) return;
        if (queue.length >= options.maxBatch || options.maxWaitMs === 0) start();
        else timer ??= setTimeout(start, options.maxWaitMs);
      });
    },
    async close() {
      start();
      while (active.size) {
        await Promise.all(active);
        start();
      }
    },
  };
}
