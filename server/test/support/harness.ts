import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { responseProblems } from '@privacy-portal/openapi/contract';
import { type ApiClient, createApiClient, memoryTokenStore } from '@privacy-portal/sdk';
import knexFactory from 'knex';
import pino from 'pino';
import { inject } from 'vitest';
import type { Config } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { DEMO_PASSWORD } from '../../src/db/seed.ts';
import { type Running, startServer } from '../../src/server.ts';
import { testServerDefaults, withDatabase } from './global-setup.ts';

export { DEMO_PASSWORD };

/**
 * A fresh database for one test file: a copy of the migrated PostgreSQL template or PGlite snapshot;
 * with `demo`, of the one a default test server already started on (the demo seeded once for all).
 */
export async function freshDatabase(
  demo = false,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = inject(demo ? 'pgDemoTemplate' : 'pgTemplate');
  if (url && template) {
    const name = `pp_test_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
    return {
      database,
      drop: async () => {
        await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.destroy();
      },
    };
  }
  const snapshot = readFileSync(inject(demo ? 'pgDemoSnapshot' : 'pgSnapshot'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return { database: await openDatabase({ pglite }), drop: async () => {} };
}

export interface TestServer {
  url: string;
  running: Running;
  /** A client for the contract; every response is checked against the contract. */
  client(token?: string | null): ApiClient;
  login(email: string, password?: string): Promise<{ token: string; api: ApiClient }>;
  /** The newest mail to an address in the dev mailbox, read through the API. */
  lastMail(to: string): Promise<{ subject: string; text: string }>;
  /** The first link in the newest mail to the address. */
  lastLink(to: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * The default demo (seeded in the global setup) fits when the test keeps the demo's defaults and the
 * day has not changed since it was seeded (the seed's dates are relative to its day).
 */
const demoFits = (config: Config, defaults: Partial<Config>) =>
  config.demoSeed &&
  config.demoConsents === defaults.demoConsents &&
  inject('demoSeededOn') === new Date().toISOString().slice(0, 10);

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  // Files the server keeps (consent exports) go to a directory of this server's own, never the repo's.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-data-'));
  const defaults = testServerDefaults(dataDir);
  const config = { ...defaults, ...overrides } as Config;
  const { database, drop } = await freshDatabase(demoFits(config, defaults));
  const running = await startServer(config, pino({ level: 'silent' }), database);
  const url = running.url;
  const client = (token: string | null = null) =>
    createApiClient({
      baseUrl: `${url}/api/v1`,
      tokens: memoryTokenStore(token),
      middleware: [
        {
          async onResponse({ request, response, schemaPath }) {
            const text = await response.clone().text();
            const body = text ? JSON.parse(text) : undefined;
            const problems = responseProblems(schemaPath, request.method, response.status, body);
            if (problems.length) {
              throw new Error(
                `${request.method} ${schemaPath} ${response.status} breaks the contract: ${problems.join('; ')}\n${text.slice(0, 500)}`,
              );
            }
            return response;
          },
        },
      ],
    });
  const anonymous = client();
  const lastMail = async (to: string) => {
    const { data } = await anonymous.GET('/dev/mailbox', { params: { query: { to } } });
    const mail = data?.response[0];
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  };
  return {
    url,
    running,
    client,
    async login(email, password = DEMO_PASSWORD) {
      const { data, error } = await anonymous.POST('/login', { body: { email, password } });
      if (data?.response.action !== 'success')
        throw new Error(`login of ${email} failed: ${JSON.stringify(error ?? data)}`);
      return { token: data.response.token, api: client(data.response.token) };
    },
    lastMail,
    async lastLink(to) {
      const mail = await lastMail(to);
      const match = /https?:\/\/\S+/.exec(mail.text);
      if (!match) throw new Error(`no link in the mail to ${to}`);
      return new URL(match[0]);
    },
    async close() {
      await running.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
