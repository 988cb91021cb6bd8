import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../src/modules/jobs/jobs.queue.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
let jobs: JobQueue;
beforeAll(async () => {
  server = await startTestServer({ jobPollingSeconds: 0.5 });
  jobs = server.running.deps.jobs;
});
afterAll(() => server?.close());

const WAIT = { timeout: 15_000, interval: 100 };

describe('the job queue (pg-boss on the project database)', () => {
  it('runs a job, and tries a failing one again up to its limit before marking it failed', async () => {
    await jobs.define([
      {
        name: 'test-flaky',
        retryLimit: 2,
        retryDelay: 1,
        retryBackoff: false,
        retentionDays: 1,
        expireInSeconds: 30,
      },
    ]);
    const seen: string[] = [];
    await jobs.work<{ n: number }>('test-flaky', async (job) => {
      seen.push(`${job.data.n}:${job.retryCount}`);
      if (job.data.n === 2) throw new Error('always fails');
    });
    const ok = await jobs.send('test-flaky', { n: 1 });
    const failing = await jobs.send('test-flaky', { n: 2 });
    await expect.poll(async () => (await jobs.get('test-flaky', ok))?.state, WAIT).toBe('completed');
    await expect.poll(async () => (await jobs.get('test-flaky', failing))?.state, WAIT).toBe('failed');
    const failed = await jobs.get('test-flaky', failing);
    expect(failed?.retryCount).toBe(2);
    // One run of the good job; the failing one ran three times: the first try and two more.
    expect(seen.filter((s) => s.startsWith('1:'))).toEqual(['1:0']);
    expect(seen.filter((s) => s.startsWith('2:'))).toEqual(['2:0', '2:1', '2:2']);
  });

  it('cancels a job before it runs: its handler never sees it', async () => {
    await jobs.define([
      {
        name: 'test-later',
        retryLimit: 0,
        retryDelay: 1,
        retryBackoff: false,
        retentionDays: 1,
        expireInSeconds: 30,
      },
    ]);
    const seen: string[] = [];
    await jobs.work<{ n: number }>('test-later', async (job) => {
      seen.push(job.id);
    });
    const later = await jobs.send('test-later', { n: 1 }, { startAfter: 2 });
    await jobs.cancel('test-later', later);
    const now = await jobs.send('test-later', { n: 2 });
    await expect.poll(async () => (await jobs.get('test-later', now))?.state, WAIT).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await jobs.get('test-later', later))?.state).toBe('cancelled');
    expect(seen).toEqual([now]);
  });

  it('keeps the progress a running job reports, for a progress bar', async () => {
    await jobs.define([
      {
        name: 'test-progress',
        retryLimit: 0,
        retryDelay: 1,
        retryBackoff: false,
        retentionDays: 1,
        expireInSeconds: 30,
      },
    ]);
    // The job reports only when the test lets it: the worker may take it up the moment it is sent.
    let begin: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      begin = resolve;
    });
    let release: () => void = () => {};
    const halfway = new Promise<void>((resolve) => {
      release = resolve;
    });
    await jobs.work<{ pages: number }>('test-progress', async (job) => {
      await started;
      await jobs.reportProgress(job, 0, null);
      await jobs.reportProgress(job, 1, job.data.pages);
      await halfway;
      await jobs.reportProgress(job, job.data.pages, job.data.pages);
    });
    const id = await jobs.send('test-progress', { pages: 3 });
    expect(await jobs.progress(id)).toBeUndefined();
    begin();
    await expect.poll(async () => (await jobs.progress(id))?.done, WAIT).toBe(1);
    expect(await jobs.progress(id)).toMatchObject({ done: 1, total: 3 });
    expect((await jobs.get('test-progress', id))?.state).toBe('active');
    release();
    await expect.poll(async () => (await jobs.get('test-progress', id))?.state, WAIT).toBe('completed');
    expect(await jobs.progress(id)).toMatchObject({ done: 3, total: 3 });
  });

  it('npm run worker refuses the embedded database, naming DATABASE_URL', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const result = spawnSync(
      process.execPath,
      ['--conditions=@privacy-portal/source', '--import', 'tsx', 'server/src/worker.ts'],
      { cwd: root, env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('npm run worker needs DATABASE_URL');
  });
});
