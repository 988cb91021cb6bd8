/**
 * Global setup of the `ui-server` project: the real server (real-api.server.ts) for the page tests that
 * need real behaviour (filters, workflows) instead of a copy of it in the mocks. It runs in a process of
 * its own: in vitest's process, PGlite's queries held the event loop that serves the browser projects
 * their modules, and page flows of every project beside it waited.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const STARTUP_TIMEOUT_MS = 120_000;

export default async function setup(): Promise<() => Promise<void>> {
  const child = spawn(
    process.execPath,
    ['--conditions=@privacy-portal/source', '--import', 'tsx', 'portal/test/support/real-api.server.ts'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The real API did not start in ${STARTUP_TIMEOUT_MS} ms:\n${log}`)),
      STARTUP_TIMEOUT_MS,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready\n')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The real API exited (code ${code}) before it was ready:\n${log}`));
    });
  });
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}
