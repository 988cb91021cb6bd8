// The request path against a bare node:http server, measured in ONE run so that the ratios hold on
// a busy machine. Each server runs in its own process (the load generator's CPU and memory are
// not counted as the server's); its RSS is sampled from /proc while under load.
// Run: npm run bench:path   (PGlite; and PostgreSQL too when DATABASE_URL is set:
//      scripts/with-postgres.sh npm run bench:path). BENCH_SECONDS (default 10) per case.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/src/db/seed.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

const rssMiB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
};

/** User + system CPU time of a process, in microseconds (/proc/<pid>/stat, clock ticks of 10 ms). */
const cpuUs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

interface Row {
  server: string;
  name: string;
  rps: number;
  p99: number;
  rss: number;
  /** The server's CPU time per answered request: unlike req/s, barely moved by other jobs on the machine. */
  cpu: number;
}

async function load(pid: number, opts: autocannon.Options): Promise<Omit<Row, 'server' | 'name'>> {
  let rss = 0;
  const timer = setInterval(() => {
    rss = Math.max(rss, rssMiB(pid));
  }, 250);
  const cpuBefore = cpuUs(pid);
  const result = await autocannon({ connections, duration: seconds, ...opts });
  const cpu = Math.round((cpuUs(pid) - cpuBefore) / Math.max(1, result.requests.total));
  clearInterval(timer);
  if (result.non2xx || result.errors) {
    throw new Error(`${opts.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, rss, cpu };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function bare(): Promise<Row> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"ok":true}'); }).listen(${port}, '127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, child);
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const row = { server: 'bare node:http', name: 'GET /', ...(await load(child.pid as number, { url })) };
  await stop(child);
  return row;
}

async function portal(databaseUrl: string | undefined): Promise<Row[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-bench-'));
  // The server as `npm start` runs it, logging at its default level (to /dev/null here).
  const child = spawn(
    process.execPath,
    ['--conditions=@privacy-portal/source', '--import', 'tsx', 'server/src/main.ts'],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        PORTAL_DIR: '',
        LOGIN_MAX_FAILURES: '1000000',
      },
    },
  );
  const api = `http://127.0.0.1:${port}/api/v1`;
  const server = databaseUrl ? 'PostgreSQL' : 'PGlite';
  try {
    await waitFor(`${api}/health`, child);
    const login = await fetch(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { response: { token: string } }).response.token;
    const auth = { authorization: `Bearer ${token}` };
    const cases: Array<[string, autocannon.Options]> = [
      ['GET /health', { url: `${api}/health` }],
      ['GET /user', { url: `${api}/user`, headers: auth }],
      ['GET /organizations', { url: `${api}/organizations`, headers: auth }],
      [
        'PUT /user',
        {
          url: `${api}/user`,
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ firstname: 'Olivia', lastname: 'Owner' }),
        },
      ],
    ];
    await autocannon({ url: `${api}/user`, headers: auth, connections, duration: 2 }); // warm-up (JIT)
    const rows: Row[] = [];
    for (const [name, opts] of cases) {
      rows.push({ server, name, ...(await load(child.pid as number, opts)) });
    }
    return rows;
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const base = await bare();
const rows = [base, ...(await portal(undefined))];
if (process.env.DATABASE_URL) rows.push(...(await portal(process.env.DATABASE_URL)));

console.log(
  `| server | request (${connections} connections, ${seconds} s) | req/s | × bare | p99 ms | server RSS MiB | server CPU µs/request | CPU × bare |`,
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.server} | ${r.name} | ${r.rps} | ${(r.rps / base.rps).toFixed(2)} | ${r.p99} | ${r.rss} | ${r.cpu} | ${(r.cpu / base.cpu).toFixed(1)} |`,
  );
}

// The goals, against the bare server of this run.
const goals: Array<[string, string, number]> = [
  ['PGlite', 'GET /health', 0.5],
  ['PostgreSQL', 'GET /health', 0.5],
  ['PostgreSQL', 'GET /user', 0.25],
];
console.log('');
for (const [server, name, ratio] of goals) {
  const r = rows.find((row) => row.server === server && row.name === name);
  if (!r) continue;
  const x = r.rps / base.rps;
  const ok = x >= ratio && r.p99 < 20;
  console.log(
    `${ok ? 'met' : 'NOT met'}: ${server} ${name} ${x.toFixed(2)}× bare (goal ≥ ${ratio}×), p99 ${r.p99} ms (goal < 20)`,
  );
}
