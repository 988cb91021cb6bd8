/**
 * The real server for the `ui-server` project, started by real-api.setup.ts in a process of its own: on a
 * fresh in-memory PGlite with the demo seed, on REAL_API_PORT (vitest.config.ts proxies the pages' /api
 * to it). Prints "ready" once it listens; ends on SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { loadConfig } from '../../../server/src/config.ts';
import { migrate, openDatabase } from '../../../server/src/db/database.ts';
import { seedCatalogue } from '../../../server/src/modules/billing/catalogue/catalogue.seed.ts';
import { startServer } from '../../../server/src/server.ts';
import { REAL_API_PORT } from './real-api-port.ts';

const database = await openDatabase({ pglite: await PGlite.create() });
await migrate(database.db);
await seedCatalogue(database.db);
const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-ui-server-'));
const running = await startServer(
  {
    ...loadConfig({}),
    port: REAL_API_PORT,
    host: '127.0.0.1',
    demoSeed: true,
    // Enough for every filter to find rows in the log's default 30 days; quick to seed.
    demoConsents: 1000,
    portalDir: undefined,
    embedDir: undefined,
    workers: false,
    vendorListsRefresh: false,
    dataDir,
  },
  pino({ level: 'silent' }),
  database,
);
process.once('SIGTERM', () => {
  void running.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
process.stdout.write('ready\n');
