import type { Db } from '../../db/database.ts';

/**
 * rate-limiter-flexible's PostgreSQL store speaks `query({ text, values })`; this adapter runs those
 * statements (the library's own SQL on the rate_limits table) through knex, so the same limiter works
 * on PGlite and on PostgreSQL, across replicas.
 */
export function rateLimitStore(db: Db) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const values = q.values ?? [];
      const bindings: unknown[] = [];
      const sql = q.text.replace(/\$(\d+)/g, (_, n: string) => {
        bindings.push(values[Number(n) - 1]);
        return '?';
      });
      const res = (await db.raw(sql, bindings as never[])) as {
        rows?: unknown[];
        rowCount?: number;
        affectedRows?: number;
      };
      const rows = res.rows ?? [];
      // PGlite counts affected rows only (0 for a SELECT); the limiter reads rowCount as rows returned.
      return { ...res, rows, rowCount: Math.max(rows.length, res.rowCount ?? res.affectedRows ?? 0) };
    },
  };
}

/** Gives one point back to a key's live window (never below zero, never to an expired window). */
export async function giveBackPoint(db: Db, key: string): Promise<void> {
  await db('rate_limits')
    .where({ key })
    .where('points', '>', 0)
    .where('expire', '>', Date.now())
    .decrement('points', 1);
}
