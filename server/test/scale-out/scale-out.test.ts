/**
 * Scale-out as deployed: two API processes (WORKERS=false) and one `npm run worker` process on one
 * PostgreSQL database. Consents sent to both make one chain that verifies; a job asked for through
 * one API process is run once, by the worker; a mail is delivered once to a real SMTP server.
 * PostgreSQL only: the embedded PGlite belongs to one process.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import knexFactory, { type Knex } from 'knex';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../src/db/seed.ts';
import { CONSENT_LEDGER, consentChainRows } from '../../src/modules/cookieConsent/consents/consent-record.ts';
import { verifyLinks } from '../../src/modules/ledger/ledger.verify.ts';
import { submission } from '../consent/support.ts';
import { withDatabase } from '../support/global-setup.ts';
import { freePort, type ServerProcess, startEntry } from './processes.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const SITE = 'https://store.demo.test';
/** Starting a process runs the TypeScript sources through tsx: a few seconds each, more on a busy machine. */
const START_MS = 90_000;
/** A job is taken up within the worker's polling interval (1 s here). */
const WAIT = { timeout: 20_000, interval: 200 };

interface Received {
  to: string[];
  subject: string;
}

let smtp: SMTPServer | undefined;
const received: Received[] = [];
let admin: Knex | undefined;
let db: Knex;
let dbName = '';
const processes: ServerProcess[] = [];
let apiA = '';
let apiB = '';
let store = 0;

function startSmtp(): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4000) head += chunk.toString();
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject });
        callback();
      });
    },
  });
  smtp = server;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
}

