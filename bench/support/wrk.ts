// wrk (Debian's `wrk`, C with LuaJIT) as the load generator where the server's own cost is the figure:
// on a 2-core machine autocannon's JavaScript takes most of a core at 10,000 requests/s, which the
// server under test then lacks; wrk takes a fraction of that. One thread, so that the Lua script's
// counter (consent ids, addresses) is one sequence.
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface WrkResult {
  /** Answers received within the run (any status). */
  requests: number;
  /** Answers with a status of 400 or more. */
  errorStatus: number;
  /** Connect, read, write and timeout errors. */
  socketErrors: number;
  p99Ms: number;
}

export const BEACONS_SCRIPT = path.join(import.meta.dirname, 'beacons.lua');

export function wrk(
  url: string,
  options: { connections: number; seconds: number; script: string; env?: Record<string, string> },
): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      [
        '-t1',
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        '--timeout',
        '10s',
        '-s',
        options.script,
        url,
      ],
      { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('error', (err) =>
      reject(new Error(`wrk could not start (${err.message}): apt-get install wrk`, { cause: err })),
    );
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) return reject(new Error(`wrk failed (${code}):\n${out}`));
      const r = JSON.parse(line) as Record<string, number>;
      resolve({
        requests: r.requests ?? 0,
        errorStatus: r.status_errors ?? 0,
        socketErrors: (r.connect ?? 0) + (r.read ?? 0) + (r.write ?? 0) + (r.timeout ?? 0),
        p99Ms: Math.round((r.p99_us ?? 0) / 100) / 10,
      });
    });
  });
}
