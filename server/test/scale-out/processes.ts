/**
 * The server's own entries (server/src/main.ts, worker.ts) as child processes, run from the TypeScript
 * sources through tsx as `npm run bench` does: nothing to build first, on a fresh clone too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** What it wrote so far (stdout and stderr), for the failure message of a process that did not start. */
  output(): string;
  /** Resolves with the first line of its output that matches, rejects when it exits first or at the deadline. */
  waitFor(line: RegExp, timeoutMs: number): Promise<void>;
  /** SIGTERM by its PID, SIGKILL if it has not exited after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** A free loopback port (the child listens on it; a race with another process is unlikely and fails loudly). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function startEntry(
  name: string,
  entry: 'main' | 'worker',
  env: Record<string, string>,
): ServerProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=@privacy-portal/source', '--import', 'tsx', path.join('server', 'src', `${entry}.ts`)],
    // Only what the server reads: none of the test runner's own variables.
    { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: 'pipe' },
  );
  let text = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    // Keep the tail only: a long run's logs need not stay in memory.
    text = (text + chunk.toString()).slice(-20_000);
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    name,
    child,
    output: () => text,
    waitFor(line, timeoutMs) {
      return new Promise<void>((resolve, reject) => {
        const done = (err?: Error) => {
          listeners.delete(check);
          clearTimeout(timer);
          if (err) reject(err);
          else resolve();
        };
        const check = () => {
          if (line.test(text)) done();
        };
        const timer = setTimeout(
          () => done(new Error(`${name} did not print ${line} in ${timeoutMs} ms:\n${text.slice(-3000)}`)),
          timeoutMs,
        );
        exited.then(() =>
          done(new Error(`${name} exited (code ${child.exitCode}) before ${line}:\n${text.slice(-3000)}`)),
        );
        listeners.add(check);
        check();
      });
    },
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
