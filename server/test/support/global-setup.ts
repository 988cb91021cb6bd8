import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, migrate, openDatabase } from '../../src/db/database.ts';
import { seedCatalogue } from '../../src/modules/billing/catalogue/catalogue.seed.ts';
import { startServer } from '../../src/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgSnapshot: string;
    pgTemplate: string;
    /** The same after a test server's default start: the demo seeded, the job queue's tables made. */
    pgDemoSnapshot: string;
    pgDemoTemplate: string;
    /** The UTC day the demo was seeded on (its dates are relative to that day). */
    demoSeededOn: string;
  }
}

export const TEMPLATE_DB = 'pp_test_template';
export const DEMO_TEMPLATE_DB = 'pp_test_template_demo';

/**
 * What `startTestServer()` gives a server unless a test overrides it. The demo template is made with
 * it, so that the ~60 test servers copy a seeded database instead of each seeding its own.
 */
export function testServerDefaults(dataDir: string): Partial<Config> {
  return {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    demoSeed: true,
    portalDir: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    vendorListsRefresh: false,
    // A small consent history (about 50 in the log's default 30 days): suites that walk every list
    // one row at a time stay quick; the demo's own test seeds the full 30,000.
    demoConsents: 150,
    dataDir,
  };
}

/** Starts a default test server on `database` once and stops it: the start's writes stay. */
async function startOnce(database: Database, dir: string): Promise<void> {
  const running = await startServer(
    { ...(testServerDefaults(dir) as Config), workers: false },
    pino({ level: 'silent' }),
    { ...database, close: async () => {} },
  );
  await running.close();
}

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
    const admin2 = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
    await admin2.raw(`DROP DATABASE IF EXISTS ${DEMO_TEMPLATE_DB} WITH (FORCE)`);
    await admin2.raw(`CREATE DATABASE ${DEMO_TEMPLATE_DB} TEMPLATE ${TEMPLATE_DB}`);
    await admin2.destroy();
    const demo = await openDatabase({ databaseUrl: withDatabase(url, DEMO_TEMPLATE_DB) });
    await startOnce(demo, dir);
    await demo.close();
    project.provide('pgTemplate', TEMPLATE_DB);
    project.provide('pgDemoTemplate', DEMO_TEMPLATE_DB);
    project.provide('pgSnapshot', '');
    project.provide('pgDemoSnapshot', '');
  } else {
    const pglite = await PGlite.create();
    const db = await openDatabase({ pglite });
    await migrate(db.db);
    await seedCatalogue(db.db);
    const file = path.join(dir, 'snapshot.tar');
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await startOnce(db, dir);
    const demoFile = path.join(dir, 'demo-snapshot.tar');
    writeFileSync(demoFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await db.close();
    project.provide('pgSnapshot', file);
    project.provide('pgDemoSnapshot', demoFile);
    project.provide('pgTemplate', '');
    project.provide('pgDemoTemplate', '');
  }
  project.provide('demoSeededOn', new Date().toISOString().slice(0, 10));
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
