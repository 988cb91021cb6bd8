// API throughput and latency on the embedded database, measured with autocannon over loopback.
// Run: npm run bench   (about 30 s; prints a Markdown table for the README)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { loadConfig } from '../server/src/config.ts';
import { DEMO_PASSWORD } from '../server/src/db/seed.ts';
import { startServer } from '../server/src/server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-bench-'));
const config = {
  ...loadConfig({}),
  port: 0,
  host: '127.0.0.1',
  dataDir,
  portalDir: undefined,
  loginMaxFailures: 1_000_000,
};
const running = await startServer(config, pino({ level: 'silent' }));
const api = `${running.url}/api/v1`;

const login = await fetch(`${api}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
});
const token = ((await login.json()) as { response: { token: string } }).response.token;
const auth = { authorization: `Bearer ${token}` };

interface Case {
  name: string;
  opts: autocannon.Options;
}
const cases: Case[] = [
  { name: 'GET /health', opts: { url: `${api}/health` } },
  { name: 'GET /user (token + session check)', opts: { url: `${api}/user`, headers: auth } },
  { name: 'GET /organizations (with properties)', opts: { url: `${api}/organizations`, headers: auth } },
  { name: 'GET /billing/plan (public catalogue, 44 plans)', opts: { url: `${api}/billing/plan` } },
  {
    name: 'GET /billing/plan/allowed-features (licences, limits, usage)',
    opts: { url: `${api}/billing/plan/allowed-features?oid=1&pid=1`, headers: auth },
  },
  {
    name: 'POST /login (scrypt N=2^15)',
    opts: {
      url: `${api}/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
    },
  },
];

const rows: string[] = [];
for (const c of cases) {
  const result = await autocannon({ connections: 10, duration: 6, ...c.opts });
  if (result.non2xx) throw new Error(`${c.name}: ${result.non2xx} non-2xx answers`);
  rows.push(
    `| ${c.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} |`,
  );
}
const rssMiB = Math.round(process.memoryUsage().rss / 1024 / 1024);
await running.close();
rmSync(dataDir, { recursive: true, force: true });

console.log('| operation (10 connections, 6 s) | requests/s | p50 ms | p99 ms |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(r);
console.log(`\nProcess RSS after the run (server and load generator in one process): ${rssMiB} MiB`);
