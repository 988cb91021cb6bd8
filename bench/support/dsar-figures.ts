// DSAR at volume, with the demo server in this process: Demo Retail given 1M requests (one SQL statement
// per 100k rows) for the inbox's reads, and the hosted form's submissions under load. Captchas are made
// with known answers in the database (the bench is not a visitor who reads the picture).
import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { loadConfig } from '../../server/src/config.ts';
import { DEMO_PASSWORD } from '../../server/src/db/seed.ts';
import { insertKnownCaptcha } from '../../server/src/modules/dsar/public/captcha.ts';
import { startServer } from '../../server/src/server.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { demoToken, seconds } from './harness.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const SAMPLES = 200;
const CHUNK = 100_000;

const p = (ms: number[], q: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length * q)] ?? 0) * 10) / 10;
};

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; body: unknown }> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.json();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, body };
}

async function start(databaseUrl: string | undefined, env: Record<string, string> = {}) {
  const fresh = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
  const config = {
    ...loadConfig({
      DATABASE_URL: fresh?.url ?? '',
      DATA_DIR: `/tmp/pp-bench-dsar-${randomBytes(4).toString('hex')}`,
      ...env,
    }),
    port: 0,
    host: '127.0.0.1',
    demoSeed: true,
    portalDir: undefined,
    vendorListsRefresh: false,
  };
  const running = await startServer(config, pino({ level: 'silent' }));
  return {
    running,
    server: databaseUrl ? 'PostgreSQL' : 'PGlite',
    close: async () => {
      await running.close();
      await fresh?.drop();
    },
  };
}

export interface InboxFigures {
  server: string;
  requests: number;
  userP95: number;
  firstP95: number;
  filteredP95: number;
  searchP95: number;
  deepP95: number;
}

export async function measureInbox(databaseUrl: string | undefined): Promise<InboxFigures> {
  const { running, server, close } = await start(databaseUrl);
  try {
    const db = running.deps.db;
    const org = (await db('organizations').where({ name: 'Demo Retail' }).first('id', 'company_id')) as {
      id: number;
      company_id: number;
    };
    const prop = (await db('properties').where({ organization_id: org.id }).first('id')) as { id: number };
    for (let from = 1; from <= REQUESTS; from += CHUNK) {
      const to = Math.min(REQUESTS, from + CHUNK - 1);
      // One request every 30 s back from now (1M span about a year), due a month after receipt.
      await db.raw(
        `INSERT INTO dsar_requests (company_id, organization_id, property_id, status, request_type, subject_type,
           first_name, last_name, email, country, state, details, language, jurisdiction, received_at, due_on,
           original_due_on, search)
         SELECT ?, ?, ?,
           (ARRAY['new','in_progress','completed','rejected','unverified','completed'])[1 + g % 6],
           (ARRAY['access','deletion','correction','portability','opt_out'])[1 + g % 5],
           (ARRAY['customer','employee','job_applicant','contractor','other'])[1 + g % 5],
           'Name' || g, 'Bench' || (g % 5000), 'person' || g || '@bench.test',
           (ARRAY['DE','US','GB','FR','BR','CA'])[1 + g % 6], CASE g % 6 WHEN 1 THEN 'CA' ELSE NULL END,
           'Please send me my data.', 'en',
           (ARRAY['GDPR','CCPA','UK_GDPR','GDPR','LGPD','PIPEDA'])[1 + g % 6],
           now() - g * interval '30 seconds', (now() - g * interval '30 seconds' + interval '1 month')::date,
           (now() - g * interval '30 seconds' + interval '1 month')::date,
           lower('Name' || g || ' Bench' || (g % 5000))
         FROM generate_series(?::bigint, ?::bigint) AS g`,
        [org.company_id, org.id, prop.id, from, to],
      );
    }
    await db.raw('ANALYZE dsar_requests');

    const api = `${running.url}/api/v1`;
    const headers = { authorization: `Bearer ${await demoToken(api, DEMO_PASSWORD)}` };
    const run = async (url: () => string) => {
      const ms: number[] = [];
      for (let i = 0; i < 20; i++) await timed(url(), headers); // warm-up
      for (let i = 0; i < SAMPLES; i++) ms.push((await timed(url(), headers)).ms);
      return p(ms, 0.95);
    };
    const inbox = `${api}/dsar/requests/${org.id}`;
    const userP95 = await run(() => `${api}/user`);
    const firstP95 = await run(() => `${inbox}?limit=50`);
    const filteredP95 = await run(() => `${inbox}?limit=50&status=in_progress&request_type=deletion`);
    let n = 0;
    const searchP95 = await run(() => `${inbox}?limit=50&q=name${1000 + (n++ % 9000)}`);
    let cursor: string | null = null;
    for (let i = 0; i < 200; i++) {
      const body = (await timed(`${inbox}?limit=50${cursor ? `&after=${cursor}` : ''}`, headers)).body as {
        page: { next: string | null };
      };
      cursor = body.page.next;
    }
    const deep: number[] = [];
    for (let i = 0; i < SAMPLES && cursor; i++) {
      const { ms, body } = await timed(`${inbox}?limit=50&after=${cursor}`, headers);
      deep.push(ms);
      cursor = (body as { page: { next: string | null } }).page.next;
    }
    return { server, requests: REQUESTS, userP95, firstP95, filteredP95, searchP95, deepP95: p(deep, 0.95) };
  } finally {
    await close();
  }
}

