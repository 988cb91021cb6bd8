/**
 * DSAR workflows through the API: creation counted against the plan (and refused past it with the
 * spec's message), names unique per organization, assignees who see the organization, one active
 * workflow per request type, delete refused while open requests follow a workflow, the name check,
 * and the default workflow and the lookup a new request uses.
 */
import { LIMIT_MESSAGES } from '@privacy-portal/sdk';
import { DEFAULT_WORKFLOW_NAME } from '@privacy-portal/sdk/dsar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationScope, usage } from '../../src/modules/billing/limits/limits.service.ts';
import { ensureDefaultWorkflow } from '../../src/modules/dsar/workflows/default-workflow.ts';
import { workflowForType } from '../../src/modules/dsar/workflows/workflows.queries.ts';
import { type CompanyAccount, createCompany, demoIds } from '../support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from '../support/demo-team.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { grant } from '../support/licence-fixture.ts';

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;
let basic: CompanyAccount;
let unlicensed: CompanyAccount;

const db = () => server.running.deps.db;

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0 });
  team = await loginDemoTeam(server);
  demo = await demoIds(db());
  // A DSAR Basic organization: one workflow allowed.
  basic = await createCompany(server, 'Workflow Basic');
  await grant(db(), {
    companyId: basic.companyId,
    plan: 'price_dsar_basic_monthly',
    assign: [{ product: 'dsar', organizationId: basic.orgId }],
  });
  unlicensed = await createCompany(server, 'Workflow Unlicensed');
});
afterAll(() => server?.close());

const stage = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  tasks: [`Do ${name}`],
  assignee_id: null,
  due_days: 5,
  template: null,
  ...extra,
});

const input = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  request_type: null,
  stages: [stage('Verify'), stage('Respond', { template: 'completed', due_days: 20 })],
  ...extra,
});

async function createAs(api: DemoTeam['owner'], orgId: number, body: ReturnType<typeof input>) {
  return api.POST('/workflow/{orgId}', { params: { path: { orgId } }, body: body as never });
}

