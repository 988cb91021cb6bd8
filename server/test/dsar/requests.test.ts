/**
 * The request inbox and a request's details through the API: filters, search, sort and keyset paging
 * over Demo Retail's seeded requests (checked against the rows themselves); entering a request by
 * hand within the plan; assigning one or many; stages and tasks; extending with the notice the law
 * asks for; completing and rejecting; notes; messages from templates; the timeline; attachments that
 * only members of the organization download; and the PDF record.
 */
import { LIMIT_MESSAGES } from '@privacy-portal/sdk';
import { addCalendarDays, deadlinesFor } from '@privacy-portal/sdk/dsar-deadlines';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationScope, usage } from '../../src/modules/billing/limits/limits.service.ts';
import { type CompanyAccount, createCompany, demoIds } from '../support/contract-cases.ts';
import { type DemoTeam, inviteMember, loginDemoTeam } from '../support/demo-team.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { grant } from '../support/licence-fixture.ts';
import { attachFile, DSAR_TABLES, handRequest, PDF_BYTES, verifyToken } from './fixtures.ts';

type Api = DemoTeam['owner'];
type Detail = NonNullable<Awaited<ReturnType<typeof getRequest>>>;

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;
let basic: CompanyAccount;
const users: Record<'owner' | 'orgAdmin' | 'viewer' | 'admin', number> = {
  owner: 0,
  orgAdmin: 0,
  viewer: 0,
  admin: 0,
};

const db = () => server.running.deps.db;
const today = () => new Date().toISOString().slice(0, 10);
const OPEN = ['unverified', 'new', 'in_progress'];

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0 });
  team = await loginDemoTeam(server);
  demo = await demoIds(db());
  basic = await createCompany(server, 'Requests Basic');
  await grant(db(), {
    companyId: basic.companyId,
    plan: 'price_dsar_basic_monthly',
    assign: [{ product: 'dsar', organizationId: basic.orgId }],
  });
  const rows = await db()('users')
    .whereIn('email', ['owner@demo.test', 'orgadmin@demo.test', 'viewer@demo.test', 'admin@demo.test'])
    .select('id', 'email');
  const id = (email: string) => rows.find((r) => r.email === email)?.id as number;
  users.owner = id('owner@demo.test');
  users.orgAdmin = id('orgadmin@demo.test');
  users.viewer = id('viewer@demo.test');
  users.admin = id('admin@demo.test');
});
afterAll(() => server?.close());

async function getRequest(api: Api, requestId: number, orgId = demo.retailId) {
  return (await api.GET('/dsar/requests/{orgId}/{requestId}', { params: { path: { orgId, requestId } } }))
    .data?.response;
}

async function create(overrides: Record<string, unknown> = {}, api: Api = team.owner, orgId = demo.retailId) {
  const res = await api.POST('/dsar/requests/{orgId}', {
    params: { path: { orgId } },
    body: handRequest(orgId === demo.retailId ? demo.storeId : basic.propertyId, overrides),
  });
  if (res.response.status !== 201) throw new Error(`create: ${JSON.stringify(res.error)}`);
  return res.data?.response as Detail;
}

interface ActResult {
  response: Response;
  data?: { response: Detail };
  error?: { error: { code: string; message: string; details?: unknown[] } };
}
/** A POST on one request of Demo Retail (assign, stage, extend, close share their path parameters). */
const act = (api: Api, path: string, requestId: number, body: unknown) =>
  (api.POST as unknown as (p: string, o: unknown) => Promise<ActResult>)(path, {
    params: { path: { orgId: demo.retailId, requestId } },
    body,
  });

// ---- the inbox ---------------------------------------------------------------------------------------

type Query = Record<string, string | number>;

async function inbox(query: Query = {}, api: Api = team.viewer) {
  const res = await api.GET('/dsar/requests/{orgId}', {
    params: { path: { orgId: demo.retailId }, query: query as never },
  });
  expect(res.response.status).toBe(200);
  return res.data as NonNullable<typeof res.data>;
}

