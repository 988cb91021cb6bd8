import type { Db } from '../../db/database.ts';

/** What pg-boss (and the jobs migration) needs of a database: one statement with values, or a script. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgliteConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
}
interface PgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs SQL on a connection of knex's own pool, so that it queues behind knex's queries and
 * transactions: PGlite has one connection, and a statement sent beside knex would land inside
 * whatever transaction knex has open on it. A text without values may hold several statements
 * (pg-boss's schema and its locked sections): PGlite's exec and pg's simple query protocol run them.
 */
export function knexExecutor(db: Db): SqlExecutor {
  return {
    async executeSql(text, values) {
      const connection = (await db.client.acquireConnection()) as PgliteConnection | PgConnection;
      try {
        if (values?.length) return await connection.query(text, values);
        if ('exec' in connection) {
          const results = await connection.exec(text);
          return results.at(-1) ?? { rows: [] };
        }
        return await connection.query(text);
      } finally {
        await db.client.releaseConnection(connection);
      }
    },
  };
}
