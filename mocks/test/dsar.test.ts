import { type ApiClient, allPages, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { VISITOR_MESSAGES } from '@privacy-portal/sdk/dsar';
import { addCalendarDays, deadlinesFor, JURISDICTIONS } from '@privacy-portal/sdk/dsar-deadlines';
import { describe, expect, it } from 'vitest';
import {
  clearDsarRequests,
  DEMO_DSAR_FORM_IDENTIFIER,
  DEMO_DSAR_IDS,
  DEMO_DSAR_REQUEST_COUNT,
  DEMO_EMAILS,
  DEMO_IDS,
  dsarVerifyToken,
  makeDsarRequestsOverdue,
  NO_DSAR_SUBSCRIPTION,
  recordedPeriod,
  signIn,
  unlicenseDsar,
} from '../src/index.ts';
import { BASE_URL, setupMockApi, useConformingApi } from './support.ts';

const api = setupMockApi();
const NOW = new Date('2026-11-24T10:00:00.000Z');
const TODAY = '2026-11-24';
const { login, conform } = useConformingApi(api, NOW);

const retail = { orgId: DEMO_IDS.retail };
const store = { orgId: DEMO_IDS.retail, propId: DEMO_IDS.store };
const history = { oid: DEMO_IDS.retail, pid: DEMO_IDS.store };

type Failure = { error: Schemas['Error']['error'] } | undefined;
const errorOf = (result: { error?: unknown; response: Response }) => ({
  status: result.response.status,
  ...(result.error as Failure)?.error,
});

type Row = Schemas['RequestSummary'];
type Wanted = { status?: string; jurisdiction?: string; assignee?: string; form_id?: number };
const OPEN = ['unverified', 'new', 'in_progress'];

/**
 * The demo's inbox, then the rows a test needs chosen here: the mocks answer the plain inbox (the
 * filters are the server's SQL, tested by the server and the ui-server page tests).
 */
async function inbox(client: ApiClient, where: Wanted = {}): Promise<Row[]> {
  const all = await allPages((after) =>
    client.GET('/dsar/requests/{orgId}', { params: { path: retail, query: pageQuery(after) } }),
  );
  const keep = (r: Row) =>
    (!where.status || (where.status === 'open' ? OPEN.includes(r.status) : r.status === where.status)) &&
    (!where.jurisdiction || r.jurisdiction === where.jurisdiction) &&
    (where.form_id === undefined || r.form_id === where.form_id) &&
    (!where.assignee || String(r.assignee?.id ?? 'none') === where.assignee);
  return (all.data?.response ?? []).filter(keep);
}

const requestOf = (client: ApiClient, requestId: number) =>
  client.GET('/dsar/requests/{orgId}/{requestId}', { params: { path: { ...retail, requestId } } });

const timelineOf = async (client: ApiClient, requestId: number) =>
  (
    await allPages((after) =>
      client.GET('/dsar/requests/{orgId}/{requestId}/timeline', {
        params: { path: { ...retail, requestId }, query: pageQuery(after) },
      }),
    )
  ).data?.response ?? [];

const mailsTo = (email: string) => api.state.mailbox.list((m) => m.to === email);

/** A raw call with the account's token, for downloads (not JSON). */
async function download(email: string, path: string) {
  const res = await fetch(`${BASE_URL}${path}`, {
    headers: { authorization: `Bearer ${signIn(api.state, email)}` },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

const firstOpen = (rows: Schemas['RequestSummary'][], where: (r: Schemas['RequestSummary']) => boolean) => {
  const row = rows.find((r) => ['new', 'in_progress'].includes(r.status) && where(r));
  if (!row) throw new Error('no such request in the demo');
  return row;
};

describe('access: tenancy, role and licence, in the server order', () => {
  it("answers 404 for another company's organization and form", async () => {
    const other = await login(DEMO_EMAILS.otherCompany);
    const list = await other.GET('/dsar/requests/{orgId}', { params: { path: retail } });
    expect(errorOf(list)).toMatchObject({ status: 404, code: 'not_found' });
    const count = await other.GET('/dsar/request-count/{formId}', {
      params: { path: { formId: DEMO_DSAR_IDS.form } },
    });
    expect(errorOf(count)).toMatchObject({ status: 404, code: 'not_found' });
    const form = await other.GET('/ccpa/form/{orgId}/{propId}/{id}', {
      params: { path: { ...store, id: DEMO_DSAR_IDS.form } },
    });
    expect(form.response.status).toBe(404);
  });

  it('answers 409 subscription_inactive with the spec text for an organization without a DSAR licence', async () => {
    const owner = await login(DEMO_EMAILS.owner);
    const health = await owner.GET('/dsar/requests/{orgId}', {
      params: { path: { orgId: DEMO_IDS.health } },
    });
    expect(errorOf(health)).toEqual({
      status: 409,
      code: 'subscription_inactive',
      message: NO_DSAR_SUBSCRIPTION,
    });
    unlicenseDsar(api.state);
    const workflows = await owner.GET('/workflow/{orgId}', { params: { path: retail } });
    expect(errorOf(workflows)).toMatchObject({ status: 409, code: 'subscription_inactive' });
  });

  it('lets a view-only member read and refuses their writes with 403', async () => {
    const viewer = await login(DEMO_EMAILS.viewer);
    expect((await inbox(viewer)).length).toBe(DEMO_DSAR_REQUEST_COUNT);
    const note = await viewer.POST('/dsar/requests/{orgId}/{requestId}/notes', {
      params: { path: { ...retail, requestId: 5 } },
      body: { text: 'Looked at it' },
    });
    expect(errorOf(note)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(errorOf(note).message).toContain('is not authorized to add notes');
    const publish = await viewer.PATCH('/ccpa/form/{orgId}/{propId}/{id}', {
      params: { path: { ...store, id: DEMO_DSAR_IDS.form } },
      body: {},
    });
    expect(publish.response.status).toBe(403);
  });
});

describe('the inbox', () => {
  it('lists the recorded demo requests by due date in keyset pages, with every status, and pages of `limit`', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const rows = await inbox(oscar);
    expect(rows).toHaveLength(DEMO_DSAR_REQUEST_COUNT);
    const keys = rows.map((r) => `${r.due_on}|${String(r.id).padStart(4, '0')}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['unverified', 'new', 'in_progress', 'completed', 'rejected', 'closed_unverified']),
    );
    expect(new Set(rows.map((r) => r.jurisdiction))).toEqual(
      new Set(['GDPR', 'UK_GDPR', 'CCPA', 'US_VA', 'US_CO', 'LGPD', 'PIPEDA']),
    );
    expect(rows.some((r) => r.overdue)).toBe(true);
    expect(rows.some((r) => r.due_soon)).toBe(true);
    // Every due date is the deadline engine's for the place and day of receipt.
    for (const r of rows.filter((x) => !x.extended)) {
      const d = deadlinesFor({ receivedOn: r.received_at.slice(0, 10), country: r.country, state: r.state });
      expect(r.due_on, r.reference).toBe(d.dueOn);
    }
    const first = await oscar.GET('/dsar/requests/{orgId}', {
      params: { path: retail, query: { limit: 25 } },
    });
    expect(first.data?.response.map((r) => r.id)).toEqual(rows.slice(0, 25).map((r) => r.id));
    const second = await oscar.GET('/dsar/requests/{orgId}', {
      params: { path: retail, query: { limit: 25, after: first.data?.page.next ?? '' } },
    });
    expect(second.data?.response.map((r) => r.id)).toEqual(rows.slice(25, 50).map((r) => r.id));
  });

  it('offers the forms, the members who may be assigned and the laws to filter by', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const { data } = await oscar.GET('/dsar/request-filters/{orgId}', { params: { path: retail } });
    expect(data?.response.forms).toEqual([{ id: DEMO_DSAR_IDS.form, name: 'Privacy request' }]);
    expect(data?.response.assignees.map((p) => p.name)).toEqual([
      'Adam Admin',
      'Olivia Owner',
      'Oscar Orgadmin',
      'Vera Viewer',
    ]);
    expect(data?.response.jurisdictions).toHaveLength(JURISDICTIONS.length);
  });

  it('makes requests overdue on demand (scenario helper)', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const fresh = firstOpen(await inbox(oscar), (r) => !r.overdue);
    makeDsarRequestsOverdue(api.state, [fresh.id]);
    const { data } = await requestOf(oscar, fresh.id);
    expect(data?.response.request.overdue).toBe(true);
    expect(data?.response.deadlines.days_left).toBeLessThanOrEqual(-3);
  });

  it('bulk-assigns several requests, counting those that changed', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const nobody = (await inbox(oscar, { assignee: 'none' })).slice(0, 3).map((r) => r.id);
    const { data } = await oscar.POST('/dsar/requests-assign/{orgId}', {
      params: { path: retail },
      body: { ids: nobody, assignee_id: DEMO_IDS.admin },
    });
    expect(data?.response.updated).toBe(3);
    const adams = await inbox(oscar, { assignee: String(DEMO_IDS.admin) });
    expect(adams.map((r) => r.id)).toEqual(expect.arrayContaining(nobody));
  });

  it('exports the filtered inbox as CSV in a job that moves when polled', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const open = await inbox(oscar, { status: 'open' });
    const started = await oscar.POST('/dsar/request-exports/{orgId}', {
      params: { path: retail },
      body: { status: 'open' },
    });
    expect(started.response.status).toBe(202);
    const job = started.data?.response as Schemas['RequestExport'];
    expect(job).toMatchObject({ status: 'queued', done: 0, total: open.length });
    const again = await oscar.POST('/dsar/request-exports/{orgId}', { params: { path: retail }, body: {} });
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'conflict' });
    const early = await download(
      DEMO_EMAILS.orgAdmin,
      `/dsar/request-exports/${DEMO_IDS.retail}/${job.id}/file`,
    );
    expect(early.status).toBe(409);
    const seen: string[] = [];
    let polled = job;
    for (let i = 0; i < 10 && polled.status !== 'succeeded'; i++) {
      polled = (
        await oscar.GET('/dsar/request-exports/{orgId}/{jobId}', {
          params: { path: { ...retail, jobId: job.id } },
        })
      ).data?.response as Schemas['RequestExport'];
      seen.push(`${polled.status} ${polled.done}`);
    }
    expect(seen[0]).toBe('running 0');
    expect(polled).toMatchObject({
      status: 'succeeded',
      done: open.length,
      file_name: `dsar-requests-${DEMO_IDS.retail}-${TODAY}.csv`,
    });
    const file = await download(
      DEMO_EMAILS.orgAdmin,
      `/dsar/request-exports/${DEMO_IDS.retail}/${job.id}/file`,
    );
    expect(file.type).toContain('text/csv');
    const lines = new TextDecoder().decode(file.bytes).trim().split('\n');
    expect(lines[0]).toBe(
      'reference,status,request_type,subject_type,first_name,last_name,email,country,state,jurisdiction,received_at,due_on,extended,assignee,closed_at,outcome',
    );
    expect(lines).toHaveLength(open.length + 1);
  });
});

describe('a request’s work', () => {
  it('assigns, moves a stage, completes a task, adds a note, and the timeline tells each, oldest first', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const row = firstOpen(await inbox(oscar, { status: 'new' }), () => true);
    const path = { ...retail, requestId: row.id };
    const refused = await oscar.POST('/dsar/requests/{orgId}/{requestId}/assign', {
      params: { path },
      body: { assignee_id: DEMO_IDS.otherCompanyOwner },
    });
    expect(errorOf(refused)).toMatchObject({
      status: 400,
      details: [{ field: 'assignee_id', reason: 'is not a member of this organization' }],
    });
    const assigned = await oscar.POST('/dsar/requests/{orgId}/{requestId}/assign', {
      params: { path },
      body: { assignee_id: DEMO_IDS.viewer },
    });
    expect(assigned.data?.response.request.assignee?.name).toBe('Vera Viewer');
    const moved = await oscar.POST('/dsar/requests/{orgId}/{requestId}/stage', {
      params: { path },
      body: { stage: 1 },
    });
    const detail = moved.data?.response as Schemas['Request'];
    expect(detail.request.status).toBe('in_progress');
    expect(detail.stages.map((s) => s.current)).toEqual(detail.stages.map((_, i) => i === 1));
    const beyond = await oscar.POST('/dsar/requests/{orgId}/{requestId}/stage', {
      params: { path },
      body: { stage: 19 },
    });
    expect(errorOf(beyond)).toMatchObject({ status: 400, details: [{ field: 'stage' }] });
    const task = await oscar.PUT('/dsar/requests/{orgId}/{requestId}/tasks/{stage}/{task}', {
      params: { path: { ...path, stage: 1, task: 0 } },
      body: { done: true },
    });
    expect(task.data?.response.stages[1]?.tasks[0]).toMatchObject({
      done_by: 'Oscar Orgadmin',
      done_at: NOW.toISOString(),
    });
    const note = await oscar.POST('/dsar/requests/{orgId}/{requestId}/notes', {
      params: { path },
      body: { text: 'Called the customer to confirm the address.' },
    });
    expect(note.response.status).toBe(201);
    const timeline = await timelineOf(oscar, row.id);
    expect(timeline[0]?.kind).toBe('received');
    // The stage "Acknowledge" sends its e-mail when the request reaches it.
    expect(detail.stages[1]?.template).toBe('acknowledgement');
    expect(timeline.slice(-5).map((e) => [e.kind, e.text])).toEqual([
      ['assigned', 'Oscar Orgadmin assigned it to Vera Viewer'],
      ['stage', `Oscar Orgadmin moved it to “${detail.stages[1]?.name}”`],
      ['message', `E-mail “Your request ${row.reference} is being handled” sent to the requester`],
      ['task', `Oscar Orgadmin completed “${detail.stages[1]?.tasks[0]?.title}”`],
      ['note', 'Called the customer to confirm the address.'],
    ]);
  });

  it('extends once as far as the law allows and tells the requester; a second extension is a conflict', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const candidates = await inbox(oscar, { status: 'open', jurisdiction: 'GDPR' });
    let target: Schemas['Request'] | undefined;
    for (const r of candidates) {
      const d = (await requestOf(oscar, r.id)).data?.response;
      if (d?.deadlines.can_extend && d.request.status !== 'unverified') {
        target = d;
        break;
      }
    }
    if (!target) throw new Error('the demo has no extendable GDPR request');
    const path = { ...retail, requestId: target.request.id };
    const reason = 'The data sits in three systems that take longer to search.';
    const extended = await oscar.POST('/dsar/requests/{orgId}/{requestId}/extend', {
      params: { path },
      body: { reason },
    });
    expect(extended.data?.response.request).toMatchObject({
      extended: true,
      due_on: target.deadlines.extended_due_on,
    });
    expect(extended.data?.response.extension_reason).toBe(reason);
    const mail = mailsTo(target.request.email).at(-1);
    expect(mail?.text).toContain(reason);
    const again = await oscar.POST('/dsar/requests/{orgId}/{requestId}/extend', {
      params: { path },
      body: { reason },
    });
    expect(errorOf(again)).toEqual({
      status: 409,
      code: 'conflict',
      message: 'This request has already been extended',
    });
  });

  it('completes with an outcome sent to the requester; a closed request cannot be closed again', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const row = firstOpen(await inbox(oscar), () => true);
    const path = { ...retail, requestId: row.id };
    const note = 'Your data is attached as a PDF.';
    const closed = await oscar.POST('/dsar/requests/{orgId}/{requestId}/close', {
      params: { path },
      body: { outcome: 'completed', note },
    });
    const detail = closed.data?.response as Schemas['Request'];
    expect(detail).toMatchObject({ outcome: 'completed', outcome_note: note, closed_at: NOW.toISOString() });
    expect(detail.request).toMatchObject({ status: 'completed', overdue: false, due_soon: false });
    expect(detail.stages.every((s) => s.done && !s.current)).toBe(true);
    expect(mailsTo(row.email).at(-1)?.text).toContain(note);
    const again = await oscar.POST('/dsar/requests/{orgId}/{requestId}/close', {
      params: { path },
      body: { outcome: 'rejected', note: 'No' },
    });
    expect(errorOf(again)).toMatchObject({
      status: 409,
      message: 'This request is closed: it cannot be closed again',
    });
  });

  it('waits for the requester’s confirmation before work starts, and sends a new link on request', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const row = (await inbox(oscar, { status: 'unverified' }))[0] as Schemas['RequestSummary'];
    const path = { ...retail, requestId: row.id };
    const moved = await oscar.POST('/dsar/requests/{orgId}/{requestId}/stage', {
      params: { path },
      body: { stage: 1 },
    });
    expect(errorOf(moved)).toMatchObject({
      status: 409,
      message: expect.stringContaining('has not confirmed'),
    });
    const before = dsarVerifyToken(api.state, row.id);
    const resent = await oscar.POST('/dsar/requests/{orgId}/{requestId}/verification', { params: { path } });
    expect(resent.response.status).toBe(202);
    expect(resent.data?.response).toMatchObject({
      kind: 'verification_sent',
      text: `A confirmation link was sent to ${row.email}`,
    });
    const token = dsarVerifyToken(api.state, row.id) as string;
    expect(token).not.toBe(before);
    expect(mailsTo(row.email).at(-1)?.text).toContain(`/privacy-request/verify?token=${token}`);
  });
});

describe('web forms', () => {
  it('lists the demo form with its request count and publish history', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const list = await oscar.GET('/dsar/form/{orgId}/{propId}', { params: { path: store } });
    const viaForm = (await inbox(oscar, { form_id: DEMO_DSAR_IDS.form })).length;
    expect(list.data?.response).toEqual([
      expect.objectContaining({
        id: DEMO_DSAR_IDS.form,
        identifier: DEMO_DSAR_FORM_IDENTIFIER,
        status: 'published',
        languages: ['en', 'de'],
        version: 1,
        requests: viaForm,
        public_url: `http://localhost:3000/privacy-request/${DEMO_DSAR_FORM_IDENTIFIER}`,
      }),
    ]);
    const versions = await oscar.GET('/dsar/publish-history/{oid}/{pid}/{formID}', {
      params: { path: { ...history, formID: DEMO_DSAR_IDS.form } },
    });
    expect(versions.data?.response.map((v) => [v.version, v.active, v.languages])).toEqual([
      [1, true, ['en', 'de']],
    ]);
    const count = await oscar.GET('/dsar/request-count/{formId}', {
      params: { path: { formId: DEMO_DSAR_IDS.form } },
    });
    expect(count.data?.response.total).toBe(viaForm);
  });

  it('creates a form from the template, saves, publishes, re-publishes, activates and deletes versions', async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const badLanguage = await oscar.GET('/ccpa/form/{orgId}/{propId}', {
      params: { path: store, query: { languages: 'en,xx' } },
    });
    expect(errorOf(badLanguage)).toMatchObject({ status: 400, details: [{ field: 'languages' }] });
    const template = await oscar.GET('/ccpa/form/{orgId}/{propId}', {
      params: { path: store, query: { languages: 'en,fr' } },
    });
    const definition = template.data?.response as Schemas['FormDefinition'];
    expect(definition.languages).toEqual(['en', 'fr']);
    const broken = await oscar.POST('/ccpa/form/{orgId}/{propId}', {
      params: { path: store },
      body: {
        name: 'Broken',
        identifier: 'broken-form',
        definition: { ...definition, fields: definition.fields.filter((f) => f.id !== 'email') },
      },
    });
    expect(errorOf(broken)).toMatchObject({ status: 400, details: [{ field: 'definition.fields' }] });
    const created = await oscar.POST('/ccpa/form/{orgId}/{propId}', {
      params: { path: store },
      body: { name: 'French requests', identifier: 'store-fr', definition },
    });
    expect(created.response.status).toBe(201);
    const form = created.data?.response as Schemas['Form'];
    expect(form).toMatchObject({ status: 'draft', version: null, public_url: null });
    const path = { ...store, id: form.id };
    const published = await oscar.PATCH('/ccpa/form/{orgId}/{propId}/{id}', {
      params: { path },
      body: { note: 'Launch' },
    });
    expect(published.data).toMatchObject({
      response: { version: 1, active: true, note: 'Launch', published_by: 'Oscar Orgadmin' },
      message: 'Web form published',
    });
    const renamed = await oscar.PUT('/ccpa/form/{orgId}/{propId}/{id}', {
      params: { path },
      body: {
        name: 'French and English requests',
        identifier: 'store-fr',
        definition: { ...definition, languages: ['fr', 'en'] },
      },
    });
    expect(renamed.data?.response).toMatchObject({ status: 'changed', version: 1 });
    await oscar.PATCH('/ccpa/form/{orgId}/{propId}/{id}', { params: { path }, body: {} });
    const versions = (
      await oscar.GET('/dsar/publish-history/{oid}/{pid}/{formID}', {
        params: { path: { ...history, formID: form.id } },
      })
    ).data?.response as Schemas['FormVersion'][];
    expect(versions.map((v) => [v.version, v.active])).toEqual([
      [2, true],
      [1, false],
    ]);
    const [second, first] = versions as [Schemas['FormVersion'], Schemas['FormVersion']];
    const live = await oscar.DELETE('/dsar/active-publish-history/{oid}/{pid}/{id}', {
      params: { path: { ...history, id: second.id } },
    });
    expect(errorOf(live)).toMatchObject({ status: 409, code: 'conflict' });
    const activated = await oscar.POST(
      '/dsar/active-publish-history/{oid}/{pid}/{form_id}/{ccpa_config_id}',
      {
        params: { path: { ...history, form_id: form.id, ccpa_config_id: first.id } },
      },
    );
    expect(activated.data?.response).toMatchObject({ version: 1, active: true });
    expect(
      (await oscar.GET('/ccpa/form/{orgId}/{propId}/{id}', { params: { path } })).data?.response,
    ).toMatchObject({
      status: 'changed',
      version: 1,
    });
    const removed = await oscar.DELETE('/dsar/active-publish-history/{oid}/{pid}/{id}', {
      params: { path: { ...history, id: second.id } },
    });
    expect(removed.response.status).toBe(204);

    // The hosted page shows the live version; once the form is deleted it is gone.
    const visitor = conform(api.client());
    const hosted = await visitor.GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier: 'store-fr' } },
    });
    expect(hosted.data?.response).toMatchObject({ version: 1, language: 'en' });
    const deleted = await oscar.PUT('/dsar/form/{orgId}/{propId}/{id}', { params: { path } });
    expect(deleted.response.status).toBe(204);
    const gone = await visitor.GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier: 'store-fr' } },
    });
    expect(gone.response.status).toBe(404);
  });
});

