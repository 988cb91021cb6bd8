/**
 * Records the mocks' fixtures (mocks/fixtures/*.json) from the real API: the server in-process on a
 * fresh in-memory PGlite with the demo seed, each demo account signed in, the GET operations the
 * mocks serve called, their answers written. `npm run fixtures` writes them; `npm run fixtures:check`
 * fails when the committed ones are stale (the generated code's check, for the mocks' data).
 *
 * Deterministic: the process's clock is fixed (FIXED_NOW) before the server is loaded, the seed's
 * random sequences are seeded, and the few values the database itself stamps (now() defaults) are
 * written as FIXED_NOW.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FIXED_NOW,
  FIXTURE_REQUESTS,
  type FixtureModule,
  type FixtureRequest,
} from './record-fixtures.requests.ts';
import { FIXTURE_WRITES } from './record-fixtures.writes.ts';

const RealDate = Date;
const fixed = new RealDate(FIXED_NOW).getTime();
const realStart = RealDate.now();

/** The clock the server reads: always FIXED_NOW, so that the seed's "today" and every stamp are the same each run. */
class FixedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(fixed);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }
  static override now(): number {
    return fixed;
  }
}
globalThis.Date = FixedDate as DateConstructor;

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'mocks', 'fixtures');
// Small: the fixtures stay a few hundred kilobytes; the server's own tests cover the full demo.
const DEMO_CONSENTS = 150;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What a uuid a write made this run (crypto.randomUUID, e.g. an export job's id) reads as. */
const FIXED_UUID = '00000000-0000-4000-8000-000000000001';
/** The uuids the reads answered: the seed's, the same each run (a write's new ones are random). */
const seenUuids = new Set<string>();
const collectUuids = (value: unknown): void => {
  if (typeof value === 'string' && UUID.test(value)) seenUuids.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectUuids(v);
};

/** The test payment provider's random ids (`cs_test_…`, `sub_test_…`; billing/payments/test-provider.ts `testId`). */
const PROVIDER_ID = /([a-z_]+)_test_[A-Za-z0-9_-]{12}/g;
const providerIds = new Map<string, string>();
/** The same random id reads the same fixed id (numbered in the order met, so the same each run). */
const fixedId = (id: string, prefix: string) => {
  if (!providerIds.has(id))
    providerIds.set(id, `${prefix}_test_${String(providerIds.size + 1).padStart(12, '0')}`);
  return providerIds.get(id) as string;
};

/**
 * A timestamp the database stamped during this run (now() defaults, real time) reads as FIXED_NOW,
 * a uuid no read answered (new this run, random) as FIXED_UUID, and a random id of the test payment
 * provider as a fixed one.
 */
function normalise(value: unknown, realEnd: number): unknown {
  if (typeof value === 'string' && UUID.test(value) && !seenUuids.has(value)) return FIXED_UUID;
  if (typeof value === 'string' && ISO.test(value)) {
    const t = RealDate.parse(value);
    return t >= realStart - 60_000 && t <= realEnd + 60_000 ? FIXED_NOW : value;
  }
  if (typeof value === 'string')
    return value.replace(PROVIDER_ID, (id, prefix: string) => fixedId(id, prefix));
  if (Array.isArray(value)) return value.map((v) => normalise(v, realEnd));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, realEnd)]));
  return value;
}

async function main(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pino = (await import('pino')).default;
  const { loadConfig } = await import('../server/src/config.ts');
  const { migrate, openDatabase } = await import('../server/src/db/database.ts');
  const { DEMO_PASSWORD } = await import('../server/src/db/seed.ts');
  const { seedCatalogue } = await import('../server/src/modules/billing/catalogue/catalogue.seed.ts');
  const { startServer } = await import('../server/src/server.ts');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');

  const t0 = RealDate.now();
  const lap = (what: string) => process.env.FIXTURES_TIMING && console.log(what, RealDate.now() - t0, 'ms');
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await migrate(database.db);
  await seedCatalogue(database.db);
  lap('migrated');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-fixtures-'));
  const running = await startServer(
    {
      ...loadConfig({}),
      port: 0,
      host: '127.0.0.1',
      demoSeed: true,
      demoConsents: DEMO_CONSENTS,
      portalDir: undefined,
      embedDir: undefined,
      workers: false,
      vendorListsRefresh: false,
      jwtSecret: 'fixtures-recorder-secret-0123456789abcdef',
      dataDir,
    },
    pino({ level: 'silent' }),
    database,
  );
  lap('seeded');
  const api = `${running.url}/api/v1`;
  try {
    const tokens = new Map<string, string>();
    const signIn = async (email: string): Promise<string> => {
      const known = tokens.get(email);
      if (known) return known;
      const res = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      const body = (await res.json()) as { response?: { action?: string; token?: string } };
      if (body.response?.action !== 'success' || !body.response.token)
        throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
      tokens.set(email, body.response.token);
      return body.response.token;
    };
    // One file per module (FixtureModule): a module's file holds its reads and its writes.
    const recorded: Partial<Record<FixtureModule, Record<string, Record<string, unknown>>>> = {};
    const answersOf = (module: FixtureModule) => {
      recorded[module] ??= {};
      return recorded[module];
    };
    const failures: string[] = [];
    const read = async (request: FixtureRequest) => {
      const headers: Record<string, string> = {};
      if (request.as) headers.authorization = `Bearer ${await signIn(request.as)}`;
      const res = await fetch(`${api}${request.url}`, { headers });
      if (!res.ok) {
        failures.push(
          `GET ${request.url} as ${request.as ?? 'anonymous'}: ${res.status} ${await res.text()}`,
        );
        return;
      }
      const answers = answersOf(request.module);
      answers[request.url] ??= {};
      const byUrl = answers[request.url] as Record<string, unknown>;
      byUrl[request.as ?? 'anonymous'] = await res.json();
      // Only the reads before any write: their uuids are the seed's, the same each run.
      if (!request.afterWrites) collectUuids(byUrl[request.as ?? 'anonymous']);
    };
    for (const request of FIXTURE_REQUESTS) if (!request.afterWrites) await read(request);
    for (const write of FIXTURE_WRITES) {
      const as = write.as ?? 'owner@demo.test';
      const res = await fetch(`${api}${write.url}`, {
        method: write.method.toUpperCase(),
        headers: {
          authorization: `Bearer ${await signIn(as)}`,
          ...(write.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(write.body === undefined ? {} : { body: JSON.stringify(write.body) }),
      });
      const text = await res.text();
      if (!res.ok) {
        failures.push(`${write.method.toUpperCase()} ${write.url} as ${as}: ${res.status} ${text}`);
        continue;
      }
      const key = `${write.method.toUpperCase()} ${write.template}`;
      const answers = answersOf(write.module);
      answers[key] ??= {};
      const byAccount = answers[key] as Record<string, unknown>;
      byAccount[as] = { status: res.status, body: text ? JSON.parse(text) : null };
    }
    for (const request of FIXTURE_REQUESTS) if (request.afterWrites) await read(request);
    if (failures.length) throw new Error(`Not recorded:\n${failures.join('\n')}`);
    const realEnd = RealDate.now();
    mkdirSync(OUT, { recursive: true });
    for (const [module, entries] of Object.entries(recorded)) {
      writeFileSync(path.join(OUT, `${module}.json`), `${JSON.stringify(normalise(entries, realEnd))}\n`);
    }
    // In the repository's format, so that `biome check .` passes on them as written.
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', OUT], {
      stdio: 'ignore',
    });
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
