/**
 * The hash of a ledger link (issue 14, item 3): SHA-256 over the previous link's hash followed by the
 * record's canonical JSON (RFC 8785, `canonicalize`), so anyone can recompute it from a receipt.
 */
import { hash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** The prev_hash of a chain's first record. */
export const GENESIS_HASH = '0'.repeat(64);

/** RFC 8785 JSON of a record: sorted keys, no whitespace, ES number form. */
export function canonicalJson(record: unknown): string {
  const json = canonicalize(record);
  // undefined (or a function) has no JSON form: hashing it would chain nothing.
  if (json === undefined) throw new Error('A ledger record must be a JSON value');
  return json;
}

/** hex SHA-256(prevHash + canonicalJson(record)), in one call (no Hash object per link). */
export function linkHash(prevHash: string, record: unknown): string {
  return linkHashOfJson(prevHash, canonicalJson(record));
}

/** linkHash of a record whose canonical JSON is already made. */
export function linkHashOfJson(prevHash: string, json: string): string {
  return hash('sha256', prevHash + json, 'hex');
}
