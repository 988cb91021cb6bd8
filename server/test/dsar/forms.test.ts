/**
 * DSAR web forms through the API: the spec's default form in the languages asked for, creation
 * counted against the plan (refused past it with the spec's message), identifiers unique and checked,
 * saving, publishing versions the hosted form shows, the publish history (activate, delete), the
 * spec's PUT delete, request counts and the system map, and who may do what.
 */
import { LIMIT_MESSAGES } from '@privacy-portal/sdk';
import { DEFAULT_FORM_TEXTS, DEFAULT_WORKFLOW_NAME, REQUEST_TYPES } from '@privacy-portal/sdk/dsar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationScope, usage } from '../../src/modules/billing/limits/limits.service.ts';
import { type CompanyAccount, createCompany, demoIds } from '../support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from '../support/demo-team.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { grant } from '../support/licence-fixture.ts';
import { DSAR_TABLES, formBody } from './fixtures.ts';

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;
let basic: CompanyAccount;
let unlicensed: CompanyAccount;

const db = () => server.running.deps.db;
const retailForms = () => usage(db(), organizationScope(demo.companyId, demo.retailId), 'forms');
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      DSAR_TABLES.map(async (t) => [t, Number((await db()(t).count({ n: '*' }).first())?.n)] as const),
    ),
  );

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0 });
  team = await loginDemoTeam(server);
  demo = await demoIds(db());
  basic = await createCompany(server, 'Forms Basic');
  await grant(db(), {
    companyId: basic.companyId,
    plan: 'price_dsar_basic_monthly',
    assign: [{ product: 'dsar', organizationId: basic.orgId }],
  });
  unlicensed = await createCompany(server, 'Forms Unlicensed');
});
afterAll(() => server?.close());

/** Demo Retail's Demo Blog (which has no form yet), and more path values. */
const path = <T extends Record<string, number>>(extra: T = {} as T) => ({
  orgId: demo.retailId,
  propId: demo.blogId,
  ...extra,
});