describe('workflows', () => {
  it('creates, reads, lists by name and counts the plan', async () => {
    const before = await usage(db(), organizationScope(demo.companyId, demo.retailId), 'workflows');
    const created = await createAs(
      team.owner,
      demo.retailId,
      input('Beta access flow', { request_type: 'access' }),
    );
    expect(created.response.status).toBe(201);
    const wf = created.data?.response;
    expect(wf).toMatchObject({
      name: 'Beta access flow',
      request_type: 'access',
      active: true,
      requests: 0,
      organization_id: demo.retailId,
    });
    expect(wf?.stages).toHaveLength(2);
    expect(await usage(db(), organizationScope(demo.companyId, demo.retailId), 'workflows')).toBe(before + 1);

    await createAs(team.owner, demo.retailId, input('alpha deletion flow', { request_type: 'deletion' }));
    const got = await team.viewer.GET('/workflow/{orgId}/{workflowId}', {
      params: { path: { orgId: demo.retailId, workflowId: wf?.id as number } },
    });
    expect(got.data?.response.name).toBe('Beta access flow');

    // By name, case-insensitive, keyset paged.
    const first = await team.viewer.GET('/workflow/{orgId}', {
      params: { path: { orgId: demo.retailId }, query: { limit: 1 } },
    });
    expect(first.data?.response.map((w) => w.name)).toEqual(['alpha deletion flow']);
    const next = await team.viewer.GET('/workflow/{orgId}', {
      params: { path: { orgId: demo.retailId }, query: { limit: 1, after: first.data?.page.next as string } },
    });
    expect(next.data?.response.map((w) => w.name)).toEqual(['Beta access flow']);
  });

  it('refuses a name already used in the organization, whatever its case', async () => {
    const res = await createAs(team.owner, demo.retailId, input('BETA ACCESS FLOW'));
    expect(res.response.status).toBe(409);
    expect(res.error?.error.code).toBe('name_taken');
    expect(res.error?.error.details).toEqual([
      { in: 'body', field: 'name', reason: 'is already used by another workflow' },
    ]);
  });

  it('checks names, the workflow being edited excepted', async () => {
    const list = await team.owner.GET('/workflow/{orgId}', { params: { path: { orgId: demo.retailId } } });
    const beta = list.data?.response.find((w) => w.name === 'Beta access flow');
    const check = (name: string, workflow_id?: number) =>
      team.viewer.GET('/workflow/name/{orgId}', {
        params: { path: { orgId: demo.retailId }, query: { name, ...(workflow_id ? { workflow_id } : {}) } },
      });
    expect((await check('beta Access flow')).data?.response).toEqual({
      name: 'beta Access flow',
      available: false,
    });
    expect((await check('beta access flow', beta?.id)).data?.response.available).toBe(true);
    expect((await check('Something new')).data?.response.available).toBe(true);
  });

  it('takes assignees who see the organization only, naming the stage', async () => {
    const members = await db()('users')
      .whereIn('email', ['orgadmin@demo.test', 'viewer@demo.test'])
      .select('id', 'email');
    const orgAdmin = members.find((m) => m.email === 'orgadmin@demo.test').id as number;
    const ok = await createAs(
      team.owner,
      demo.retailId,
      input('Assigned flow', {
        request_type: 'correction',
        stages: [stage('One', { assignee_id: demo.ownerId }), stage('Two', { assignee_id: orgAdmin })],
      }),
    );
    expect(ok.response.status).toBe(201);
    // Oscar works in Demo Retail only; another company's owner sees neither.
    const bad = await createAs(
      team.owner,
      demo.retailId,
      input('Badly assigned', { stages: [stage('One'), stage('Two', { assignee_id: basic.userId })] }),
    );
    expect(bad.response.status).toBe(400);
    expect(bad.error?.error.details?.[0]).toMatchObject({ in: 'body', field: 'stages[1].assignee_id' });
  });

  it('refuses viewers and organizations without a DSAR licence', async () => {
    const viewer = await createAs(team.viewer, demo.retailId, input('Viewer flow'));
    expect(viewer.response.status).toBe(403);
    const api = server.client(unlicensed.token);
    const res = await createAs(api, unlicensed.orgId, input('No licence'));
    expect(res.response.status).toBe(409);
    expect(res.error?.error.code).toBe('subscription_inactive');
    const health = await createAs(team.owner, demo.healthId, input('Beta access flow'));
    expect(health.error?.error.code).toBe('subscription_inactive');
  });

  it("refuses a creation past the plan's workflows with the limit message, counting nothing", async () => {
    const api = server.client(basic.token);
    const scope = organizationScope(basic.companyId, basic.orgId);
    expect((await createAs(api, basic.orgId, input('The one'))).response.status).toBe(201);
    const over = await createAs(api, basic.orgId, input('One too many'));
    expect(over.response.status).toBe(409);
    expect(over.error?.error).toMatchObject({ code: 'limit_reached', message: LIMIT_MESSAGES.workflows });
    expect(over.error?.error.message).toMatch(/^You have exceeded workflow creation limit/);
    expect(await usage(db(), scope, 'workflows')).toBe(1);
    // A refused name does not count either.
    const wf = (await api.GET('/workflow/{orgId}', { params: { path: { orgId: basic.orgId } } })).data
      ?.response[0];
    await api.DELETE('/workflow/{orgId}/{workflowId}', {
      params: { path: { orgId: basic.orgId, workflowId: wf?.id as number } },
    });
    expect(await usage(db(), scope, 'workflows')).toBe(0);
    expect((await createAs(api, basic.orgId, input('The second one'))).response.status).toBe(201);
  });

  it('updates a workflow; requests keep the stages they came with', async () => {
    const list = await team.owner.GET('/workflow/{orgId}', { params: { path: { orgId: demo.retailId } } });
    const alpha = list.data?.response.find((w) => w.name === 'alpha deletion flow');
    const updated = await team.owner.PUT('/workflow/{orgId}/{workflowId}', {
      params: { path: { orgId: demo.retailId, workflowId: alpha?.id as number } },
      body: input('Alpha deletion flow', {
        request_type: 'deletion',
        stages: [stage('  Only stage  ', { tasks: ['  Erase  '] })],
      }) as never,
    });
    expect(updated.response.status).toBe(200);
    expect(updated.data?.response.name).toBe('Alpha deletion flow');
    expect(updated.data?.response.stages).toEqual([
      { name: 'Only stage', tasks: ['Erase'], assignee_id: null, due_days: 5, template: null },
    ]);
    const taken = await team.owner.PUT('/workflow/{orgId}/{workflowId}', {
      params: { path: { orgId: demo.retailId, workflowId: alpha?.id as number } },
      body: input('Beta access flow') as never,
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.error.code).toBe('name_taken');
    const missing = await team.owner.PUT('/workflow/{orgId}/{workflowId}', {
      params: { path: { orgId: demo.retailId, workflowId: 999_999 } },
      body: input('Ghost') as never,
    });
    expect(missing.response.status).toBe(404);
  });

  it('keeps one active workflow per request type and finds the one a new request follows', async () => {
    const retail = demo.retailId;
    const first = await createAs(team.owner, retail, input('Portability A', { request_type: 'portability' }));
    const second = await createAs(
      team.owner,
      retail,
      input('Portability B', { request_type: 'portability' }),
    );
    const a = first.data?.response.id as number;
    const b = second.data?.response.id as number;
    const read = async (id: number) =>
      (
        await team.owner.GET('/workflow/{orgId}/{workflowId}', {
          params: { path: { orgId: retail, workflowId: id } },
        })
      ).data?.response;
    expect((await read(a))?.active).toBe(false);
    expect((await read(b))?.active).toBe(true);
    expect((await workflowForType(db(), retail, 'portability'))?.id).toBe(b);

    const activated = await team.owner.POST('/workflow/activate/{orgId}/{workflowId}', {
      params: { path: { orgId: retail, workflowId: a } },
      body: { active: true },
    });
    expect(activated.data?.response.active).toBe(true);
    expect((await read(b))?.active).toBe(false);
    expect((await workflowForType(db(), retail, 'portability'))?.id).toBe(a);

    const inactive = await team.owner.GET('/workflow/{orgId}', {
      params: { path: { orgId: retail }, query: { workflow_status: 'inactive' } },
    });
    expect(inactive.data?.response.every((w) => !w.active)).toBe(true);
    expect(inactive.data?.response.map((w) => w.id)).toContain(b);

    // Off: the type falls back to the any-type workflow, or to none.
    await team.owner.POST('/workflow/activate/{orgId}/{workflowId}', {
      params: { path: { orgId: retail, workflowId: a } },
      body: { active: false },
    });
    const fallback = await workflowForType(db(), retail, 'portability');
    expect(fallback === null || fallback.request_type === null).toBe(true);
  });

  it('refuses to delete a workflow open requests follow, then deletes it and gives the count back', async () => {
    const created = await createAs(
      team.owner,
      demo.retailId,
      input('Objection flow', { request_type: 'objection' }),
    );
    const id = created.data?.response.id as number;
    const [req] = await db()('dsar_requests')
      .insert({
        company_id: demo.companyId,
        organization_id: demo.retailId,
        property_id: demo.storeId,
        status: 'new',
        request_type: 'objection',
        subject_type: 'customer',
        first_name: 'Ola',
        last_name: 'Open',
        email: 'ola@example.test',
        country: 'DE',
        details: 'Stop it',
        jurisdiction: 'GDPR',
        received_at: new Date(),
        due_on: '2099-01-01',
        original_due_on: '2099-01-01',
        workflow_id: id,
        search: 'ola open',
      })
      .returning('id');
    const got = await team.owner.GET('/workflow/{orgId}/{workflowId}', {
      params: { path: { orgId: demo.retailId, workflowId: id } },
    });
    expect(got.data?.response.requests).toBe(1);
    const before = await usage(db(), organizationScope(demo.companyId, demo.retailId), 'workflows');
    const refused = await team.owner.DELETE('/workflow/{orgId}/{workflowId}', {
      params: { path: { orgId: demo.retailId, workflowId: id } },
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.error.code).toBe('conflict');

    await db()('dsar_requests').where({ id: req.id }).update({ status: 'completed' });
    const deleted = await team.owner.DELETE('/workflow/{orgId}/{workflowId}', {
      params: { path: { orgId: demo.retailId, workflowId: id } },
    });
    expect(deleted.response.status).toBe(204);
    expect(await usage(db(), organizationScope(demo.companyId, demo.retailId), 'workflows')).toBe(before - 1);
    // The closed request keeps its history; the workflow is gone from it.
    expect((await db()('dsar_requests').where({ id: req.id }).first()).workflow_id).toBeNull();
    const again = await team.owner.DELETE('/workflow/{orgId}/{workflowId}', {
      params: { path: { orgId: demo.retailId, workflowId: id } },
    });
    expect(again.response.status).toBe(404);
  });

  it('gives a new organization the standard workflow once, counted, and none past the limit', async () => {
    const fresh = await createCompany(server, 'Workflow Default');
    await grant(db(), {
      companyId: fresh.companyId,
      plan: 'price_dsar_basic_monthly',
      assign: [{ product: 'dsar', organizationId: fresh.orgId }],
    });
    const made = await ensureDefaultWorkflow(db(), fresh.orgId);
    expect(made).toMatchObject({ name: DEFAULT_WORKFLOW_NAME, request_type: null, active: true });
    expect(made?.stages.map((s) => [s.name, s.due_days, s.template])).toEqual([
      ['Verify identity', 0, null],
      ['Acknowledge', 2, 'acknowledgement'],
      ['Gather data', 14, null],
      ['Review', 21, null],
      ['Respond', 28, 'completed'],
    ]);
    expect(await ensureDefaultWorkflow(db(), fresh.orgId)).toBeNull();
    expect(await usage(db(), organizationScope(fresh.companyId, fresh.orgId), 'workflows')).toBe(1);
    expect((await workflowForType(db(), fresh.orgId, 'access'))?.id).toBe(made?.id);

    // Inside a caller's transaction, and with no workflow left on the plan: nothing, quietly.
    await db()('dsar_workflows').where({ organization_id: fresh.orgId }).delete();
    expect(await db().transaction((trx) => ensureDefaultWorkflow(trx, fresh.orgId))).toBeNull();
    expect(await ensureDefaultWorkflow(db(), unlicensed.orgId)).toBeNull();
  });
});
