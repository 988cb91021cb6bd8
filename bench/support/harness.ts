// What the HTTP benchmarks share: free ports, the bare node:http baseline, the portal's server in its
// own process (as `npm start` runs it), and a load run that samples the server's RSS and CPU time.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '../..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = 50;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
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

export const rssMiB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
};

/** User + system CPU time of a process, in microseconds (/proc/<pid>/stat, clock ticks of 10 ms). */
export const cpuUs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

export interface Row {
  server: string;
  name: string;
  rps: number;
  p99: number;
  rss: number;
  /** The server's CPU time per answered request: unlike req/s, barely moved by other jobs on the machine. */
  cpu: number;
}

export async function load(pid: number, opts: autocannon.Options): Promise<Omit<Row, 'server' | 'name'>> {
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

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A bare node:http server answering every request with this body and headers (after reading it). */
export async function bareServer(
  body = '{"ok":true}',
  headers: Array<[string, string]> = [['content-type', 'application/json']],
  status = 200,
): Promise<{ url: string; child: ChildProcess; close(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const b = Buffer.from(process.env.BARE_BODY); const h = JSON.parse(process.env.BARE_HEADERS).flat(); require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { s.writeHead(${status}, h); s.end(b); }); }).listen(${port}, '127.0.0.1')`,
    ],
    { stdio: 'ignore', env: { ...process.env, BARE_BODY: body, BARE_HEADERS: JSON.stringify(headers) } },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, child);
  return { url, child, close: () => stop(child) };
}

/**
 * A bare node:http server answering a JSON body (a small one, or the given bytes): the machine's own
 * ceiling in this run for serving that answer.
 */
export async function bare(
  body = '{"ok":true}',
  headers: Array<[string, string]> = [['content-type', 'application/json']],
): Promise<Row> {
  const server = await bareServer(body, headers);
  await autocannon({ url: server.url, connections, duration: 2 }); // warm-up
  const row = {
    server: 'bare node:http',
    name: 'GET /',
    ...(await load(server.child.pid as number, { url: server.url })),
  };
  await server.close();
  return row;
}

export interface Portal {
  api: string;
  origin: string;
  child: ChildProcess;
  /** 'PostgreSQL' or 'PGlite'. */
  server: string;
  close(): Promise<void>;
}

/** The server as `npm start` runs it (demo seed included), logging at its default level (to /dev/null). */
export async function startPortal(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<Portal> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-bench-'));
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under load
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      // As package.json's start script: a young generation of up to 64 MB per semi-space, so that a
      // burst of requests' short-lived objects dies in fewer scavenges (consent ingestion: 74-78 µs of
      // CPU a record instead of 89-98).
      '--max-semi-space-size=64',
      '--conditions=@privacy-portal/source',
      '--import',
      'tsx',
      'server/src/main.ts',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', process.env.BENCH_SERVER_STDERR ? 'inherit' : 'ignore'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        PORTAL_DIR: '',
        LOGIN_MAX_FAILURES: '1000000',
        ...env,
      },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const api = `${origin}/api/v1`;
  await waitFor(`${api}/health`, child);
  return {
    api,
    origin,
    child,
    server: databaseUrl ? 'PostgreSQL' : 'PGlite',
    close: async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bearer token of the demo's owner. */
export async function demoToken(api: string, password: string): Promise<string> {
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password }),
  });
  return ((await login.json()) as { response: { token: string } }).response.token;
}