describe('the default form', () => {
  it("is the spec's form: fields in order, required flags, colours, sizes and the languages' texts", async () => {
    const res = await team.viewer.GET('/ccpa/form/{orgId}/{propId}', {
      params: { path: path(), query: { languages: 'en,de' } },
    });
    expect(res.response.status).toBe(200);
    const def = res.data?.response;
    expect(def?.fields.map((f) => [f.id, f.type, f.required])).toEqual([
      ['subjecttype', 'radio', true],
      ['requesttype', 'radio', true],
      ['first_name', 'text', true],
      ['last_name', 'text', true],
      ['email', 'email', true],
      ['country', 'country', true],
      ['state', 'state', true],
      ['city', 'text', true],
      ['requestdetails', 'textarea', true],
      ['fileupload', 'file', false],
      ['captchacontrol', 'captcha', false],
    ]);
    expect(def?.settings).toMatchObject({
      headerColor: '#3968fa',
      headerTextColor: '#000000',
      headerFontSize: 30,
      welcomeColor: '#333333',
      welcomeFontSize: 13,
      footerBackground: '#f0b323',
      footerFontSize: 13,
    });
    expect(def?.languages).toEqual(['en', 'de']);
    expect(def?.texts.de?.labels.first_name).toBe(DEFAULT_FORM_TEXTS.de.labels.first_name);
    expect(def?.texts.de?.labels.first_name).not.toBe(def?.texts.en?.labels.first_name);
    expect(def?.texts.en?.welcome.length).toBeGreaterThan(20);
  });

  it('is English when no language is asked for, and refuses a language that is not one of the ten', async () => {
    const plain = await team.viewer.GET('/ccpa/form/{orgId}/{propId}', { params: { path: path() } });
    expect(plain.data?.response.languages).toEqual(['en']);
    const bad = await team.viewer.GET('/ccpa/form/{orgId}/{propId}', {
      params: { path: path(), query: { languages: 'en,xx' } },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.error.details).toEqual([
      { in: 'query', field: 'languages', reason: 'xx is not one of the ten form languages' },
    ]);
  });
});

describe('creating, checking identifiers, saving and publishing', () => {
  let formId = 0;

  it('creates a draft counted against the plan', async () => {
    const before = await retailForms();
    const res = await team.owner.POST('/ccpa/form/{orgId}/{propId}', {
      params: { path: path() },
      body: formBody('blog-privacy', ['en', 'fr'], 'Blog requests'),
    });
    expect(res.response.status).toBe(201);
    formId = res.data?.response.id as number;
    expect(res.data?.response).toMatchObject({
      name: 'Blog requests',
      identifier: 'blog-privacy',
      status: 'draft',
      version: null,
      public_url: null,
      organization_id: demo.retailId,
      property_id: demo.blogId,
    });
    expect(await retailForms()).toBe(before + 1);
    // Not published: the hosted form does not answer yet.
    const hosted = await server.client().GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier: 'blog-privacy' } },
    });
    expect(hosted.response.status).toBe(404);
  });

  it('checks identifiers: taken, free for the form itself, malformed', async () => {
    const check = (identifier: string, form_id?: number) =>
      team.viewer.GET('/dsar/check-form-identifier', {
        params: { query: { identifier, ...(form_id ? { form_id } : {}) } },
      });
    expect((await check('blog-privacy')).data?.response).toEqual({
      identifier: 'blog-privacy',
      available: false,
      reason: 'is already used by another form',
    });
    expect((await check('blog-privacy', formId)).data?.response.available).toBe(true);
    expect((await check('something-new')).data?.response).toEqual({
      identifier: 'something-new',
      available: true,
    });
    expect((await check('Bad_Name')).data?.response).toMatchObject({
      available: false,
      reason: 'must be 3 to 64 lower-case letters, digits and inner hyphens',
    });
  });

  it('refuses a taken identifier and a form without the fields a request needs, writing nothing', async () => {
    const before = await counts();
    const formsBefore = await retailForms();
    const taken = await team.owner.POST('/ccpa/form/{orgId}/{propId}', {
      params: { path: path({ propId: demo.storeId }) },
      body: formBody('blog-privacy'),
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.error).toMatchObject({
      code: 'name_taken',
      details: [{ in: 'body', field: 'identifier', reason: 'is already used by another form' }],
    });
    const body = formBody('no-email-form');
    const def = body.definition as unknown as { fields: Array<{ id: string }> };
    def.fields = def.fields.filter((f) => f.id !== 'email');
    const bad = await team.owner.POST('/ccpa/form/{orgId}/{propId}', { params: { path: path() }, body });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.error.details?.[0]).toMatchObject({ in: 'body', field: 'definition.fields' });
    expect(bad.error?.error.details?.[0]?.reason).toMatch(/email/);
    expect(await counts()).toEqual(before);
    expect(await retailForms()).toBe(formsBefore);
  });

  it('publishes version 1, which the hosted form shows at its public address', async () => {
    const res = await team.owner.PATCH('/ccpa/form/{orgId}/{propId}/{id}', {
      params: { path: path({ id: formId }) },
      body: { note: 'First version' },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.message).toBe('Web form published');
    expect(res.data?.response).toMatchObject({
      form_id: formId,
      version: 1,
      active: true,
      note: 'First version',
    });
    const form = await team.viewer.GET('/ccpa/form/{orgId}/{propId}/{id}', {
      params: { path: path({ id: formId }) },
    });
    expect(form.data?.response).toMatchObject({
      status: 'published',
      version: 1,
      public_url: `${server.running.deps.config.appUrl}/privacy-request/blog-privacy`,
    });
    const hosted = await server.client().GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier: 'blog-privacy' }, query: { lang: 'fr' } },
    });
    expect(hosted.data?.response).toMatchObject({ version: 1, language: 'fr', dir: 'ltr' });
    expect(hosted.data?.response.texts.title).toBe(DEFAULT_FORM_TEXTS.fr.title);
    // The property now has a live form (spec: form_status, form_isactive).
    const blog = await db()('properties').where({ id: demo.blogId }).first('form_status', 'form_isactive');
    expect(blog).toEqual({ form_status: true, form_isactive: true });
  });

  it('saves a draft without changing what is live, and publishes it as version 2', async () => {
    const body = formBody('blog-privacy', ['en', 'fr'], 'Blog requests');
    const def = body.definition as unknown as { texts: Record<string, { title: string }> };
    (def.texts.en as { title: string }).title = 'Ask the blog about your data';
    const saved = await team.owner.PUT('/ccpa/form/{orgId}/{propId}/{id}', {
      params: { path: path({ id: formId }) },
      body,
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.response).toMatchObject({ status: 'changed', version: 1 });
    const hosted = () =>
      server.client().GET('/public/dsar/forms/{identifier}', {
        params: { path: { identifier: 'blog-privacy' }, query: { lang: 'en' } },
      });
    expect((await hosted()).data?.response.texts.title).toBe(DEFAULT_FORM_TEXTS.en.title);

    const v2 = await team.owner.PATCH('/ccpa/form/{orgId}/{propId}/{id}', {
      params: { path: path({ id: formId }) },
    });
    expect(v2.data?.response).toMatchObject({ version: 2, active: true });
    expect((await hosted()).data?.response).toMatchObject({
      version: 2,
      texts: { title: 'Ask the blog about your data' },
    });
  });

  it('keeps the publish history, newest first, paged, with who published', async () => {
    const first = await team.viewer.GET('/dsar/publish-history/{oid}/{pid}/{formID}', {
      params: { path: { oid: demo.retailId, pid: demo.blogId, formID: formId }, query: { limit: 1 } },
    });
    expect(first.data?.response.map((v) => [v.version, v.active, v.published_by])).toEqual([
      [2, true, 'Olivia Owner'],
    ]);
    const next = await team.viewer.GET('/dsar/publish-history/{oid}/{pid}/{formID}', {
      params: {
        path: { oid: demo.retailId, pid: demo.blogId, formID: formId },
        query: { limit: 1, after: first.data?.page.next as string },
      },
    });
    expect(next.data?.response.map((v) => [v.version, v.active, v.languages])).toEqual([
      [1, false, ['en', 'fr']],
    ]);
    expect(next.data?.page.next).toBeNull();
  });

  it('activates an earlier version, refuses to delete the live one, deletes another', async () => {
    const versions = (
      await team.owner.GET('/dsar/publish-history/{oid}/{pid}/{formID}', {
        params: { path: { oid: demo.retailId, pid: demo.blogId, formID: formId } },
      })
    ).data?.response;
    const v1 = versions?.find((v) => v.version === 1)?.id as number;
    const v2 = versions?.find((v) => v.version === 2)?.id as number;
    const activated = await team.owner.POST(
      '/dsar/active-publish-history/{oid}/{pid}/{form_id}/{ccpa_config_id}',
      {
        params: { path: { oid: demo.retailId, pid: demo.blogId, form_id: formId, ccpa_config_id: v1 } },
      },
    );
    expect(activated.data?.response).toMatchObject({ version: 1, active: true });
    const hosted = await server.client().GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier: 'blog-privacy' }, query: { lang: 'en' } },
    });
    expect(hosted.data?.response).toMatchObject({
      version: 1,
      texts: { title: DEFAULT_FORM_TEXTS.en.title },
    });
    const form = await team.owner.GET('/ccpa/form/{orgId}/{propId}/{id}', {
      params: { path: path({ id: formId }) },
    });
    expect(form.data?.response).toMatchObject({ status: 'changed', version: 1 });

    const live = await team.owner.DELETE('/dsar/active-publish-history/{oid}/{pid}/{id}', {
      params: { path: { oid: demo.retailId, pid: demo.blogId, id: v1 } },
    });
    expect(live.response.status).toBe(409);
    expect(live.error?.error.message).toMatch(/live/);
    const gone = await team.owner.DELETE('/dsar/active-publish-history/{oid}/{pid}/{id}', {
      params: { path: { oid: demo.retailId, pid: demo.blogId, id: v2 } },
    });
    expect(gone.response.status).toBe(204);
    const left = await team.owner.GET('/dsar/publish-history/{oid}/{pid}/{formID}', {
      params: { path: { oid: demo.retailId, pid: demo.blogId, formID: formId } },
    });
    expect(left.data?.response.map((v) => v.version)).toEqual([1]);
    // A version of another form, named with this form, is not found.
    const demoVersion = await db()('dsar_form_versions').whereNot({ form_id: formId }).first('id');
    const other = await team.owner.POST(
      '/dsar/active-publish-history/{oid}/{pid}/{form_id}/{ccpa_config_id}',
      {
        params: {
          path: { oid: demo.retailId, pid: demo.blogId, form_id: formId, ccpa_config_id: demoVersion.id },
        },
      },
    );
    expect(other.response.status).toBe(404);
  });

  it("lists the property's forms with their live version and requests", async () => {
    const res = await team.viewer.GET('/dsar/form/{orgId}/{propId}', { params: { path: path() } });
    expect(res.data?.response).toEqual([
      expect.objectContaining({
        id: formId,
        identifier: 'blog-privacy',
        status: 'changed',
        version: 1,
        requests: 0,
        languages: ['en', 'fr'],
        public_url: `${server.running.deps.config.appUrl}/privacy-request/blog-privacy`,
      }),
    ]);
    const store = await team.viewer.GET('/dsar/form/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.storeId } },
    });
    const seeded = store.data?.response[0];
    const total = await db()('dsar_requests').where({ form_id: seeded?.id }).count({ n: '*' }).first();
    expect(seeded).toMatchObject({ identifier: 'demo-retail-privacy', status: 'published', version: 1 });
    expect(seeded?.requests).toBe(Number(total?.n));
  });

  it("counts a form's requests, open and overdue, and maps each request type to its workflow", async () => {
    const seeded = await db()('dsar_forms').where({ identifier: 'demo-retail-privacy' }).first('id');
    const today = new Date().toISOString().slice(0, 10);
    const rows = await db()('dsar_requests')
      .where({ form_id: seeded.id })
      .select('status', db().raw('due_on::text as due'));
    const open = rows.filter((r) => ['unverified', 'new', 'in_progress'].includes(r.status));
    const res = await team.viewer.GET('/dsar/request-count/{formId}', {
      params: { path: { formId: seeded.id } },
    });
    expect(res.data?.response).toEqual({
      form_id: seeded.id,
      total: rows.length,
      open: open.length,
      overdue: open.filter((r) => r.due < today).length,
    });
    expect(res.data?.response.overdue).toBeGreaterThan(0);

    const map = await team.viewer.GET('/dsar/webform/get-system-map/{id}', {
      params: { path: { id: seeded.id } },
    });
    expect(map.data?.response.routes.map((r) => r.request_type)).toEqual([...REQUEST_TYPES]);
    expect(map.data?.response.routes.every((r) => r.workflow_name !== null)).toBe(true);
    expect(map.data?.response.systems).toEqual([]);
  });

  it("deletes with the spec's PUT: the page stops answering, the identifier and the count are freed", async () => {
    const before = await retailForms();
    const res = await team.owner.PUT('/dsar/form/{orgId}/{propId}/{id}', {
      params: { path: path({ id: formId }) },
    });
    expect(res.response.status).toBe(204);
    expect(await retailForms()).toBe(before - 1);
    const hosted = await server.client().GET('/public/dsar/forms/{identifier}', {
      params: { path: { identifier: 'blog-privacy' } },
    });
    expect(hosted.response.status).toBe(404);
    const check = await team.viewer.GET('/dsar/check-form-identifier', {
      params: { query: { identifier: 'blog-privacy' } },
    });
    expect(check.data?.response.available).toBe(true);
    const again = await team.owner.GET('/ccpa/form/{orgId}/{propId}/{id}', {
      params: { path: path({ id: formId }) },
    });
    expect(again.response.status).toBe(404);
    const blog = await db()('properties').where({ id: demo.blogId }).first('form_status', 'form_isactive');
    expect(blog).toEqual({ form_status: false, form_isactive: false });
  });
});

