import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * rate-limiter-flexible's PostgreSQL store speaks `query({ text, values })`; this adapter runs those
 * statements through knex, so the same limiter works on PGlite and on PostgreSQL, across replicas.
 */
function knexQueryAdapter(db: Db) {
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

export interface Limiters {
  /** Throws 429 when the keys are blocked. */
  check(keys: string[], what: string): Promise<void>;
  /** Counts one failure against each key. */
  fail(keys: string[]): Promise<void>;
  reset(key: string): Promise<void>;
}

function make(db: Db, keyPrefix: string, points: number, durationSeconds: number) {
  return new RateLimiterPostgres({
    storeClient: knexQueryAdapter(db),
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration: durationSeconds,
  });
}

/** Login failures per account and per address; mail sending (resend, forgot) per address. */
export function createLimiters(db: Db, maxFailures: number, blockSeconds: number): Limiters {
  const byPrefix: Record<string, RateLimiterPostgres> = {
    account: make(db, 'account', maxFailures, blockSeconds),
    // One address may be a whole office behind NAT: allow more than for one account.
    ip: make(db, 'ip', maxFailures * 4, blockSeconds),
    mail: make(db, 'mail', 5, 3600),
  };
  const split = (key: string) => {
    const i = key.indexOf(':');
    const limiter = byPrefix[key.slice(0, i)];
    if (!limiter) throw new Error(`unknown limiter key ${key}`);
    return { limiter, id: key.slice(i + 1) };
  };
  return {
    async check(keys, what) {
      for (const key of keys) {
        const { limiter, id } = split(key);
        const res = await limiter.get(id);
        if (res && res.consumedPoints >= limiter.points) {
          const retry = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
          const minutes = Math.ceil(retry / 60);
          throw new ApiError(
            429,
            'rate_limited',
            `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            undefined,
            retry,
          );
        }
      }
    },
    async fail(keys) {
      for (const key of keys) {
        const { limiter, id } = split(key);
        await limiter.penalty(id, 1).catch((err: unknown) => {
          if (!(err instanceof RateLimiterRes)) throw err;
        });
      }
    },
    async reset(key) {
      const { limiter, id } = split(key);
      await limiter.delete(id);
    },
  };
}