/** Every page of a filtered inbox, walked with a small limit. */
async function walk(query: Query, limit = 23) {
  const rows = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page = await inbox({ ...query, limit, ...(after ? { after } : {}) });
    expect(page.response.length).toBeLessThanOrEqual(limit);
    rows.push(...page.response);
    after = page.page.next;
    pages += 1;
  } while (after && pages < 100);
  return rows;
}

const retailRows = () =>
  db()('dsar_requests')
    .where({ organization_id: demo.retailId })
    .select(
      'id',
      'status',
      'request_type',
      'subject_type',
      'jurisdiction',
      'assignee_id',
      'form_id',
      'email',
      'last_name',
      'first_name',
      db().raw('due_on::text as due'),
      'received_at',
    );

describe('the inbox', () => {
  it('sorts by due date (then id) and pages by key, each request once', async () => {
    const all = await retailRows();
    const walked = await walk({});
    const expected = [...all].sort((a, b) => (a.due === b.due ? a.id - b.id : a.due < b.due ? -1 : 1));
    expect(walked.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(walked.length).toBeGreaterThanOrEqual(200);
    const received = await walk({ sort: 'received' }, 50);
    const newest = [...all].sort((a, b) =>
      +a.received_at === +b.received_at ? b.id - a.id : +b.received_at - +a.received_at,
    );
    expect(received.map((r) => r.id)).toEqual(newest.map((r) => r.id));
    // 50 a page by default.
    const first = await inbox();
    expect(first.response).toHaveLength(50);
    expect(first.page.limit).toBe(50);
  });

  it('filters by status, type, subject, jurisdiction, assignee and form, as the rows say', async () => {
    const all = await retailRows();
    const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);
    const check = async (query: Query, keep: (r: (typeof all)[number]) => boolean) => {
      const got = await walk(query, 200);
      expect(ids(got), JSON.stringify(query)).toEqual(ids(all.filter(keep)));
      return got.length;
    };
    expect(await check({ status: 'open' }, (r) => OPEN.includes(r.status))).toBeGreaterThan(0);
    expect(await check({ status: 'closed' }, (r) => !OPEN.includes(r.status))).toBeGreaterThan(0);
    expect(await check({ status: 'in_progress' }, (r) => r.status === 'in_progress')).toBeGreaterThan(0);
    expect(await check({ request_type: 'deletion' }, (r) => r.request_type === 'deletion')).toBeGreaterThan(
      0,
    );
    await check({ subject_type: 'customer' }, (r) => r.subject_type === 'customer');
    expect(await check({ jurisdiction: 'CCPA' }, (r) => r.jurisdiction === 'CCPA')).toBeGreaterThan(0);
    await check({ assignee: 'none' }, (r) => r.assignee_id === null);
    expect(
      await check({ assignee: String(users.orgAdmin) }, (r) => r.assignee_id === users.orgAdmin),
    ).toBeGreaterThan(0);
    const seeded = await db()('dsar_forms').where({ identifier: 'demo-retail-privacy' }).first('id');
    expect(await check({ form_id: seeded.id }, (r) => r.form_id === seeded.id)).toBeGreaterThan(0);
    // Combined.
    await check(
      { status: 'open', request_type: 'access', jurisdiction: 'GDPR' },
      (r) => OPEN.includes(r.status) && r.request_type === 'access' && r.jurisdiction === 'GDPR',
    );
    // "me" is the caller.
    const mine = await inbox({ assignee: 'me', limit: 200 }, team.orgAdmin);
    expect(mine.response.every((r) => r.assignee?.id === users.orgAdmin)).toBe(true);
    expect(mine.response.length).toBe(all.filter((r) => r.assignee_id === users.orgAdmin).length);
  });

  it('finds overdue and due-soon requests, and marks them in the rows', async () => {
    const all = await retailRows();
    const t = today();
    const soon = addCalendarDays(t, 7);
    const overdue = await walk({ due: 'overdue' }, 200);
    const expectedOverdue = all.filter((r) => OPEN.includes(r.status) && r.due < t);
    expect(overdue.map((r) => r.id).sort()).toEqual(expectedOverdue.map((r) => r.id).sort());
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((r) => r.overdue && !r.due_soon)).toBe(true);
    const dueSoon = await walk({ due: 'soon' }, 200);
    const expectedSoon = all.filter((r) => OPEN.includes(r.status) && r.due >= t && r.due <= soon);
    expect(dueSoon.map((r) => r.id).sort()).toEqual(expectedSoon.map((r) => r.id).sort());
    expect(dueSoon.length).toBeGreaterThan(0);
    expect(dueSoon.every((r) => r.due_soon && !r.overdue)).toBe(true);
  });

  it('searches by the beginning of a name, a last name or an e-mail address, in any case', async () => {
    const all = await retailRows();
    const garcia = await walk({ q: 'GARCIA' }, 200);
    expect(garcia.length).toBe(all.filter((r) => r.last_name === 'Garcia').length);
    expect(garcia.length).toBeGreaterThan(0);
    const emma = await walk({ q: 'emma g' }, 200);
    expect(emma.length).toBe(all.filter((r) => r.first_name === 'Emma' && r.last_name === 'Garcia').length);
    const target = all[0] as (typeof all)[number];
    const byEmail = await walk({ q: target.email.slice(0, 12) }, 200);
    expect(byEmail.map((r) => r.id)).toContain(target.id);
    expect(
      byEmail.every(
        (r) =>
          r.email.startsWith(target.email.slice(0, 12)) ||
          r.last_name.toLowerCase().startsWith(target.email.slice(0, 12)),
      ),
    ).toBe(true);
    // Wildcards are text, not patterns.
    expect((await inbox({ q: '%' })).response).toEqual([]);
    expect((await inbox({ q: '_' })).response).toEqual([]);
  });

  it('offers the forms, the assignees and the jurisdictions to filter by', async () => {
    const res = await team.viewer.GET('/dsar/request-filters/{orgId}', {
      params: { path: { orgId: demo.retailId } },
    });
    const options = res.data?.response;
    expect(options?.forms.map((f) => f.name)).toContain('Privacy request');
    const assignees = options?.assignees.map((a) => a.email);
    expect(assignees).toEqual(
      expect.arrayContaining([
        'owner@demo.test',
        'admin@demo.test',
        'orgadmin@demo.test',
        'viewer@demo.test',
      ]),
    );
    expect(options?.jurisdictions.map((j) => j.code)).toEqual(
      expect.arrayContaining(['GDPR', 'UK_GDPR', 'CCPA', 'LGPD']),
    );
  });
});

