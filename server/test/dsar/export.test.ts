/**
 * The inbox's CSV export, a job on the in-process workers: the filtered requests, every one once,
 * with progress; cells a spreadsheet would run as formulas are defused; one export at a time per
 * organization; the file only for the organization's members, once it is finished.
 */

import { DSAR_CSV_COLUMNS } from '@privacy-portal/sdk/dsar';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dsarExportWorker,
  type dsarExportWorker as Worker,
} from '../../src/modules/dsar/requests/export.job.ts';
import { EXPORT_BATCH, type ExportJobData } from '../../src/modules/exports/export-job.ts';
import type { JobRecord } from '../../src/modules/jobs/jobs.queue.ts';
import { apiCall, until } from '../support/api-call.ts';
import { type CompanyAccount, createCompany, demoIds } from '../support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from '../support/demo-team.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { grant } from '../support/licence-fixture.ts';
import { handRequest } from './fixtures.ts';

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;
let big: CompanyAccount;

const db = () => server.running.deps.db;
const OPEN = ['unverified', 'new', 'in_progress'];

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0, jobPollingSeconds: 1 });
  team = await loginDemoTeam(server);
  demo = await demoIds(db());
  big = await createCompany(server, 'Export Big');
  await grant(db(), {
    companyId: big.companyId,
    plan: 'price_dsar_enterprise_monthly',
    assign: [{ product: 'dsar', organizationId: big.orgId }],
  });
});
afterAll(() => server?.close());

type ExportBody = {
  response: { id: string; status: string; done: number; total: number | null; file_name: string | null };
};

const call = (method: string, path: string, token: string, body?: unknown) =>
  apiCall(server.url, method, path, token, body);

async function finished(orgId: number, id: string, token: string): Promise<ExportBody['response']> {
  const res = await until(
    () => call('GET', `/dsar/request-exports/${orgId}/${id}`, token),
    (r) => ['succeeded', 'failed'].includes((r.body as ExportBody).response.status),
  );
  return (res.body as ExportBody).response;
}

describe('the CSV export', () => {
  it('exports the filtered inbox, every request once, with defused formulas', async () => {
    const owner = await server.login('owner@demo.test');
    // A requester who types a formula as a name (OWASP CSV injection).
    const evil = await team.owner.POST('/dsar/requests/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: handRequest(demo.storeId, {
        first_name: '=HYPERLINK("https://evil.test","Click")',
        last_name: '+SUM(A1:A9)',
        email: 'formula@example.test',
      }),
    });
    expect(evil.response.status).toBe(201);

    const viewer = await server.login('viewer@demo.test');
    const started = await call('POST', `/dsar/request-exports/${demo.retailId}`, viewer.token, {
      status: 'open',
    });
    expect(started.status).toBe(202);
    expect(started.body.response).toMatchObject({
      status: 'queued',
      done: 0,
      file_name: null,
      finished_at: null,
    });
    const id = started.body.response.id as string;
    const early = await call('GET', `/dsar/request-exports/${demo.retailId}/${id}/file`, viewer.token);
    if (early.status !== 200) {
      expect(early.status).toBe(409);
      expect(early.body.error.message).toBe('The export has not finished yet.');
    }

    const done = await finished(demo.retailId, id, viewer.token);
    const open = await db()('dsar_requests')
      .where({ organization_id: demo.retailId })
      .whereIn('status', OPEN)
      .select('id', 'first_name', 'status');
    expect(done).toMatchObject({ status: 'succeeded', done: open.length, total: open.length });
    expect(done.file_name).toBe(
      `dsar-requests-${demo.retailId}-${new Date().toISOString().slice(0, 10)}.csv`,
    );

    const file = await call('GET', `/dsar/request-exports/${demo.retailId}/${id}/file`, owner.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${done.file_name}"`);
    expect(file.text.split('\n')[0]).toBe(DSAR_CSV_COLUMNS.join(','));
    const rows = parse(file.text, { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => r.reference).sort()).toEqual(
      open.map((r) => `DSAR-${String(r.id).padStart(6, '0')}`).sort(),
    );
    expect(rows.every((r) => OPEN.includes(r.status as string))).toBe(true);
    const formula = rows.find((r) => r.email === 'formula@example.test');
    expect(formula).toMatchObject({
      first_name: `'=HYPERLINK("https://evil.test","Click")`,
      last_name: "'+SUM(A1:A9)",
      status: 'new',
      jurisdiction: 'GDPR',
      extended: 'no',
    });
    expect(formula?.due_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Another company cannot read it or its file.
    const other = await createCompany(server, 'Export Other');
    expect((await call('GET', `/dsar/request-exports/${demo.retailId}/${id}`, other.token)).status).toBe(404);
    expect((await call('GET', `/dsar/request-exports/${demo.retailId}/${id}/file`, other.token)).status).toBe(
      404,
    );
    // Nor does another organization's id reach it.
    await grant(db(), {
      companyId: other.companyId,
      plan: 'price_dsar_basic_monthly',
      assign: [{ product: 'dsar', organizationId: other.orgId }],
    });
    expect((await call('GET', `/dsar/request-exports/${other.orgId}/${id}`, other.token)).status).toBe(404);
  });

  it('runs one export at a time per organization', async () => {
    await db()('dsar_exports').insert({
      id: crypto.randomUUID(),
      organization_id: big.orgId,
      status: 'running',
    });
    const res = await call('POST', `/dsar/request-exports/${big.orgId}`, big.token, {});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('An export is already running: wait for it to finish.');
    await db()('dsar_exports').where({ organization_id: big.orgId }).delete();
  });

  it('reports its progress batch by batch and never passes the total', async () => {
    // More requests than a batch, straight into the table.
    const count = EXPORT_BATCH + 150;
    const rows = Array.from({ length: count }, (_, i) => ({
      company_id: big.companyId,
      organization_id: big.orgId,
      property_id: big.propertyId,
      status: i % 2 ? 'new' : 'completed',
      request_type: 'access',
      subject_type: 'customer',
      first_name: 'Bulk',
      last_name: `Row${i}`,
      email: `bulk${i}@example.test`,
      country: 'DE',
      details: 'Bulk',
      jurisdiction: 'GDPR',
      received_at: new Date(),
      due_on: '2099-01-01',
      original_due_on: '2099-01-01',
      search: `bulk row${i}`,
    }));
    await db().batchInsert('dsar_requests', rows, 500);
    const id = crypto.randomUUID();
    await db()('dsar_exports').insert({
      id,
      organization_id: big.orgId,
      requested_by: big.userId,
      filters: '{}',
    });
    const reports: Array<[number, number | null]> = [];
    const deps = server.running.deps;
    const work: ReturnType<typeof Worker> = dsarExportWorker({
      ...deps,
      jobs: {
        ...deps.jobs,
        reportProgress: async (_job, done, total) => {
          reports.push([done, total]);
        },
      },
    });
    await work({ id, name: 'dsar-export', data: { exportId: id } } as JobRecord<ExportJobData>);
    expect(reports).toEqual([
      [0, count],
      [EXPORT_BATCH, count],
      [count, count],
    ]);
    const row = await db()('dsar_exports').where({ id }).first();
    expect(row).toMatchObject({ status: 'succeeded', done: count, total: count });
    const file = await call('GET', `/dsar/request-exports/${big.orgId}/${id}/file`, big.token);
    const parsed = parse(file.text, { columns: true }) as Array<Record<string, string>>;
    expect(parsed).toHaveLength(count);
    expect(new Set(parsed.map((r) => r.reference)).size).toBe(count);
  });
});
