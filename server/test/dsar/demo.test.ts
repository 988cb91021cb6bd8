/**
 * The DSAR demo (issue 15 "Demo"), seen through the API as a newcomer sees it after `npm start`:
 * Demo Retail has a published form in two languages, a workflow, and about 200 requests across
 * statuses, types and jurisdictions, some due soon and some overdue, with their timelines and the
 * dashboard's numbers; the first run of the reminder job finds nothing to send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DSAR_REQUESTS, DEMO_FORM_IDENTIFIER } from '../../src/modules/dsar/dsar.seed.ts';
import { runDsarReminders } from '../../src/modules/dsar/jobs/reminders.job.ts';
import { demoIds } from '../support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from '../support/demo-team.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0 });
  team = await loginDemoTeam(server);
  demo = await demoIds(server.running.deps.db);
});
afterAll(() => server?.close());

async function everyRequest() {
  const rows = [];
  const read = (after: string | null) =>
    team.viewer.GET('/dsar/requests/{orgId}', {
      params: { path: { orgId: demo.retailId }, query: { limit: 200, ...(after ? { after } : {}) } },
    });
  let after: string | null = null;
  do {
    const page = await read(after);
    rows.push(...(page.data?.response ?? []));
    after = page.data?.page.next ?? null;
  } while (after);
  return rows;
}

const tally = <T extends string>(values: T[]) => {
  const out = new Map<T, number>();
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
};

describe('the DSAR demo', () => {
  it('has a published form in English and German on Demo Store', async () => {
    const forms = await team.viewer.GET('/dsar/form/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.storeId } },
    });
    expect(forms.data?.response).toEqual([
      expect.objectContaining({
        identifier: DEMO_FORM_IDENTIFIER,
        status: 'published',
        version: 1,
        languages: ['en', 'de'],
        requests: DEMO_DSAR_REQUESTS,
      }),
    ]);
    const hosted = await server.client().GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier: DEMO_FORM_IDENTIFIER }, query: { lang: 'de' } },
    });
    expect(hosted.data?.response).toMatchObject({ language: 'de', version: 1 });
  });

  it('has the standard workflow, which the requests follow', async () => {
    const workflows = await team.viewer.GET('/workflow/{orgId}', {
      params: { path: { orgId: demo.retailId } },
    });
    expect(workflows.data?.response).toHaveLength(1);
    const wf = workflows.data?.response[0];
    expect(wf).toMatchObject({ name: 'Standard request handling', active: true, request_type: null });
    expect(wf?.stages.length).toBeGreaterThanOrEqual(3);
    expect(wf?.requests).toBeGreaterThan(0);
  });

  it('has about 200 requests across statuses, types and jurisdictions, some due soon and some overdue', async () => {
    const rows = await everyRequest();
    expect(rows).toHaveLength(DEMO_DSAR_REQUESTS);
    const statuses = tally(rows.map((r) => r.status));
    for (const s of [
      'unverified',
      'new',
      'in_progress',
      'completed',
      'rejected',
      'closed_unverified',
    ] as const) {
      expect(statuses.get(s) ?? 0, s).toBeGreaterThan(0);
    }
    expect(tally(rows.map((r) => r.request_type)).size).toBeGreaterThanOrEqual(5);
    const jurisdictions = tally(rows.map((r) => r.jurisdiction));
    for (const j of ['GDPR', 'UK_GDPR', 'CCPA', 'LGPD', 'PIPEDA'])
      expect(jurisdictions.get(j) ?? 0, j).toBeGreaterThan(0);
    expect(jurisdictions.size).toBeGreaterThanOrEqual(6);
    const overdue = rows.filter((r) => r.overdue).length;
    const soon = rows.filter((r) => r.due_soon).length;
    expect(overdue).toBeGreaterThan(0);
    expect(overdue).toBeLessThan(40);
    expect(soon).toBeGreaterThan(0);
    expect(rows.filter((r) => r.extended).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.assignee !== null).length).toBeGreaterThan(100);
    expect(rows.every((r) => r.status !== 'unverified' || !r.verified)).toBe(true);
  });

  it('gives each request its details and timeline', async () => {
    const [first] = await everyRequest();
    const id = first?.id as number;
    const detail = await team.viewer.GET('/dsar/requests/{orgId}/{requestId}', {
      params: { path: { orgId: demo.retailId, requestId: id } },
    });
    expect(detail.data?.response).toMatchObject({
      form_name: 'Privacy request',
      workflow_name: 'Standard request handling',
    });
    expect(detail.data?.response.stages.length).toBeGreaterThanOrEqual(3);
    const timeline = await team.viewer.GET('/dsar/requests/{orgId}/{requestId}/timeline', {
      params: { path: { orgId: demo.retailId, requestId: id } },
    });
    expect(timeline.data?.response[0]?.kind).toBe('received');
    expect(timeline.data?.response.length).toBeGreaterThanOrEqual(2);
  });

  it('fills the dashboard', async () => {
    const chart = await team.viewer.GET('/ccpa/request/chart/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.storeId } },
    });
    const c = chart.data?.response;
    expect(c?.received).toBeGreaterThan(20);
    expect(c?.completed).toBeGreaterThan(0);
    expect(c?.open).toBeGreaterThan(0);
    expect(c?.overdue).toBeGreaterThan(0);
    expect(c?.due_soon).toBeGreaterThan(0);
    expect(c?.median_days_to_close).toBeGreaterThan(0);
    const regions = await team.viewer.GET('/ccpa/chart/state/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.storeId } },
    });
    expect(regions.data?.response.length).toBeGreaterThanOrEqual(4);
  });

  it('gives the reminder job nothing to send on its first run', async () => {
    expect(await runDsarReminders(server.running.deps)).toEqual({
      verifyReminders: 0,
      closedUnverified: 0,
      dueReminders: 0,
      overdue: 0,
    });
  });
});
