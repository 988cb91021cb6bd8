/**
 * The consent batcher's commit: after a process's first batch, a batch is one statement written at the
 * head and count it knows; when another writer moved them (another replica, a new month), nothing of
 * that statement is kept and the locking transaction writes the batch. Either way the chain verifies
 * and the month's counter counts every record once.
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import {
  type ConsentBatcher,
  type ConsentSubmissionJob,
  createConsentBatcher,
} from '../../src/modules/cookieConsent/consents/consent-batcher.ts';
import { CONSENT_LEDGER, consentChainRows } from '../../src/modules/cookieConsent/consents/consent-record.ts';
import { verifyLinks } from '../../src/modules/ledger/ledger.verify.ts';
import { demoIds } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { appendRecords } from './records.ts';

let server: TestServer;
let db: Db;
let store: number;
let job: () => ConsentSubmissionJob;
const batchers: ConsentBatcher[] = [];

beforeAll(async () => {
  server = await startTestServer();
  db = server.running.deps.db;
  store = (await demoIds(db)).storeId;
  const state = await server.running.deps.consents.banners.state(store);
  if (!state) throw new Error('Demo Store shows no banner');
  job = () => ({
    companyId: state.companyId,
    tier: state.tier,
    row: {
      property_id: store,
      consent_id: randomUUID(),
      banner_version: 1,
      choice: 'accept_all',
      granted: ['necessary', 'functional', 'analytics', 'marketing'],
      denied: [],
      gpc: false,
      tc_string: null,
      consent_mode: null,
      region: 'DE',
      country: 'DE',
      device: 'desktop',
      language: 'en',
      page_url: 'https://store.demo.test/',
      user_agent: 'test',
      ip_hash: 'b'.repeat(64),
    },
  });
}, 60_000);
afterAll(async () => {
  for (const b of batchers) await b.close();
  await server?.close();
});

/** A batcher of its own, as another process would have (no wait: each submit is a batch). */
const newBatcher = () => {
  const b = createConsentBatcher(db, pino({ level: 'silent' }), { maxWaitMs: 0, maxBatch: 5 });
  batchers.push(b);
  return b;
};

const month = () => new Date().toISOString().slice(0, 7);
const used = async () =>
  Number(
    (
      (await db('usage_counters')
        .where({ scope_kind: 'property', scope_id: store, metric: 'consents', period: month() })
        .first('count')) as { count: number | string } | undefined
    )?.count ?? 0,
  );

async function chainHolds(): Promise<void> {
  const head = (await db('ledger_heads').where({ ledger: CONSENT_LEDGER, chain_id: store }).first()) as {
    seq: number | string;
    hash: string;
  };
  const result = await verifyLinks(consentChainRows(db, store), undefined, {
    seq: Number(head.seq),
    hash: head.hash,
  });
  expect(result.firstBroken).toBeNull();
  expect(result.checked).toBe(Number(head.seq));
}

/** The statements `run` sends to the database. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const listen = (q: { sql: string }) => sent.push(q.sql);
  db.on('query', listen);
  try {
    await run();
  } finally {
    db.off('query', listen);
  }
  return sent;
}

/** The locking transaction's read of the chain's head. */
const isLockHead = (sql: string) => /^select .*for update/i.test(sql.trim());

describe('the consent batcher', () => {
  it('writes a batch as one statement once it knows the head, and the chain verifies', async () => {
    const batcher = newBatcher();
    const before = await used();
    const first = await statementsOf(() => batcher.submit(job()));
    expect(first.length).toBeGreaterThan(3); // the locking transaction
    // Two batches here (no wait: the second queues behind the first), each one statement.
    const next = await statementsOf(() => Promise.all([batcher.submit(job()), batcher.submit(job())]));
    expect(next).toHaveLength(2);
    for (const sql of next) expect(sql).toMatch(/^\s*WITH counter AS/);
    expect(await used()).toBe(before + 3);
    await chainHolds();
  });

  it('another writer moved the head, not the count: its statement keeps nothing, the transaction writes', async () => {
    const batcher = newBatcher();
    await batcher.submit(job());
    // Records appended outside this batcher move the head without the month's counter.
    await appendRecords(db, store, [{ at: new Date() }]);
    const before = await used();
    const received = await batcher.submit(job());
    expect(await used()).toBe(before + 1);
    const last = (await db('consent_records').where({ property_id: store }).max('seq as seq').first()) as {
      seq: number | string;
    };
    expect(received.seq).toBe(Number(last.seq));
    await chainHolds();
  });

  it('after a batch that was not stored as linked, the next ones link from where it really ended: one miss, one transaction', async () => {
    // Thirty at once make six batches of five, each waiting for the statements of the one before.
    const batcher = createConsentBatcher(db, pino({ level: 'silent' }), { maxWaitMs: 50, maxBatch: 5 });
    batchers.push(batcher);
    await batcher.submit(job());
    // Another writer moves the head: the first batch below (linked from the head this process knows)
    // keeps nothing and takes the locking transaction; every later one links from where that left it.
    await appendRecords(db, store, [{ at: new Date() }]);
    const before = await used();
    const sent = await statementsOf(() =>
      Promise.all(Array.from({ length: 30 }, () => batcher.submit(job()))),
    );
    expect(sent.filter((sql) => /^\s*WITH counter AS/.test(sql))).toHaveLength(6);
    expect(sent.filter(isLockHead)).toHaveLength(1);
    expect(await used()).toBe(before + 30);
    await chainHolds();
  });

  it('refuses a batch it cannot link instead of leaving it waiting, and goes on with the next', async () => {
    const batcher = newBatcher();
    await batcher.submit(job());
    const before = await used();
    // A row whose record has no JSON (a BigInt in it): linking it (from the known head) throws.
    const broken = { ...job(), row: { ...job().row, consent_mode: { ad_storage: 1n } as never } };
    await expect(batcher.submit(broken)).rejects.toThrow(TypeError);
    const received = await batcher.submit(job());
    expect(received.seq).toBeGreaterThan(0);
    expect(await used()).toBe(before + 1);
    await chainHolds();
  });

  it('two processes writing in turn and at once keep one gap-free chain and count every record once', async () => {
    const a = newBatcher();
    const b = newBatcher();
    const before = await used();
    const seqs: number[] = [];
    for (let i = 0; i < 4; i++) {
      seqs.push((await a.submit(job())).seq, (await b.submit(job())).seq);
    }
    // Batches of at most 5 from each, the two processes' statements and transactions interleaved.
    const together = await Promise.all([
      ...Array.from({ length: 15 }, () => a.submit(job())),
      ...Array.from({ length: 15 }, () => b.submit(job())),
    ]);
    seqs.push(...together.map((r) => r.seq));
    expect(new Set(seqs).size).toBe(38);
    const sorted = [...seqs].sort((x, y) => x - y);
    expect((sorted.at(-1) as number) - (sorted[0] as number)).toBe(37);
    expect(await used()).toBe(before + 38);
    await chainHolds();
  });
});