// ---- entering requests -------------------------------------------------------------------------------

describe('a request entered by hand', () => {
  it('gets its jurisdiction and deadlines, the workflow, and counts against the month', async () => {
    const scope = organizationScope(demo.companyId, demo.retailId);
    const before = await usage(db(), scope, 'requests');
    const detail = await create({
      country: 'US',
      state: 'CA',
      request_type: 'deletion',
      first_name: 'Carla',
    });
    const d = deadlinesFor({ receivedOn: today(), country: 'US', state: 'CA' });
    expect(detail.request).toMatchObject({
      status: 'new',
      jurisdiction: 'CCPA',
      due_on: addCalendarDays(today(), 45),
      verified: true,
      form_id: null,
      over_limit: false,
    });
    expect(detail.request.due_on).toBe(d.dueOn);
    expect(detail.deadlines).toMatchObject({
      law: expect.stringContaining('California'),
      extended_due_on: addCalendarDays(today(), 90),
      acknowledge_by: d.acknowledgeBy,
      can_extend: true,
      days_left: 45,
    });
    expect(detail.form_name).toBeNull();
    expect(detail.workflow_name).toBe('Standard request handling');
    expect(detail.stages.map((s) => s.name)).toEqual([
      'Verify identity',
      'Acknowledge',
      'Gather data',
      'Review',
      'Respond',
    ]);
    expect(detail.stages[0]).toMatchObject({ current: true, done: false, due_on: today() });
    expect(await usage(db(), scope, 'requests')).toBe(before + 1);
  });

  it('takes the day it was received, never a future one, and counts in the month it is entered', async () => {
    const scope = organizationScope(demo.companyId, demo.retailId);
    const before = await usage(db(), scope, 'requests');
    const received = addCalendarDays(today(), -40);
    const detail = await create({ received_on: received, country: 'FR' });
    expect(await usage(db(), scope, 'requests')).toBe(before + 1);
    expect(detail.deadlines.received_on).toBe(received);
    expect(detail.request.due_on).toBe(deadlinesFor({ receivedOn: received, country: 'FR' }).dueOn);
    const future = await team.owner.POST('/dsar/requests/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: handRequest(demo.storeId, { received_on: addCalendarDays(today(), 1) }),
    });
    expect(future.response.status).toBe(400);
    expect(future.error?.error.details).toEqual([
      { in: 'body', field: 'received_on', reason: 'must not be in the future' },
    ]);
  });

  it('refuses a country that does not exist and a state of another country, naming the field', async () => {
    const before = await db()('dsar_requests').count({ n: '*' }).first();
    const refused = async (overrides: Record<string, unknown>) => {
      const res = await team.owner.POST('/dsar/requests/{orgId}', {
        params: { path: { orgId: demo.retailId } },
        body: handRequest(demo.storeId, overrides),
      });
      expect(res.response.status).toBe(400);
      return res.error?.error.details;
    };
    expect(await refused({ country: 'XX' })).toEqual([
      { in: 'body', field: 'country', reason: 'is not a country code (ISO 3166-1)' },
    ]);
    expect(await refused({ country: 'US', state: 'BE' })).toEqual([
      { in: 'body', field: 'state', reason: 'is not a state of US' },
    ]);
    expect(await db()('dsar_requests').count({ n: '*' }).first()).toEqual(before);
  });

  it('asks an unchecked requester to confirm the address first', async () => {
    const detail = await create({ verified: false, email: 'unchecked@example.test' });
    expect(detail.request).toMatchObject({ status: 'unverified', verified: false });
    expect((await server.lastMail('unchecked@example.test')).subject).toBe(
      `Please confirm your e-mail address for request ${detail.request.reference}`,
    );
  });

  it("refuses a property of another organization, viewers, and a request past the month's limit", async () => {
    const other = await team.owner.POST('/dsar/requests/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: handRequest(demo.clinicId),
    });
    expect(other.response.status).toBe(404);
    const viewer = await team.viewer.POST('/dsar/requests/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: handRequest(demo.storeId),
    });
    expect(viewer.response.status).toBe(403);

    const api = server.client(basic.token);
    const month = new Date().toISOString().slice(0, 7);
    await db()('usage_counters')
      .insert({
        scope_kind: 'organization',
        scope_id: basic.orgId,
        metric: 'requests',
        period: month,
        count: 4999,
      })
      .onConflict(['scope_kind', 'scope_id', 'metric', 'period'])
      .merge({ count: 4999 });
    const last = await api.POST('/dsar/requests/{orgId}', {
      params: { path: { orgId: basic.orgId } },
      body: handRequest(basic.propertyId),
    });
    expect(last.response.status).toBe(201);
    const rows = await db()('dsar_requests').count({ n: '*' }).first();
    const over = await api.POST('/dsar/requests/{orgId}', {
      params: { path: { orgId: basic.orgId } },
      body: handRequest(basic.propertyId),
    });
    expect(over.response.status).toBe(409);
    expect(over.error?.error).toMatchObject({ code: 'limit_reached', message: LIMIT_MESSAGES.requests });
    expect(over.error?.error.message).toBe(
      'You have exceeded request creation limit. For more details Manage subscription or upgrade plan',
    );
    expect(await db()('dsar_requests').count({ n: '*' }).first()).toEqual(rows);
    expect(await usage(db(), organizationScope(basic.companyId, basic.orgId), 'requests')).toBe(5000);
  });
});

