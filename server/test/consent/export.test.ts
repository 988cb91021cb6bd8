/**
 * CSV export of the consent log (a job with progress, basic and up) and the chain check (a job that
 * finds the first broken link), on the in-process workers.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensedCompany } from '../cookie-consent/licence.ts';
import { apiCall, until } from '../support/api-call.ts';
import type { CompanyAccount } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { appendRecords, daysAgo } from './records.ts';

let server: TestServer;
let alpha: CompanyAccount;
let beta: CompanyAccount;
let free: CompanyAccount;
// Exports are files under DATA_DIR: this suite's own, removed after it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-export-'));

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0, jobPollingSeconds: 1, dataDir });
  alpha = await licensedCompany(server, 'Export Alpha', { tier: 'basic' });
  beta = await licensedCompany(server, 'Export Beta');
  free = await licensedCompany(server, 'Export Free', { tier: 'free' });
  const { db } = server.running.deps;
  await appendRecords(db, alpha.propertyId, [
    ...Array.from({ length: 30 }, (_, i) => ({ at: daysAgo(2, i % 24), country: i % 3 ? 'DE' : 'US' })),
    { at: daysAgo(1), choice: 'reject_all' as const, gpc: true, country: 'US', region: 'US-CA' },
  ]);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: string, p: string, token = alpha.token, body?: unknown) =>
  apiCall(server.url, method, p, token, body);

describe('consent export', () => {
  it('refuses the free tier with upgrade_required', async () => {
    const res = await call('POST', `/consents/export/${free.propertyId}`, free.token, {});
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('upgrade_required');
    expect(res.body.error.message).toMatch(/Export of consent records needs the basic plan/);
  });

  it('refuses a bad filter naming the body field', async () => {
    const res = await call('POST', `/consents/export/${alpha.propertyId}`, alpha.token, { region: 'usa' });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ in: 'body', field: 'region' });
    const range = await call('POST', `/consents/export/${alpha.propertyId}`, alpha.token, {
      from: '2026-02-30',
    });
    expect(range.status).toBe(400);
    expect(range.body.error.details[0]).toMatchObject({ in: 'body', field: 'from' });
  });

  it('exports the filtered log as CSV with progress, then serves it to members only', async () => {
    const started = await call('POST', `/consents/export/${alpha.propertyId}`, alpha.token, { region: 'DE' });
    expect(started.status).toBe(202);
    const id = started.body.response.id as string;
    expect(started.body.response).toMatchObject({ status: 'queued', file_name: null, finished_at: null });
    const early = await call('GET', `/consents/export/${alpha.propertyId}/${id}/download`);
    if (early.status !== 200) expect(early.status).toBe(409);
    const done = await until(
      () => call('GET', `/consents/export/${alpha.propertyId}/${id}`),
      (r) => r.body.response.status !== 'queued' && r.body.response.status !== 'running',
    );
    expect(done.body.response).toMatchObject({ status: 'succeeded', done: 20, total: 20 });
    expect(done.body.response.file_name).toMatch(/^consent-records-\d+-.*\.csv$/);

    const file = await call('GET', `/consents/export/${alpha.propertyId}/${id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/text\/csv/);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="${done.body.response.file_name}"`,
    );
    const rows = parse(file.text, { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(['DE']));
    expect(Number(rows[0]?.seq)).toBeGreaterThan(Number(rows.at(-1)?.seq));
    expect(rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    // A visitor's user agent cannot become a spreadsheet formula.
    expect(rows[0]?.user_agent).toBe("'=cmd|calc");

    expect(
      (await call('GET', `/consents/export/${alpha.propertyId}/${id}/download`, beta.token)).status,
    ).toBe(404);
    expect((await call('GET', `/consents/export/${beta.propertyId}/${id}/download`, beta.token)).status).toBe(
      404,
    );
    expect((await call('GET', `/consents/export/${beta.propertyId}/${id}`, beta.token)).status).toBe(404);
    const files = readdirSync(path.join(dataDir, 'exports'));
    expect(files).toContain(`${id}.csv`);
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('runs one export at a time per property, however many start at once', async () => {
    const { db } = server.running.deps;
    const exportsOfAlpha = async () =>
      Number((await db('consent_exports').where({ property_id: alpha.propertyId }).count({ n: '*' }))[0]?.n);
    const before = await exportsOfAlpha();
    const tries = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/consents/export/${alpha.propertyId}`, alpha.token, {})),
    );
    expect(tries.map((t) => t.status).sort()).toEqual([202, ...Array(9).fill(409)]);
    expect(tries.filter((t) => t.status === 409).every((t) => t.body.error.code === 'conflict')).toBe(true);
    const first = tries.find((t) => t.status === 202) as (typeof tries)[number];
    // Counted by rows made, not rows in flight: the one export may already have finished.
    expect((await exportsOfAlpha()) - before).toBe(1);
    const id = first.body.response.id;
    const done = await until(
      () => call('GET', `/consents/export/${alpha.propertyId}/${id}`),
      (r) => r.body.response.status === 'succeeded',
    );
    expect(done.body.response.done).toBe(31);
  });
});

describe('ledger verification', () => {
  const verify = async () => {
    const started = await call('POST', `/consents/ledger/${alpha.propertyId}/verify`);
    expect(started.status).toBe(202);
    const id = started.body.response.id as string;
    return until(
      () => call('GET', `/consents/ledger/${alpha.propertyId}/verify/${id}`),
      (r) => r.body.response.status === 'succeeded' || r.body.response.status === 'failed',
    );
  };

  it('starts one check however many are asked for at once: each gets that one', async () => {
    const tries = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/consents/ledger/${alpha.propertyId}/verify`)),
    );
    expect(tries.map((t) => t.status)).toEqual(Array(10).fill(202));
    expect(new Set(tries.map((t) => t.body.response.id)).size).toBe(1);
    const id = tries[0]?.body.response.id as string;
    await until(
      () => call('GET', `/consents/ledger/${alpha.propertyId}/verify/${id}`),
      (r) => r.body.response.status === 'succeeded',
    );
  });

  it('reports the chain holding', async () => {
    const r = (await verify()).body.response;
    expect(r).toMatchObject({ status: 'succeeded', checked: 31, first_broken: null, done: 31, total: 31 });
    expect(r.finished_at).not.toBeNull();
  });

  it('finds the first altered record, and a deleted one', async () => {
    const { db } = server.running.deps;
    const row = await db('consent_records').where({ property_id: alpha.propertyId, seq: 17 }).first();
    await db('consent_records').where({ property_id: alpha.propertyId, seq: 17 }).update({ gpc: !row.gpc });
    await db('consent_records')
      .where({ property_id: alpha.propertyId, seq: 25 })
      .update({ choice: 'custom' });
    const r = (await verify()).body.response;
    expect(r.checked).toBe(16);
    expect(r.first_broken).toEqual({
      seq: 17,
      consent_id: row.consent_id,
      recorded_at: new Date(row.recorded_at).toISOString(),
      reason: 'hash_mismatch',
    });
    await db('consent_records').where({ property_id: alpha.propertyId, seq: 17 }).update({ gpc: row.gpc });
    await db('consent_records').where({ property_id: alpha.propertyId, seq: 25 }).del();
    const gap = (await verify()).body.response;
    expect(gap.first_broken).toMatchObject({ seq: 25, reason: 'missing_record' });
    expect(gap.checked).toBe(24);
  });

  it("answers 404 for another company's check", async () => {
    const started = await call('POST', `/consents/ledger/${alpha.propertyId}/verify`);
    const id = started.body.response.id;
    expect((await call('GET', `/consents/ledger/${alpha.propertyId}/verify/${id}`, beta.token)).status).toBe(
      404,
    );
    expect((await call('GET', `/consents/ledger/${beta.propertyId}/verify/${id}`, beta.token)).status).toBe(
      404,
    );
    expect((await call('POST', `/consents/ledger/${alpha.propertyId}/verify`, beta.token)).status).toBe(404);
  });
});
