import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { migrationSource } from './migrations.ts';

// int8 (count(*), bigint) as numbers on pg too, as PGlite already does.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = Knex;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An open PGlite instance (tests start from a migrated snapshot). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const db = knexFactory({ client: 'pg', connection: options.databaseUrl, pool: { min: 0, max: 10 } });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let pglite = options.pglite;
  if (!pglite) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create(options.dataDir ?? undefined);
  }
  const instance = pglite;
  const db = knexFactory({
    client: ClientPgLite as unknown as Knex.Config['client'],
    dialect: 'postgres',
    connection: () => ({ pglite: instance }) as object,
  } as Knex.Config);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!instance.closed) await instance.close();
    },
  };
}

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** True when the database answers a trivial query (health checks). */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