async function api(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

describe.skipIf(!DATABASE_URL)(
  'scale-out: two API processes and a worker on one PostgreSQL (skipped without DATABASE_URL: PGlite is one process; run it with scripts/with-postgres.sh)',
  () => {
    beforeAll(async () => {
      const url = DATABASE_URL as string;
      const smtpPort = await startSmtp();
      admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
      dbName = `pp_scale_${randomBytes(6).toString('hex')}`;
      await admin.raw(`CREATE DATABASE ${dbName}`);
      const databaseUrl = withDatabase(url, dbName);
      db = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 2 } });
      const common = {
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORTAL_DIR: '',
        EMBED_DIR: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        JOB_POLLING_SECONDS: '1',
        // Nothing is downloaded in tests; geoip-lite would load 150 MB into each process for nothing here.
        VENDOR_LISTS_REFRESH: 'false',
        GEOIP: 'false',
        LOG_LEVEL: 'info',
        ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      };
      const [portA, portB] = [await freePort(), await freePort()];
      apiA = `http://127.0.0.1:${portA}`;
      apiB = `http://127.0.0.1:${portB}`;
      const running = /Privacy Portal is running at/;
      // The first API process migrates the fresh database and seeds the demo (Demo Store, its banner and
      // licence); the others start once it has, as a deployment's replicas start after its migration.
      const first = startEntry('API A', 'main', {
        ...common,
        PORT: String(portA),
        APP_URL: apiA,
        WORKERS: 'false',
        DEMO_SEED: 'true',
        DEMO_CONSENTS: '20',
      });
      processes.push(first);
      await first.waitFor(running, START_MS);
      const second = startEntry('API B', 'main', {
        ...common,
        PORT: String(portB),
        APP_URL: apiB,
        WORKERS: 'false',
        DEMO_SEED: 'false',
      });
      const worker = startEntry('worker', 'worker', { ...common, DEMO_SEED: 'false' });
      processes.push(second, worker);
      await Promise.all([
        second.waitFor(running, START_MS),
        worker.waitFor(/Privacy Portal workers are running/, START_MS),
      ]);
      const row = (await db('properties').where({ name: 'Demo Store' }).first('id')) as
        | { id: number }
        | undefined;
      store = row?.id ?? 0;
    }, 3 * START_MS);

    afterAll(async () => {
      // By PID, each its own: SIGTERM (the processes close their work), SIGKILL after 10 s.
      await Promise.all(processes.map((p) => p.stop()));
      await db?.destroy();
      if (admin && dbName) await admin.raw(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin?.destroy();
      if (smtp) {
        const server = smtp;
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    }, 30_000);

    it('consents sent to both API processes make one gap-free chain that verifies', async () => {
      expect(store).toBeGreaterThan(0);
      const send = (base: string) =>
        fetch(`${base}/api/v1/public/cookie-consent/${store}/consents`, {
          method: 'POST',
          // As navigator.sendBeacon sends it; 30 a process stay under its per-address limit (60 a minute).
          headers: { origin: SITE, 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify(submission()),
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { response: { seq: number } },
        }));
      const before = Number(
        (await db('ledger_heads').where({ ledger: CONSENT_LEDGER, chain_id: store }).first('seq'))?.seq ?? 0,
      );
      const consentsCounted = async () =>
        Number(
          (
            (await db('usage_counters')
              .where({
                scope_kind: 'property',
                scope_id: store,
                metric: 'consents',
                period: new Date().toISOString().slice(0, 7),
              })
              .first('count')) as { count: number | string } | undefined
          )?.count ?? 0,
        );
      const countedBefore = await consentsCounted();
      const results = await Promise.all(Array.from({ length: 60 }, (_, i) => send(i % 2 ? apiB : apiA)));
      expect(results.map((r) => r.status)).toEqual(Array(60).fill(201));
      const seqs = results.map((r) => r.body.response.seq).sort((a, b) => a - b);
      // Each answered seq is its own, right after the chain's head before the burst.
      expect(seqs).toEqual(Array.from({ length: 60 }, (_, i) => before + 1 + i));
      const head = (await db('ledger_heads').where({ ledger: CONSENT_LEDGER, chain_id: store }).first()) as {
        seq: number | string;
      };
      expect(Number(head.seq)).toBe(before + 60);
      const result = await verifyLinks(consentChainRows(db, store, 500), undefined);
      expect(result.firstBroken).toBeNull();
      expect(result.checked).toBe(before + 60);
      // The month's counter counts each once, whichever process wrote it.
      expect(await consentsCounted()).toBe(countedBefore + 60);
    });

    it('a chain check asked for through one API process is run once, by the worker', async () => {
      const login = await api(apiA, 'POST', '/login', undefined, {
        email: DEMO_OWNER_EMAIL,
        password: DEMO_PASSWORD,
      });
      expect(login.json.response.action).toBe('success');
      const token = login.json.response.token as string;
      const started = await api(apiA, 'POST', `/consents/ledger/${store}/verify`, token);
      expect(started.status).toBe(202);
      const id = started.json.response.id as string;
      // Read through the other API process: the session and the job are the database's, not a process's.
      const read = () => api(apiB, 'GET', `/consents/ledger/${store}/verify/${id}`, token);
      // One job, one attempt, completed: neither API process (WORKERS=false) takes jobs up.
      const job = () => db('pgboss.job').where({ id }).select('state', 'retry_count');
      await expect.poll(job, WAIT).toEqual([{ state: 'completed', retry_count: 0 }]);
      const total = Number(
        (await db('ledger_heads').where({ ledger: CONSENT_LEDGER, chain_id: store }).first('seq'))?.seq,
      );
      expect((await read()).json.response).toMatchObject({
        checked: total,
        first_broken: null,
        done: total,
        total,
      });
      expect((await read()).json.response.status).toBe('succeeded');
    });

    it('a mail asked for through one API process is delivered once', async () => {
      const subject = 'Reset your Privacy Portal password';
      const forgot = await api(apiB, 'POST', '/password/forgot', undefined, { email: DEMO_OWNER_EMAIL });
      expect(forgot.status).toBe(200);
      const outbox = await db('outbox').where({ to_address: DEMO_OWNER_EMAIL, subject }).select('id');
      expect(outbox).toHaveLength(1);
      const id = (outbox[0] as { id: number }).id;
      // Its one job completes on the first attempt: the send had returned, so the SMTP server holds the
      // mail by then, and no attempt is left to send it again.
      const job = () =>
        db('pgboss.job')
          .where({ name: 'mail-send' })
          .whereRaw(`(data->>'outboxId')::int = ?`, [id])
          .select('state', 'retry_count');
      await expect.poll(job, WAIT).toEqual([{ state: 'completed', retry_count: 0 }]);
      expect(await db('outbox').where({ id }).first('status', 'attempts')).toEqual({
        status: 'sent',
        attempts: 1,
      });
      expect(received.filter((r) => r.to.includes(DEMO_OWNER_EMAIL) && r.subject === subject)).toHaveLength(
        1,
      );
    });
  },
);
