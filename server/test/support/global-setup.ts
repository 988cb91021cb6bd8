import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../src/db/database.ts';
import { seedCatalogue } from '../../src/modules/billing/catalogue/catalogue.seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgSnapshot: string;
    pgTemplate: string;
  }
}

export const TEMPLATE_DB = 'pp_test_template';

/**
 * Migrates once: a PGlite data-dir snapshot, or a PostgreSQL template database when DATABASE_URL is
 * set. The project's own env wins (server-pglite sets DATABASE_URL to '' in vitest.config.ts: the
 * PGlite-specific files run on PGlite in the same run that has the server project on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pp-test-'));
  const url = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
    await admin.raw(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.raw(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.destroy();
    const templateUrl = withDatabase(url, TEMPLATE_DB);
    const db = await openDatabase({ databaseUrl: templateUrl });
    await migrate(db.db);
    await seedCatalogue(db.db);
    await db.close();
    project.provide('pgTemplate', TEMPLATE_DB);
    project.provide('pgSnapshot', '');
  } else {
    const pglite = await PGlite.create();
    const db = await openDatabase({ pglite });
    await migrate(db.db);
    await seedCatalogue(db.db);
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(dir, 'snapshot.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    project.provide('pgSnapshot', file);
    project.provide('pgTemplate', '');
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
