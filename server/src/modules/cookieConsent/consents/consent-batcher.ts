/**
 * Group commit for consent submissions. Submissions wait up to `maxWaitMs` (or until `maxBatch` are
 * queued) and are then written per property, all at once: the month's consent counter, the chain
 * links, the records and the rollups (see writePart). Each submission's promise resolves only after
 * that commit, and rejects when it failed: an answered consent is stored.
 * Two batches are in hand at a time: one written while the next fills. Statements never overlap
 * (PGlite has one connection: transactions must never overlap or nest), and a batch links from where
 * the batch before it really left the chain: after one that was not stored as linked (another
 * replica moved the head), from where its locking transaction put it, so one miss costs one
 * transaction, not a run of them.
 */
import { licenceLimits, type PlanTier, type Schemas } from '@privacy-portal/sdk';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database.ts';
import { incrementCounter } from '../../billing/limits/limits.queries.ts';
import { type ChainLink, linkChain, lockHead, moveHead } from '../../ledger/ledger.append.ts';
import { CONSENT_LEDGER, pendingConsentRecord, pendingRecordJson } from './consent-record.ts';
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
  /**
   * Commits what is queued and waits for it, the work after the answers included (the plan-limit
   * notice): a submission is answered before that work ends, so whoever reads its effects awaits this.
   */
  idle(): Promise<void>;
  /** Commits what is queued and waits for it (idle, at shutdown). */
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
  // Kept all the same: a proof is never dropped for the plan; the flag tells which ones passed it.
  const overLimit = (seq: number) => limit !== -1 && used + (seq - head.seq) > limit;
  const at = recordedAt.toISOString();
  const recordJsons: string[] = [];
  const links = linkChain(
    head,
    waiting,
    (w, seq) => pendingConsentRecord(w.job.row, seq, at, overLimit(seq)),
    (record) => {
      const json = pendingRecordJson(record);
      recordJsons.push(json);
      return json;
    },
  );
  // Field by field, not spread: this runs for every record ingested.
  const rows = waiting.map((w, i): NewConsentRow => {
    const r = w.job.row;
    const link = links[i] as ChainLink;
    return {
      property_id: r.property_id,
      seq: link.seq,
      consent_id: r.consent_id,
      recorded_at: recordedAt,
      banner_version: r.banner_version,
      choice: r.choice,
      granted: r.granted,
      denied: r.denied,
      gpc: r.gpc,
      tc_string: r.tc_string,
      consent_mode: r.consent_mode,
      region: r.region,
      country: r.country,
      device: r.device,
      language: r.language,
      page_url: r.page_url,
      user_agent: r.user_agent,
      ip_hash: r.ip_hash,
      over_limit: overLimit(link.seq),
      prev_hash: link.prev_hash,
      hash: link.hash,
    };
  });
  // The rows for the statement: each record's text, hashed above, with the columns that are not in it.
  const json = `[${rows
    .map(
      (r, i) =>
        `{"property_id":${r.property_id},"language":${JSON.stringify(r.language)},"prev_hash":${JSON.stringify(r.prev_hash)},"hash":${JSON.stringify(r.hash)},${(recordJsons[i] as string).slice(1)}`,
    )
    .join(',')}]`;
  return { rows, json, overLimit: limit !== -1 && used + waiting.length > limit };
}

/** One property's part of a batch. Parts of a property are written in the order they were made. */
interface Part {
  propertyId: number;
  waiting: Waiting[];
  recordedAt: Date;
  month: string;
  /** The part before it on this property, until this one is written (then dropped: no long chains). */
  before?: Part;
  /** Where it left the chain once written; undefined if it failed. */
  end: Promise<Known | undefined>;
  settle(end: Known | undefined): void;
}

function endOf(month: string, used: number, rows: readonly NewConsentRow[]): Known {
  const last = rows[rows.length - 1] as NewConsentRow;
  return { month, used, head: { seq: last.seq, hash: last.hash } };
}

/**
 * Writes a part, once the part before it is written. From where that one left the chain: one statement
 * (appendAtKnownHead). If it keeps nothing (another replica moved the head or count), or on a first
 * batch, after a failure or in a new month: a transaction that locks the counter and the chain's head
 * (lockHead), which serialises writers, links the rows afresh.
 */
async function writePart(db: Db, part: Part): Promise<{ rows: NewConsentRow[]; overLimit: boolean }> {
  const { propertyId, waiting, recordedAt, month } = part;
  const before = part.before;
  part.before = undefined;
  try {
    const from = await before?.end;
    if (from && from.month === month) {
      const linked = linkRows(waiting, recordedAt, from.used, from.head);
      const stored = await appendAtKnownHead(db, {
        ledger: CONSENT_LEDGER,
        propertyId,
        month,
        used: from.used,
        head: from.head,
        rows: linked.rows,
        rowsJson: linked.json,
      });
      if (stored) {
        part.settle(endOf(month, from.used + waiting.length, linked.rows));
        return linked;
      }
    }
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
      await insertConsentRecords(trx, result.json);
      await addToRollups(trx, result.rows);
      return { ...result, used };
    });
    part.settle(endOf(month, linked.used, linked.rows));
    return linked;
  } catch (err) {
    // Nothing of it was kept: the next part finds the head by locking it.
    part.settle(undefined);
    throw err;
  }
}

/** Batches in hand at once: one writing, the next filling and waiting for it. */
const IN_HAND = 2;

export function createConsentBatcher(db: Db, logger: Logger, options: BatcherOptions): ConsentBatcher {
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  // Each property's newest part: the next part of that property links from where it leaves the chain.
  const newest = new Map<number, Part>();

  // The statements of the batch before: the next batch's wait for it.
  let previous: Promise<void> = Promise.resolve();

  const newPart = (propertyId: number, waiting: Waiting[], recordedAt: Date): Part => {
    let resolveEnd: (end: Known | undefined) => void = () => {};
    const end = new Promise<Known | undefined>((resolve) => {
      resolveEnd = resolve;
    });
    const part: Part = {
      propertyId,
      waiting,
      recordedAt,
      month: recordedAt.toISOString().slice(0, 7),
      before: newest.get(propertyId),
      end,
      settle: resolveEnd,
    };
    newest.set(propertyId, part);
    return part;
  };

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
    const parts = [...byProperty]
      .sort((a, b) => a[0] - b[0])
      .map(([propertyId, waiting]) => newPart(propertyId, waiting, recordedAt));
    const before = previous;
    let done = () => {};
    previous = new Promise<void>((resolve) => {
      done = resolve;
    });
    await before;
    const results: Array<{ part: Part; rows?: NewConsentRow[]; overLimit?: boolean; err?: unknown }> = [];
    try {
      for (const part of parts) {
        try {
          results.push({ part, ...(await writePart(db, part)) });
        } catch (err) {
          results.push({ part, err });
        }
      }
    } finally {
      // The next batch's statements go now, while this one's answers are written.
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

  const idle = async () => {
    start();
    while (active.size) {
      await Promise.all(active);
      start();
    }
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
    idle,
    close: idle,
  };
}