describe('the dashboard', () => {
  it("answers the real API's recorded chart and regions of Demo Store for the period asked", async () => {
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    const month = { from: addCalendarDays(TODAY, -30), to: TODAY };
    const { data } = await oscar.GET('/ccpa/request/chart/{orgId}/{propId}', { params: { path: store } });
    expect(data).toEqual(
      recordedPeriod('/ccpa/request/chart/{orgId}/{propId}', '/ccpa/request/chart/1/1', month),
    );
    const quarter = { from: addCalendarDays(TODAY, -89), to: TODAY };
    const regions = await oscar.GET('/ccpa/chart/state/{orgId}/{propId}', {
      params: { path: store, query: quarter },
    });
    expect(regions.data).toEqual(
      recordedPeriod('/ccpa/chart/state/{orgId}/{propId}', '/ccpa/chart/state/1/1', quarter),
    );
    expect(regions.data).not.toEqual(
      recordedPeriod('/ccpa/chart/state/{orgId}/{propId}', '/ccpa/chart/state/1/1', month),
    );
    const tooLong = await oscar.GET('/ccpa/request/chart/{orgId}/{propId}', {
      params: { path: store, query: { from: '2025-01-01', to: TODAY } },
    });
    expect(tooLong.response.status).toBe(400);
  });

  it('shows an empty dashboard and inbox for a team without requests', async () => {
    clearDsarRequests(api.state);
    const oscar = await login(DEMO_EMAILS.orgAdmin);
    expect(await inbox(oscar)).toEqual([]);
    const { data } = await oscar.GET('/ccpa/request/chart/{orgId}/{propId}', { params: { path: store } });
    expect(data?.response).toMatchObject({ received: 0, open: 0, median_days_to_close: null });
  });
});