// ---- working on a request ----------------------------------------------------------------------------

describe('working on a request', () => {
  let id = 0;
  const email = 'worked.on@example.test';

  beforeAll(async () => {
    id = (await create({ email, first_name: 'Wanda', last_name: 'Worked', country: 'DE' })).request.id;
  });

  it('assigns to a member of the organization, or to nobody, and refuses anyone else', async () => {
    const res = await act(team.admin, '/dsar/requests/{orgId}/{requestId}/assign', id, {
      assignee_id: users.orgAdmin,
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.response.request.assignee).toEqual({
      id: users.orgAdmin,
      name: 'Oscar Orgadmin',
      email: 'orgadmin@demo.test',
    });
    const outsider = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/assign', id, {
      assignee_id: basic.userId,
    });
    expect(outsider.response.status).toBe(400);
    expect(outsider.error?.error.details).toEqual([
      { in: 'body', field: 'assignee_id', reason: 'is not a member of this organization' },
    ]);
    const viewer = await act(team.viewer, '/dsar/requests/{orgId}/{requestId}/assign', id, {
      assignee_id: null,
    });
    expect(viewer.response.status).toBe(403);
    expect((await getRequest(team.viewer, id))?.request.assignee?.id).toBe(users.orgAdmin);
  });

  it('assigns several at once, only those of the organization, and says how many changed', async () => {
    const others = await walk({ status: 'new' }, 200);
    // Two assigned to someone else and one nobody has.
    const ids = [
      ...others.filter((r) => r.assignee && r.assignee.id !== users.admin).slice(0, 2),
      ...others.filter((r) => r.assignee === null).slice(0, 1),
    ].map((r) => r.id);
    expect(ids).toHaveLength(3);
    const foreign = (await db()('dsar_requests').where({ organization_id: basic.orgId }).first('id'))
      .id as number;
    const res = await team.owner.POST('/dsar/requests-assign/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: { ids: [...ids, foreign], assignee_id: users.admin },
    });
    expect(res.data?.response).toEqual({ updated: 3 });
    for (const i of ids) expect((await getRequest(team.owner, i))?.request.assignee?.id).toBe(users.admin);
    expect((await db()('dsar_requests').where({ id: foreign }).first()).assignee_id).toBeNull();
    const again = await team.owner.POST('/dsar/requests-assign/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: { ids, assignee_id: users.admin },
    });
    expect(again.data?.response).toEqual({ updated: 0 });
    const bad = await team.owner.POST('/dsar/requests-assign/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: { ids, assignee_id: basic.userId },
    });
    expect(bad.response.status).toBe(400);
  });

  it("moves through its workflow's stages, sending a stage's e-mail, and ticks tasks", async () => {
    const moved = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/stage', id, { stage: 1 });
    expect(moved.response.status).toBe(200);
    const detail = moved.data?.response as Detail;
    expect(detail.request.status).toBe('in_progress');
    expect(detail.stages.map((s) => [s.current, s.done])).toEqual([
      [false, true],
      [true, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
    // Stage "Acknowledge" sends the acknowledgement.
    const reference = detail.request.reference;
    expect((await server.lastMail(email)).subject).toBe(`Your request ${reference} is being handled`);

    const task = await (
      team.owner.PUT as (
        p: string,
        o: unknown,
      ) => Promise<{ response: Response; data?: { response: Detail } }>
    )('/dsar/requests/{orgId}/{requestId}/tasks/{stage}/{task}', {
      params: { path: { orgId: demo.retailId, requestId: id, stage: 1, task: 0 } },
      body: { done: true },
    });
    expect(task.response.status).toBe(200);
    expect(task.data?.response.stages[1]?.tasks[0]).toMatchObject({
      done_by: 'Olivia Owner',
      done_at: expect.any(String),
    });
    const undo = await team.owner.PUT('/dsar/requests/{orgId}/{requestId}/tasks/{stage}/{task}', {
      params: { path: { orgId: demo.retailId, requestId: id, stage: 1, task: 0 } },
      body: { done: false },
    });
    expect(undo.data?.response.stages[1]?.tasks[0]).toMatchObject({ done_by: null, done_at: null });
    const missing = await team.owner.PUT('/dsar/requests/{orgId}/{requestId}/tasks/{stage}/{task}', {
      params: { path: { orgId: demo.retailId, requestId: id, stage: 1, task: 19 } },
      body: { done: true },
    });
    expect(missing.response.status).toBe(404);
    const beyond = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/stage', id, { stage: 7 });
    expect(beyond.response.status).toBe(400);
    expect(beyond.error?.error.details).toEqual([
      { in: 'body', field: 'stage', reason: "must be a stage of this request's workflow (0 to 4)" },
    ]);
  });

  it('keeps internal notes on the timeline, never sent', async () => {
    const mails = await db()('outbox').count({ n: '*' }).first();
    const res = await team.orgAdmin.POST('/dsar/requests/{orgId}/{requestId}/notes', {
      params: { path: { orgId: demo.retailId, requestId: id } },
      body: { text: 'Called the store: they keep paper receipts too.' },
    });
    expect(res.response.status).toBe(201);
    expect(res.data?.response).toMatchObject({
      kind: 'note',
      actor: 'Oscar Orgadmin',
      text: 'Called the store: they keep paper receipts too.',
    });
    expect(await db()('outbox').count({ n: '*' }).first()).toEqual(mails);
  });

  it('messages the requester from a template, in their language, or with its own words', async () => {
    const res = await team.owner.POST('/dsar/requests/{orgId}/{requestId}/messages', {
      params: { path: { orgId: demo.retailId, requestId: id } },
      body: { event: 'received' },
    });
    expect(res.response.status).toBe(202);
    const reference = `DSAR-${String(id).padStart(6, '0')}`;
    expect(res.data?.response).toMatchObject({
      kind: 'message',
      actor: 'Olivia Owner',
      data: { event: 'received', subject: `We received your request ${reference}` },
    });
    const mail = await server.lastMail(email);
    expect(mail.subject).toBe(`We received your request ${reference}`);
    expect(mail.text).toContain('Dear Wanda Worked');
    expect(mail.text).toContain('Demo Retail');

    const own = await team.owner.POST('/dsar/requests/{orgId}/{requestId}/messages', {
      params: { path: { orgId: demo.retailId, requestId: id } },
      body: {
        event: 'received',
        subject: 'A question about {{request_id}}',
        body: 'Hello {{first_name}}, which store did you shop at?',
      },
    });
    expect(own.response.status).toBe(202);
    expect(await server.lastMail(email)).toMatchObject({
      subject: `A question about ${reference}`,
      text: 'Hello Wanda, which store did you shop at?',
    });
  });

  it('extends once, with the notice the law requires, while the notice may still be given', async () => {
    const reason = 'Your data sits in three systems that we must search one by one.';
    const res = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/extend', id, { reason });
    expect(res.response.status).toBe(200);
    const d = deadlinesFor({ receivedOn: today(), country: 'DE' });
    expect(res.data?.response.request).toMatchObject({ extended: true, due_on: d.extendedDueOn });
    expect(res.data?.response.extension_reason).toBe(reason);
    expect(res.data?.response.deadlines).toMatchObject({
      original_due_on: d.dueOn,
      due_on: d.extendedDueOn,
      can_extend: false,
    });
    const mail = await server.lastMail(email);
    expect(mail.subject).toMatch(/^More time for your request DSAR-/);
    expect(mail.text).toContain(reason);
    const twice = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/extend', id, { reason });
    expect(twice.response.status).toBe(409);
    expect(twice.error?.error.message).toBe('This request has already been extended');

    // Past the first month, a GDPR extension can no longer be noticed; Brazil's law allows none.
    const late = await create({ received_on: addCalendarDays(today(), -40), country: 'DE' });
    const tooLate = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/extend', late.request.id, {
      reason,
    });
    expect(tooLate.response.status).toBe(409);
    expect(tooLate.error?.error.message).toMatch(
      /^The GDPR extension must be noticed by \d{4}-\d{2}-\d{2}; that day has passed$/,
    );
    const brazil = await create({ country: 'BR', state: 'SP' });
    const none = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/extend', brazil.request.id, {
      reason,
    });
    expect(none.error?.error.message).toBe('LGPD allows no extension of the response time');
  });

  it('completes with an outcome sent to the requester; a closed request stays closed', async () => {
    const note = 'We sent the copy of your data by secure download.';
    const res = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/close', id, {
      outcome: 'completed',
      note,
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toMatchObject({
      outcome: 'completed',
      outcome_note: note,
      closed_at: expect.any(String),
    });
    expect(res.data?.response.request).toMatchObject({
      status: 'completed',
      overdue: false,
      due_soon: false,
    });
    expect(res.data?.response.stages.every((s) => s.done && !s.current)).toBe(true);
    const mail = await server.lastMail(email);
    expect(mail.subject).toMatch(/is complete$/);
    expect(mail.text).toContain(note);
    for (const [path, body] of [
      ['/dsar/requests/{orgId}/{requestId}/close', { outcome: 'rejected', note: 'No' }],
      ['/dsar/requests/{orgId}/{requestId}/stage', { stage: 2 }],
      ['/dsar/requests/{orgId}/{requestId}/extend', { reason: 'Too late now' }],
    ] as const) {
      const refused = await act(team.owner, path, id, body);
      expect(refused.response.status, path).toBe(409);
      expect(refused.error?.error.message).toMatch(/^This request is closed/);
    }
  });

  it('rejects an unconfirmed request, but completes only a confirmed one', async () => {
    const unchecked = await create({ verified: false, email: 'unconfirmed@example.test' });
    const complete = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/close', unchecked.request.id, {
      outcome: 'completed',
      note: 'Done',
    });
    expect(complete.response.status).toBe(409);
    const stage = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/stage', unchecked.request.id, {
      stage: 1,
    });
    expect(stage.response.status).toBe(409);
    expect(stage.error?.error.message).toMatch(/has not confirmed their e-mail address/);
    const reject = await act(team.owner, '/dsar/requests/{orgId}/{requestId}/close', unchecked.request.id, {
      outcome: 'rejected',
      note: 'We could not confirm who you are.',
    });
    expect(reject.data?.response.request.status).toBe('rejected');
    expect((await server.lastMail('unconfirmed@example.test')).text).toContain(
      'We could not confirm who you are.',
    );
  });

  it('resends a confirmation link, the old one then failing', async () => {
    const unchecked = await create({ verified: false, email: 'resend@example.test' });
    const old = await verifyToken(server, 'resend@example.test');
    const res = await team.owner.POST('/dsar/requests/{orgId}/{requestId}/verification', {
      params: { path: { orgId: demo.retailId, requestId: unchecked.request.id } },
    });
    expect(res.response.status).toBe(202);
    expect(res.data?.response.kind).toBe('verification_sent');
    const fresh = await verifyToken(server, 'resend@example.test');
    expect(fresh).not.toBe(old);
    const stale = await server.client().POST('/public/dsar/verify', { body: { token: old } });
    expect(stale.response.status).toBe(400);
    const ok = await server.client().POST('/public/dsar/verify', { body: { token: fresh } });
    expect(ok.data?.response.status).toBe('new');
    const confirmed = await team.owner.POST('/dsar/requests/{orgId}/{requestId}/verification', {
      params: { path: { orgId: demo.retailId, requestId: unchecked.request.id } },
    });
    expect(confirmed.response.status).toBe(409);
  });

  it('keeps every change on the timeline, oldest first, paged', async () => {
    const walkTimeline = async (limit: number) => {
      const out = [];
      const read = (after: string | null) =>
        team.viewer.GET('/dsar/requests/{orgId}/{requestId}/timeline', {
          params: {
            path: { orgId: demo.retailId, requestId: id },
            query: { limit, ...(after ? { after } : {}) },
          },
        });
      let after: string | null = null;
      do {
        const page = await read(after);
        out.push(...(page.data?.response ?? []));
        after = page.data?.page.next ?? null;
      } while (after);
      return out;
    };
    const events = await walkTimeline(3);
    expect(events.map((e) => e.kind)).toEqual([
      'received',
      'assigned',
      'stage',
      'message',
      'task',
      'task',
      'note',
      'message',
      'message',
      'extended',
      'message',
      'completed',
      'message',
    ]);
    expect(events.map((e) => e.id)).toEqual((await walkTimeline(200)).map((e) => e.id));
    expect(events[0]?.text).toMatch(/^Olivia Owner entered the request \(DSAR-\d{6}\)$/);
    expect(events.find((e) => e.kind === 'extended')?.data).toMatchObject({ reason: expect.any(String) });
    // The bulk assignment of other requests is on their own timelines, not here.
    expect(events.filter((e) => e.kind === 'assigned')).toHaveLength(1);
  });
});

