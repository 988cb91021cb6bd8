/**
 * Extends one chain of a ledger inside the caller's transaction. The chain's head row is locked
 * (SELECT … FOR UPDATE) first, so with several server replicas on one database two batches of the
 * same chain queue on that row and never hand out the same seq or fork the chain.
 */
import type { Db } from '../../db/database.ts';
import { canonicalJson, GENESIS_HASH, linkHashOfJson } from './ledger.hash.ts';

export interface ChainLink {
  seq: number;
  prev_hash: string;
  hash: string;
}

export interface AppendArgs<T, R = unknown> {
  /** The ledger's name (cookie_consent, consent_preference, …). */
  ledger: string;
  /** The chain within the ledger (a property id). */
  chainId: number;
  records: T[];
  /** What the hash covers for record r placed at seq. */
  recordForHash: (r: T, seq: number) => R;
  /** Its canonical JSON, when the ledger has a faster maker of the same text than canonicalJson. */
  toJson?: (record: R) => string;
}

interface HeadRow {
  seq: number | string;
  hash: string;
}

/** Locks the chain's head (creating it at genesis on first use) and returns it. */
export async function lockHead(
  trx: Db,
  ledger: string,
  chainId: number,
): Promise<{ seq: number; hash: string }> {
  // Creating the head first makes the lock below always find a row: two first batches of a chain
  // would otherwise both see none and both start at seq 1.
  await trx.raw(
    `INSERT INTO ledger_heads (ledger, chain_id, seq, hash) VALUES (?, ?, 0, ?)
     ON CONFLICT (ledger, chain_id) DO NOTHING`,
    [ledger, chainId, GENESIS_HASH],
  );
  const row = (await trx('ledger_heads')
    .where({ ledger, chain_id: chainId })
    .forUpdate()
    .first('seq', 'hash')) as HeadRow;
  return { seq: Number(row.seq), hash: row.hash };
}

/**
 * The links of `records` after `head`, in order (pure: the caller stores them and moves the head).
 * `toJson` is canonicalJson unless a ledger has a quicker way to the same text for its records.
 */
export function linkChain<T, R = unknown>(
  head: { seq: number; hash: string },
  records: readonly T[],
  recordForHash: (r: T, seq: number) => R,
  toJson: (record: R) => string = canonicalJson,
): ChainLink[] {
  const links: ChainLink[] = [];
  let prev = head.hash;
  let seq = head.seq;
  for (const record of records) {
    seq += 1;
    const hash = linkHashOfJson(prev, toJson(recordForHash(record, seq)));
    links.push({ seq, prev_hash: prev, hash });
    prev = hash;
  }
  return links;
}

/** Moves the chain's head (locked by lockHead in this transaction) to its new last link. */
export async function moveHead(
  trx: Db,
  ledger: string,
  chainId: number,
  last: { seq: number; hash: string },
): Promise<void> {
  await trx('ledger_heads').where({ ledger, chain_id: chainId }).update({ seq: last.seq, hash: last.hash });
}

/** Links of the records in order, after the head was moved past them. Call inside a transaction. */
export async function appendToChain<T, R = unknown>(trx: Db, args: AppendArgs<T, R>): Promise<ChainLink[]> {
  if (!args.records.length) return [];
  const head = await lockHead(trx, args.ledger, args.chainId);
  const links = linkChain(head, args.records, args.recordForHash, args.toJson);
  await moveHead(trx, args.ledger, args.chainId, links[links.length - 1] as ChainLink);
  return links;
}
