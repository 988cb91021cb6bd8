/**
 * Walks a chain in ascending seq and reports the first link that does not hold: a record whose hash
 * does not recompute (altered), a prev_hash that is not the previous hash (reordered or spliced), or
 * a seq that is missing (deleted). Reads batches so a chain of millions never sits in memory.
 */
import { GENESIS_HASH, linkHash } from './ledger.hash.ts';

export type BrokenReason = 'hash_mismatch' | 'prev_hash_mismatch' | 'missing_record';

export interface LinkedRecord {
  seq: number;
  prev_hash: string;
  hash: string;
  record: unknown;
}

export interface Verification {
  checked: number;
  firstBroken: null | { seq: number; reason: BrokenReason };
}

/**
 * `head` (the chain's ledger_heads row, read before the walk) also catches records deleted from the
 * end of the chain, which leave no gap for the walk to see.
 */
export async function verifyLinks(
  rows: AsyncIterable<LinkedRecord[]>,
  onProgress?: (checked: number) => Promise<void> | void,
  head?: { seq: number; hash: string },
): Promise<Verification> {
  let checked = 0;
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  for await (const batch of rows) {
    for (const row of batch) {
      // A deleted record leaves a gap: the seq the chain expected is the broken one.
      if (row.seq !== expectedSeq) {
        return { checked, firstBroken: { seq: expectedSeq, reason: 'missing_record' } };
      }
      if (row.prev_hash !== prevHash) {
        return { checked, firstBroken: { seq: row.seq, reason: 'prev_hash_mismatch' } };
      }
      if (linkHash(row.prev_hash, row.record) !== row.hash) {
        return { checked, firstBroken: { seq: row.seq, reason: 'hash_mismatch' } };
      }
      checked += 1;
      expectedSeq += 1;
      prevHash = row.hash;
    }
    if (onProgress) await onProgress(checked);
  }
  if (head && checked < head.seq) {
    return { checked, firstBroken: { seq: expectedSeq, reason: 'missing_record' } };
  }
  if (head && head.seq > 0 && checked === head.seq && prevHash !== head.hash) {
    return { checked, firstBroken: { seq: head.seq, reason: 'hash_mismatch' } };
  }
  return { checked, firstBroken: null };
}
