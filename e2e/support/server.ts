import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://localhost:<port> of the server the e2e tests drive. */
    baseUrl: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PORTAL_INDEX = path.join(ROOT, 'portal', 'dist', 'index.html');
const STARTUP_TIMEOUT_MS = 90_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Variables that would point the server somewhere else than a fresh embedded database and the dev mailbox. */
const FOREIGN_ENV = [
  'DATABASE_URL',
  'SMTP_URL',
  'DEV_MAILBOX',
  'PORTAL_DIR',
  'HOST',
  'DEMO_SEED',
  'JWT_SECRET',
];

/** The portal and the embed built from the current sources, as `npm start` builds them: never a stale bundle. */
function ensureBuilt(): void {
  // Rebuilds when the portal's sources changed since the last build (a content hash), as npm start.
  execFileSync(process.execPath, ['scripts/build-portal.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (!existsSync(PORTAL_INDEX)) throw new Error(`The portal build did not produce ${PORTAL_INDEX}`);
  // The embed too (consent.js, request-form.js under /embed/v1/), as npm start builds it.
  execFileSync(process.execPath, ['scripts/build-embed.mjs'], { cwd: ROOT, stdio: 'inherit' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Polls GET /api/v1/health until it answers 200; fails early when the server process ends. */
async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(`The server exited (code ${child.exitCode}, signal ${child.signalCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in ${STARTUP_TIMEOUT_MS} ms (${last}):\n${output()}`);
}

/** Ends the server by its own PID: SIGTERM (it shuts down cleanly), SIGKILL if it does not. */
async function stop(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!exited(child)) child.kill('SIGKILL');
  }, SHUTDOWN_TIMEOUT_MS);
  await done;
  clearTimeout(timer);
}

/** vitest globalSetup: the real server, started as `npm start` starts it, on a fresh embedded database. */
export default async function setup(project: TestProject) {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of FOREIGN_ENV) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    LOG_LEVEL: 'warn',
    // The scanner test crawls a fixture site on loopback under *.test names (scanner/fixture-sites.ts).
    SCANNER_ALLOW_PRIVATE: 'on',
    SCANNER_HOST_RULES: 'MAP *.test 127.0.0.1',
    JOB_POLLING_SECONDS: '1',
    VENDOR_LISTS_REFRESH: 'off',
  });

  const child = spawn(
    process.execPath,
    ['--conditions=@privacy-portal/source', '--import', 'tsx', 'server/src/main.ts'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const teardown = async () => {
    await stop(child);
    // E2E_SERVER_LOG=1 shows what the server logged (warnings and errors) while the tests ran.
    if (process.env.E2E_SERVER_LOG) process.stderr.write(`--- server log ---\n${log}\n`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (err) {
    await teardown();
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  return teardown;
}