// ---- files and the record ----------------------------------------------------------------------------

describe('attachments and the record', () => {
  let id = 0;
  let file = 0;

  beforeAll(async () => {
    const detail = await create({ email: 'filed@example.test', first_name: 'Fiona', last_name: 'Filed' });
    id = detail.request.id;
    file = await attachFile(
      db(),
      server.running.deps.config.dataDir,
      { id, organization_id: demo.retailId },
      'Führerschein scan.pdf',
    );
  });

  const download = (token: string | null, requestId = id, attachmentId = file, orgId = demo.retailId) =>
    fetch(`${server.url}/api/v1/dsar/requests/${orgId}/${requestId}/attachments/${attachmentId}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('lists the attachment on the request and lets members of the organization download it', async () => {
    const detail = await getRequest(team.viewer, id);
    expect(detail?.attachments).toEqual([
      expect.objectContaining({
        id: file,
        name: 'Führerschein scan.pdf',
        mime: 'application/pdf',
        size: PDF_BYTES.length,
        source: 'requester',
      }),
    ]);
    const viewer = await server.login('viewer@demo.test');
    const res = await download(viewer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''F%C3%BChrerschein%20scan.pdf",
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  it('hides it from everyone else: anonymous, another organization’s member, another company', async () => {
    expect((await download(null)).status).toBe(401);
    await inviteMember(server, demo.healthId, 'health.only@demo.test');
    const health = await server.login('health.only@demo.test', 'Member-Passw0rd');
    expect((await download(health.token)).status).toBe(404);
    expect((await download(basic.token)).status).toBe(404);
    // Its own organization with a request of Demo Retail's: still not found.
    expect((await download(basic.token, id, file, basic.orgId)).status).toBe(404);
    // The file of another request, named with this one.
    const other = (
      await db()('dsar_requests').where({ organization_id: demo.retailId }).whereNot({ id }).first('id')
    ).id;
    const owner = await server.login('owner@demo.test');
    expect((await download(owner.token, other)).status).toBe(404);
  });

  it('answers 404, not 500, when the stored file is gone', async () => {
    const lost = await attachFile(
      db(),
      server.running.deps.config.dataDir,
      { id, organization_id: demo.retailId },
      'lost.pdf',
    );
    const row = await db()('dsar_attachments').where({ id: lost }).first('storage_key');
    const { localFileStorage } = await import('../../src/modules/files/files.storage.ts');
    await localFileStorage(server.running.deps.config.dataDir).remove(row.storage_key);
    const owner = await server.login('owner@demo.test');
    const res = await download(owner.token, id, lost);
    expect(res.status).toBe(404);
    await db()('dsar_attachments').where({ id: lost }).delete();
  });

  it('gives the whole request as a PDF that names it', async () => {
    const owner = await server.login('owner@demo.test');
    const reference = `DSAR-${String(id).padStart(6, '0')}`;
    const res = await fetch(`${server.url}/api/v1/dsar/requests/${demo.retailId}/${id}/record`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${reference}.pdf"`);
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getTitle()).toBe(`${reference}: data subject request record`);
    expect(pdf.getAuthor()).toBe('Demo Retail');
    expect(pdf.getSubject()).toBe(`The record of ${reference} for Demo Retail`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const other = await fetch(`${server.url}/api/v1/dsar/requests/${demo.retailId}/${id}/record`, {
      headers: { authorization: `Bearer ${basic.token}` },
    });
    expect(other.status).toBe(404);
  });

  it('writes nothing when another company names the request', async () => {
    const counts = async () =>
      Promise.all(DSAR_TABLES.map(async (t) => Number((await db()(t).count({ n: '*' }).first())?.n)));
    const before = await counts();
    const api = server.client(basic.token);
    const note = await api.POST('/dsar/requests/{orgId}/{requestId}/notes', {
      params: { path: { orgId: basic.orgId, requestId: id } },
      body: { text: 'Not yours' },
    });
    expect(note.response.status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
