/**
 * The consent ledger's link hash as the server computes it (server/src/modules/ledger/ledger.hash.ts):
 * hex SHA-256 over the previous hash followed by the record's canonical JSON (RFC 8785, `canonicalize`).
 * Synchronous (@noble/hashes, not Web Crypto's promises) so the stateful mocks can chain a record inside
 * a handler, in the browser and in Node alike, and a receipt they give out verifies with any SHA-256 tool.
 */

import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { Schemas } from '@privacy-portal/sdk';
import canonicalize from 'canonicalize';

/** The prev_hash of a chain's first record. */
export const GENESIS_HASH = '0'.repeat(64);

/** RFC 8785 JSON of a ledger record. */
export function canonicalJson(value: unknown): string {
  const json = canonicalize(value);
  if (json === undefined) throw new Error('A ledger record must be a JSON value');
  return json;
}

/** Hex SHA-256 of a string's UTF-8 bytes. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** hex SHA-256(prevHash + canonicalJson(record)). */
export const linkHash = (prevHash: string, record: unknown): string =>
  sha256Hex(prevHash + canonicalJson(record));

export type ConsentRecord = Schemas['ConsentRecord'];
/** A stored record with its chain link, as the server's consent_records row keeps them. */
export interface MockConsentRow {
  record: ConsentRecord;
  prev_hash: string;
  hash: string;
}
