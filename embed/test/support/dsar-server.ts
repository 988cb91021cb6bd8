// The real server (server/src/server.ts) for the hosted request form's tests: a fresh embedded PGlite
// (migrated and demo-seeded by the server itself), the built embed under /embed/v1/, the dev mailbox,
// files under a temporary DATA_DIR. Its address is 127.0.0.1 and APP_URL is that same origin, so the
// confirmation link of a mail opens on the page under test.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import svgCaptcha from 'svg-captcha';
import type { components } from '../../../sdk/src/generated/schema.ts';
import { loadConfig } from '../../../server/src/config.ts';
import { openDatabase } from '../../../server/src/db/database.ts';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../../server/src/db/seed.ts';
import { DEMO_FORM_IDENTIFIER } from '../../../server/src/modules/dsar/dsar.seed.ts';
import { insertKnownCaptcha } from '../../../server/src/modules/dsar/public/captcha.ts';
import { type Running, startServer } from '../../../server/src/server.ts';
import { DIST } from './fixture-server.ts';

export type FormDefinition = components['schemas']['FormDefinition'];
export type Captcha = components['schemas']['Captcha'];

export interface DsarServer {
  /** http://127.0.0.1:<port> */
  url: string;
  running: Running;
  db: Running['deps']['db'];
  /** Creates a form on the demo's property and publishes it. */
  publishForm(identifier: string, definition: FormDefinition): Promise<void>;
  /** A captcha whose answer the test knows (the image is a real svg-captcha of that text). */
  knownCaptcha(): Promise<Captcha & { text: string }>;
  /** The newest mail to an address (the dev mailbox's outbox). */
  lastMail(to: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startDsarServer(): Promise<DsarServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-request-form-'));
  const database = await openDatabase({ pglite: await PGlite.create() });
  const running = await startServer(
    {
      ...loadConfig({}),
      port,
      host: '127.0.0.1',
      appUrl: url,
      demoSeed: true,
      demoConsents: 0,
      portalDir: undefined,
      embedDir: DIST,
      dataDir,
      devMailbox: 'local',
      jwtSecret: randomBytes(32).toString('hex'),
      vendorListsRefresh: false,
      workers: false,
    },
    pino({ level: 'silent' }),
    database,
  );
  const db = running.deps.db;

  const call = async (method: string, p: string, body: unknown, token?: string) => {
    const res = await fetch(`${url}/api/v1${p}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { response?: Record<string, unknown> };
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
    return json.response ?? {};
  };
  let token: string | undefined;

  return {
    url,
    running,
    db,
    async publishForm(identifier, definition) {
      token ??= (await call('POST', '/login', { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD }))
        .token as string;
      const demo = await db('dsar_forms').where({ identifier: DEMO_FORM_IDENTIFIER }).first();
      const base = `/ccpa/form/${demo.organization_id}/${demo.property_id}`;
      const form = await call('POST', base, { name: identifier, identifier, definition }, token);
      await call('PATCH', `${base}/${form.id}`, { note: 'For the request form tests' }, token);
    },
    async knownCaptcha() {
      const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1lIi', color: false });
      const id = randomUUID();
      await insertKnownCaptcha(db, id, text);
      return { id, svg: data, text, expires_at: new Date(Date.now() + 600_000).toISOString() };
    },
    async lastMail(to) {
      return db('outbox').where({ to_address: to }).orderBy('id', 'desc').first('subject', 'text');
    },
    async close() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