export interface SubmissionFigures {
  server: string;
  concurrency: number;
  perSecond: number;
  p99: number;
  acknowledged: number;
  stored: number;
  healthPerSecond: number;
}

export async function measureSubmissions(databaseUrl: string | undefined): Promise<SubmissionFigures> {
  // Addresses come from X-Forwarded-For, so that the per-address limit sees many visitors.
  const { running, server, close } = await start(databaseUrl, { TRUST_PROXY: 'true' });
  const concurrency = 20;
  try {
    const db = running.deps.db;
    const form = (await db('dsar_forms')
      .whereNotNull('active_version_id')
      .whereNull('deleted_at')
      .first('identifier')) as { identifier: string } | undefined;
    if (!form) throw new Error('The demo has no published DSAR form');
    const url = `${running.url}/api/v1/public/dsar/forms/${form.identifier}/requests`;
    const before = Number((await db('dsar_requests').count<{ n: number }[]>('* as n'))[0]?.n ?? 0);
    const submit = async (i: number) => {
      const id = randomUUID();
      await insertKnownCaptcha(db, id, 'bench');
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({
          language: 'en',
          values: {
            subjecttype: 'customer',
            requesttype: 'access',
            first_name: 'Bench',
            last_name: `Visitor ${i}`,
            email: `visitor${i}@bench.test`,
            country: 'DE',
            state: 'BE',
            city: 'Berlin',
            requestdetails: 'Please send me a copy of my data.',
          },
          captcha: { id, solution: 'bench' },
        }),
      });
      const text = await res.text();
      if (res.status !== 201 && i < 2) console.log(res.status, text.slice(0, 500));
      return { ok: res.status === 201, ms: performance.now() - started, status: res.status };
    };
    let next = 0;
    const times: number[] = [];
    let acknowledged = 0;
    const statuses = new Map<number, number>();
    const until = performance.now() + seconds * 1000;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          const r = await submit(next++);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          if (r.ok) {
            acknowledged++;
            times.push(r.ms);
          }
        }
      }),
    );
    const elapsed = (performance.now() - began) / 1000;
    if (statuses.size > 1 || !statuses.has(201))
      console.log('answers by status:', Object.fromEntries(statuses));
    const stored = Number((await db('dsar_requests').count<{ n: number }[]>('* as n'))[0]?.n ?? 0) - before;
    // The baseline: the same server's lightest answer, asked the same way.
    let health = 0;
    const healthUntil = performance.now() + 3000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < healthUntil) {
          await (await fetch(`${running.url}/health`)).arrayBuffer();
          health++;
        }
      }),
    );
    return {
      server,
      concurrency,
      perSecond: Math.round(acknowledged / elapsed),
      p99: p(times, 0.99),
      acknowledged,
      stored,
      healthPerSecond: Math.round(health / 3),
    };
  } finally {
    await close();
  }
}