describe('who may', () => {
  it('refuses viewers, organizations without a DSAR licence, and another organization’s property', async () => {
    const viewer = await team.viewer.POST('/ccpa/form/{orgId}/{propId}', {
      params: { path: path() },
      body: formBody('viewer-form'),
    });
    expect(viewer.response.status).toBe(403);
    const noLicence = await server.client(unlicensed.token).POST('/ccpa/form/{orgId}/{propId}', {
      params: { path: { orgId: unlicensed.orgId, propId: unlicensed.propertyId } },
      body: formBody('unlicensed-form'),
    });
    expect(noLicence.response.status).toBe(409);
    expect(noLicence.error?.error.message).toBe(
      'You have not assigned this organization to DSAR subscription. Kindly assign this organization to one of your purchased DSAR subscription in order to access this product',
    );
    const health = await team.owner.GET('/dsar/form/{orgId}/{propId}', {
      params: { path: { orgId: demo.healthId, propId: demo.clinicId } },
    });
    expect(health.error?.error.code).toBe('subscription_inactive');
    // Demo Clinic is Demo Health's: not a property of Demo Retail.
    const mixed = await team.owner.GET('/dsar/form/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.clinicId } },
    });
    expect(mixed.response.status).toBe(404);
  });

  it("refuses a form past the plan's forms with the spec's message, counting nothing", async () => {
    const api = server.client(basic.token);
    const p = { orgId: basic.orgId, propId: basic.propertyId };
    const first = await api.POST('/ccpa/form/{orgId}/{propId}', {
      params: { path: p },
      body: formBody('basic-one'),
    });
    expect(first.response.status).toBe(201);
    // The first form brought the standard workflow.
    const workflows = await api.GET('/workflow/{orgId}', { params: { path: { orgId: basic.orgId } } });
    expect(workflows.data?.response.map((w) => w.name)).toEqual([DEFAULT_WORKFLOW_NAME]);
    const over = await api.POST('/ccpa/form/{orgId}/{propId}', {
      params: { path: p },
      body: formBody('basic-two'),
    });
    expect(over.response.status).toBe(409);
    expect(over.error?.error).toMatchObject({ code: 'limit_reached', message: LIMIT_MESSAGES.forms });
    expect(over.error?.error.message).toBe(
      'You have exceeded form creation limit. For more details Manage subscription or upgrade plan',
    );
    expect(await usage(db(), organizationScope(basic.companyId, basic.orgId), 'forms')).toBe(1);
    expect(await db()('dsar_forms').where({ identifier: 'basic-two' }).first()).toBeUndefined();
  });
});
