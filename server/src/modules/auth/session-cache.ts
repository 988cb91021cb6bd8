import type { Db } from '../../db/database.ts';

/**
 * How long a cached session stays without being read again. Writes made by this process clear the
 * cache at once (below); a write made by another process (replicas on one PostgreSQL) is seen when
 * the entry is this old, so a logout or a revocation elsewhere takes effect within this time.
 */
export const SESSION_CACHE_TTL_MS = 1000;
const ENTRIES_KEPT = 10_000;

/** Statements that can change a user or a session row: writes naming those tables, and any delete (cascades). */
const TOUCHES_ACCOUNTS = /\b(users|sessions)\b/i;
const WRITE = /^\s*(insert|update|delete|merge|with|truncate|alter|drop)\b/i;
const CASCADING = /^\s*(delete|truncate|drop)\b/i;
// The end of the outermost transaction (knex sends it without a transaction id); not a savepoint's.
const TX_END = /^\s*(commit|rollback)\s*;?\s*$/i;

interface QueryEvent {
  sql?: string;
  __knexUid?: string;
  __knexTxId?: string;
  __knexQueryUid?: string;
}

export interface SessionCache<T> {
  /** The cached value for the key, or load() stored when nothing changed accounts meanwhile. */
  read(key: string, load: () => Promise<T | null>): Promise<T | null>;
}

/**
 * A per-process cache of what a token resolves to (session, user, impersonator), cleared whenever a
 * statement of this process may change a user or a session row. knex reports every statement
 * ('query', 'query-response'); a value read while such a write was running, or while its
 * transaction was not yet committed, is not kept, so a revoked session is refused on the next request.
 */
export function createSessionCache<T>(db: Db, now: () => number = () => Date.now()): SessionCache<T> {
  const entries = new Map<string, { value: T; at: number }>();
  let generation = 0;
  const running = new Set<string>(); // writes outside a transaction, until answered
  const dirty = new Set<string>(); // connections in a transaction that wrote accounts
  const closing = new Map<string, number>(); // ...that sent COMMIT/ROLLBACK, until the connection is used again
  const changed = () => {
    generation++;
    entries.clear();
  };
  db.on('query', (q: QueryEvent) => {
    const sql = q.sql ?? '';
    const conn = q.__knexUid ?? '';
    if (closing.delete(conn)) changed(); // the connection is reused: its COMMIT has completed
    if (TX_END.test(sql) && dirty.delete(conn)) {
      closing.set(conn, now());
      changed();
      return;
    }
    if (!WRITE.test(sql) || !(CASCADING.test(sql) || TOUCHES_ACCOUNTS.test(sql))) return;
    changed();
    if (q.__knexTxId) dirty.add(conn);
    else if (q.__knexQueryUid) running.add(q.__knexQueryUid);
  });
  const answered = (_: unknown, q: QueryEvent) => {
    if (q?.__knexQueryUid && running.delete(q.__knexQueryUid)) changed();
  };
  db.on('query-response', answered);
  db.on('query-error', answered);

  const settled = () => {
    // A connection that committed and was never used again (destroyed) stops blocking after the TTL.
    for (const [conn, at] of closing) if (now() - at >= SESSION_CACHE_TTL_MS) closing.delete(conn);
    return running.size === 0 && dirty.size === 0 && closing.size === 0;
  };
  return {
    async read(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < SESSION_CACHE_TTL_MS) return hit.value;
      const started = generation;
      const at = now();
      const value = await load();
      if (value !== null && generation === started && settled()) {
        if (entries.size >= ENTRIES_KEPT) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, at });
      }
      return value;
    },
  };
}