describe('the public request form', () => {
  const identifier = DEMO_DSAR_FORM_IDENTIFIER;
  const _values = {
    subjecttype: 'customer',
    requesttype: 'access',
    first_name: 'Greta',
    last_name: 'Gast',
    email: 'greta@example.test',
    country: 'DE',
    city: 'Hamburg',
    requestdetails: 'Bitte senden Sie mir meine Daten.',
  };

  it('shows the live version in the visitor’s language, with the countries and states', async () => {
    const visitor = conform(api.client());
    const de = await visitor.GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier }, query: { lang: 'de-AT' } },
    });
    expect(de.data?.response).toMatchObject({
      version: 1,
      language: 'de',
      dir: 'ltr',
      captcha: true,
      languages: [
        { locale: 'en', name: 'English' },
        { locale: 'de', name: 'Deutsch' },
      ],
      messages: { required: VISITOR_MESSAGES.de.required },
    });
    const fr = await visitor.GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier } },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(fr.data?.response.language).toBe('en');
    const unknown = await visitor.GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier: 'no-such-form' } },
    });
    expect(unknown.response.status).toBe(404);
    const places = await visitor.GET('/public/countryandstate/list', {
      params: { query: { countryid: 'us' } },
    });
    expect(places.data?.response.countries.map((c) => c.code)).toContain('DE');
    expect(places.data?.response.states.map((s) => s.code)).toContain('CA');
  });
});
