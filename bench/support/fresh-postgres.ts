// A throwaway database on the PostgreSQL of DATABASE_URL, so a benchmark starts from nothing.
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

export async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pp_bench_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    drop: async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}
