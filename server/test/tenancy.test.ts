/**
 * Tenancy, generated from the contract: every operation that names an organization, property, company
 * or user (its `x-tenant` fields) is called by the Company Owner of another company with the demo
 * company's ids. Each must answer 404 not_found and change nothing. Rows that live inside a property
 * (Cookie Consent's cookies, scans, rules…) are looked up within the property of the request: the
 * caller's own property with a demo company row id must answer 404 too.
 */

import { listOperations, responseProblems } from '@privacy-portal/openapi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownConsentRows } from './consent/tenancy-fixtures.ts';
import { DSAR_KINDS, DSAR_TABLES, type DsarKind, demoDsarRows, ownDsarRows } from './dsar/fixtures.ts';
import {
  type CompanyAccount,
  clone,
  createCompany,
  demoIds,
  describeResponse,
  errorOf,
  type Params,
  rawCall,
  requestBodyOf,
  sampleParams,
  sampleValue,
  setPath,
  snapshotTables,
  TENANT_TABLES,
  type TenantField,
} from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

/** The x-tenant kinds of rows inside a property (Cookie Consent), each with its own id. */
const ROW_KINDS = [
  'cookieCategory',
  'cookie',
  'scanJob',
  'scanSchedule',
  'blockingRule',
  'vendor',
  'bannerVersion',
  // DSAR: a form of a property; the other rows are the organization's.
  ...DSAR_KINDS,
] as const;
type RowKind = (typeof ROW_KINDS)[number];
const KINDS = [
  'organization',
  'property',
  'company',
  'user',
  'subscription',
  'licence',
  ...ROW_KINDS,
] as const;
type Kind = (typeof KINDS)[number];
const isRowKind = (kind: string): kind is RowKind => (ROW_KINDS as readonly string[]).includes(kind);
const everyKind = (owner: 'A' | 'B') =>
  Object.fromEntries(KINDS.map((k) => [k, owner])) as Record<Kind, 'A' | 'B'>;

/**
 * Billing rows too: another company's subscription or licence id must not change them either; and
 * every Cookie Consent table, for the rows inside a property.
 */
const SNAPSHOT_TABLES = [
  ...TENANT_TABLES,
  'cart_items',
  'checkout_sessions',
  'subscriptions',
  'licences',
  'licence_events',
  'invoices',
  'cookie_categories',
  'cookies',
  'scan_jobs',
  'scan_schedules',
  'scan_logins',
  'cookie_blocking',
  'blocking_rules',
  'vendors',
  'banners',
  'banner_versions',
  ...DSAR_TABLES,
];
type Ids = Record<Kind, number>;

interface TenantCase {
  name: string;
  operationId: string;
  method: string;
  path: string;
  fields: TenantField[];
  /** Which company's id each kind takes: the demo company's (A) or the caller's own (B). */
  owner: Record<Kind, 'A' | 'B'>;
}

const tenantOperations = listOperations().filter((e) => (e.operation['x-tenant'] ?? []).length > 0);

const cases: TenantCase[] = tenantOperations.flatMap((e) => {
  const fields = e.operation['x-tenant'] ?? [];
  const label = `${e.method.toUpperCase()} ${e.path}`;
  const where = fields.map((f) => `${f.in}.${f.name}`).join(', ');
  const base: TenantCase = {
    name: `${label} with Demo Company ids in ${where}`,
    operationId: e.operation.operationId,
    method: e.method,
    path: e.path,
    fields,
    owner: everyKind('A'),
  };
  const out = [base];
  const kinds = new Set(fields.map((f) => f.kind));
  // The property must be looked up inside the organization, not by its id alone.
  if (kinds.has('organization') && kinds.has('property')) {
    out.push({
      ...base,
      name: `${label} with its own organization and a Demo Company property`,
      owner: { ...base.owner, organization: 'B' },
    });
  }
  // A row must be looked up inside the property, not by its id alone: everything the caller's own
  // but that one row.
  for (const f of fields.filter((field) => isRowKind(field.kind))) {
    out.push({
      ...base,
      name: `${label} with its own property and a Demo Company ${f.kind} in ${f.in}.${f.name}`,
      owner: { ...everyKind('B'), [f.kind]: 'A' },
    });
  }
  return out;
});

/**
 * Body fields that name another row of the request's property without being what the case is about
 * (a cookie's or a rule's category): they get the category of the property the case uses, so that a
 * refusal comes from the x-tenant field, not from a category of the wrong property (400).
 */
const BODY_REFERENCES: Record<string, RowKind> = { category_id: 'cookieCategory' };

let server: TestServer;
let companyB: CompanyAccount;
let demo: Awaited<ReturnType<typeof demoIds>>;
const executed = new Set<string>();
/** A subscription and one of its licences per company: the demo's seeded one, and a trial of B's. */
const billing = { A: { subscription: 0, licence: 0 }, B: { subscription: 0, licence: 0 } };
/** One row of each kind inside a property: Demo Store's seeded ones (A) and B's, made in beforeAll. */
const rows = { A: {}, B: {} } as Record<'A' | 'B', Record<RowKind, number>>;

/** The first row of a property's table, by id. */
async function firstRow(table: string, propertyId: number): Promise<number> {
  const row = await server.running.deps
    .db(table)
    .where({ property_id: propertyId })
    .orderBy('id')
    .first('id');
  if (!row) throw new Error(`no ${table} row of property ${propertyId}`);
  return row.id as number;
}

/**
 * B's own Cookie Consent rows, made through the API as a customer would (the scan job straight into
 * the table: a real scan needs the scanner's browser). B's trial is Professional, so no tier refuses.
 */
async function ownCookieConsentRows(): Promise<Omit<Record<RowKind, number>, DsarKind>> {
  const api = server.client(companyB.token);
  const pid = companyB.propertyId;
  const orgId = companyB.orgId;
  const fail = (what: string, error: unknown) => new Error(`${what} of B: ${JSON.stringify(error)}`);
  const category = await api.POST('/cookiecategory', { body: { pid, name: 'Beta own' } });
  if (!category.data) throw fail('category', category.error);
  const category_id = category.data.response.id;
  const cookie = await api.POST('/cookie/{orgId}/{propId}', {
    params: { path: { orgId, propId: pid } },
    body: { name: 'beta_session', domain: 'shop.beta-corp.test', category_id },
  });
  if (!cookie.data) throw fail('cookie', cookie.error);
  const [job] = await server.running.deps
    .db('scan_jobs')
    .insert({
      property_id: pid,
      status: 'completed',
      trigger: 'manual',
      start_url: 'https://shop.beta-corp.test/',
      max_pages: 1000,
      three_state: false,
      result: JSON.stringify({ findings: [], pages: [], scripts: [] }),
      created_by: companyB.userId,
      started_at: new Date(),
      finished_at: new Date(),
    })
    .returning('id');
  const schedule = await api.POST('/schedule-scanjob/{pid}', {
    params: { path: { pid } },
    body: { frequency: 'weekly' },
  });
  if (!schedule.data) throw fail('schedule', schedule.error);
  const rule = await api.POST('/cookie-blocking/save-tag-scr/{pid}', {
    params: { path: { pid } },
    body: { pattern: 'https://cdn.beta-corp.test/track.js', category_id },
  });
  if (!rule.data) throw fail('blocking rule', rule.error);
  const vendor = await api.POST('/consent/manage-vendors/{orgId}/{propId}', {
    params: { path: { orgId, propId: pid } },
    body: { kind: 'custom', name: 'Beta Analytics' },
  });
  if (!vendor.data) throw fail('vendor', vendor.error);
  const version = await api.POST('/consent/banner-history/{oid}/{pid}', {
    params: { path: { oid: orgId, pid } },
    body: { note: 'First banner' },
  });
  if (!version.data) throw fail('banner version', version.error);
  return {
    cookieCategory: category_id,
    cookie: cookie.data.response.id,
    scanJob: job.id as number,
    scanSchedule: schedule.data.response.id,
    blockingRule: rule.data.response.id,
    vendor: vendor.data.response.id,
    bannerVersion: version.data.response.id,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  demo = await demoIds(server.running.deps.db);
  companyB = await createCompany(server, 'Beta Corp');
  const db = server.running.deps.db;
  const own = async (companyId: number) => {
    const licence = await db('licences')
      .where({ company_id: companyId })
      .orderBy('id')
      .first('id', 'subscription_id');
    return { subscription: licence?.subscription_id as number, licence: licence?.id as number };
  };
  // Professional: every Cookie Consent feature, so the control reads of B's own ids (the global
  // vendor lists need essentials) are not refused for the tier.
  const plan = await db('plans')
    .where({ stripe_plan_id: 'price_cookieConsent_professional_monthly' })
    .first('id');
  const trial = await server
    .client(companyB.token)
    .POST('/billing/checkout/trialsession', { body: { plan_id: plan.id, pid: companyB.propertyId } });
  if (trial.response.status !== 201) throw new Error(`trial of B: ${JSON.stringify(trial.error)}`);
  billing.A = await own(demo.companyId);
  billing.B = await own(companyB.companyId);
  // Demo Store's rows (the demo seed's Cookie Consent demo); its categories by key, Analytics here.
  const analytics = await db('cookie_categories')
    .where({ property_id: demo.storeId, key: 'analytics' })
    .first('id');
  rows.A = {
    cookieCategory: analytics?.id as number,
    cookie: await firstRow('cookies', demo.storeId),
    scanJob: await firstRow('scan_jobs', demo.storeId),
    scanSchedule: await firstRow('scan_schedules', demo.storeId),
    blockingRule: await firstRow('blocking_rules', demo.storeId),
    vendor: await firstRow('vendors', demo.storeId),
    bannerVersion: await firstRow('banner_versions', demo.storeId),
    ...(await demoDsarRows(db, server.running.deps.config.dataDir, demo.retailId)),
  };
  rows.B = { ...(await ownCookieConsentRows()), ...(await ownDsarRows(server, companyB)) };
  await ownConsentRows(db, server.running.deps.config.dataDir, companyB.propertyId);
});
afterAll(() => server?.close());

describe('another company’s ids answer 404 and change nothing', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const entry = tenantOperations.find((e) => e.operation.operationId === c.operationId);
    if (!entry) throw new Error(`lost ${c.operationId}`);
    const ids: Record<'A' | 'B', Ids> = {
      A: {
        organization: demo.retailId,
        property: demo.storeId,
        company: demo.companyId,
        user: demo.viewerId,
        ...billing.A,
        ...rows.A,
      },
      B: {
        organization: companyB.orgId,
        property: companyB.propertyId,
        company: companyB.companyId,
        user: companyB.userId,
        ...billing.B,
        ...rows.B,
      },
    };
    const request = (owner: Record<Kind, 'A' | 'B'>) => {
      const { path, query } = sampleParams(entry);
      const pathParams: Params = { ...path };
      const queryParams: Params = { ...query };
      const bodySpec = requestBodyOf(entry);
      const body = bodySpec ? (clone(sampleValue(bodySpec.schema)) as Record<string, unknown>) : undefined;
      for (const [field, kind] of Object.entries(BODY_REFERENCES)) {
        if (body && typeof body[field] === 'number') body[field] = ids[owner.property][kind];
      }
      for (const f of c.fields) {
        const kind = f.kind as Kind;
        const value = ids[owner[kind]][kind];
        expect(value, `an id for ${kind}`).toBeTypeOf('number');
        if (f.in === 'path') pathParams[f.name] = value;
        else if (f.in === 'query') queryParams[f.name] = value;
        else if (body) setPath(body, f.name, value);
        else throw new Error(`${c.operationId} declares body.${f.name} but has no body`);
      }
      return { method: c.method, path: c.path, pathParams, query: queryParams, token: companyB.token, body };
    };

    const db = server.running.deps.db;
    const before = await snapshotTables(db, SNAPSHOT_TABLES);
    const res = await rawCall(server, request(c.owner));
    const after = await snapshotTables(db, SNAPSHOT_TABLES);
    executed.add(c.operationId);

    expect(res.status, describeResponse(res)).toBe(404);
    expect(errorOf(res)?.code, describeResponse(res)).toBe('not_found');
    // The operation answered, not the router's fallback for unknown paths.
    expect(errorOf(res)?.message, describeResponse(res)).not.toMatch(/^No API operation/);
    expect(responseProblems(c.path, c.method, res.status, res.json)).toEqual([]);
    expect(after).toEqual(before);

    if (c.method === 'get') {
      // The control: the same read with the caller's own ids works.
      const own = await rawCall(server, request(everyKind('B')));
      expect(own.status, describeResponse(own)).toBe(200);
    }
  });

  it('covers every operation with x-tenant fields', () => {
    const declared = tenantOperations.map((e) => e.operation.operationId).sort();
    // 88 operations carry x-tenant today (38, and the 50 of Cookie Consent); fewer means the
    // extension went missing from the bundle.
    expect(declared.length).toBeGreaterThanOrEqual(88);
    expect([...executed].sort()).toEqual(declared);
  });
});

describe('ids in lists', () => {
  it('answers 404 to PUT /notification with the demo company’s notification ids, and changes nothing', async () => {
    const db = server.running.deps.db;
    const theirs = (await db('notifications')
      .where({ user_id: demo.ownerId })
      .orderBy('id')
      .pluck('id')) as number[];
    expect(theirs.length).toBeGreaterThan(0);
    const before = await db('notifications').whereIn('id', theirs).orderBy('id');
    const res = await server
      .client(companyB.token)
      .PUT('/notification', { body: { ids: theirs.slice(0, 2), read: true, active: false } });
    expect(res.response.status).toBe(404);
    expect(res.error?.error.code).toBe('not_found');
    expect(await db('notifications').whereIn('id', theirs).orderBy('id')).toEqual(before);
  });
});

describe('reads stay inside the caller’s company and organizations', () => {
  it('lists only the caller’s own organizations', async () => {
    const api = server.client(companyB.token);
    const { data, response } = await api.GET('/organizations');
    expect(response.status).toBe(200);
    expect(data?.response.map((o) => o.id)).toEqual([companyB.orgId]);
    expect(data?.response.every((o) => o.cID === companyB.companyId)).toBe(true);
    const withProps = await api.GET('/organizations', { params: { query: { required: 'property' } } });
    expect(withProps.data?.response.map((o) => o.id)).toEqual([companyB.orgId]);
    expect(withProps.data?.response.flatMap((o) => o.properties.map((p) => p.property_id))).toEqual([
      companyB.propertyId,
    ]);
  });

  it('hides the other organization of the company from an Organization View only user', async () => {
    const { api } = await server.login('viewer@demo.test');
    const own = await api.GET('/organizations');
    expect(own.data?.response.map((o) => o.orgname)).toEqual(['Demo Retail']);

    const org = await api.GET('/organizations/{id}', { params: { path: { id: demo.healthId } } });
    expect(org.response.status).toBe(404);
    expect(org.error?.error.code).toBe('not_found');
    const props = await api.GET('/property/{orgId}', { params: { path: { orgId: demo.healthId } } });
    expect(props.response.status).toBe(404);
    expect(props.error?.error.code).toBe('not_found');
    const prop = await api.GET('/property/{orgId}/{propId}', {
      params: { path: { orgId: demo.healthId, propId: demo.clinicId } },
    });
    expect(prop.response.status).toBe(404);
    // Its own organization with the other organization's property is no way round.
    const mixed = await api.GET('/property/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.clinicId } },
    });
    expect(mixed.response.status).toBe(404);
    const visible = await api.GET('/property/{orgId}', { params: { path: { orgId: demo.retailId } } });
    expect(visible.data?.response.map((p) => p.property_name).sort()).toEqual(['Demo Blog', 'Demo Store']);
  });
});

describe('organization lists in bodies are checked item by item', () => {
  // x-tenant names only `organization_ids.0` of POST /invite/user and nothing of PUT /team_member/{userId}.
  it('does not invite into a Demo Company organization listed after an own one', async () => {
    const db = server.running.deps.db;
    const before = await snapshotTables(db);
    const res = await rawCall(server, {
      method: 'post',
      path: '/invite/user',
      token: companyB.token,
      body: {
        email: 'second.item@beta-corp.test',
        firstname: 'Second',
        lastname: 'Item',
        role: 'Organization View only',
        organization_ids: [companyB.orgId, demo.retailId],
      },
    });
    expect(res.status, describeResponse(res)).toBe(404);
    expect(errorOf(res)?.code).toBe('not_found');
    expect(await snapshotTables(db)).toEqual(before);
  });

  it('does not move an own member into a Demo Company organization', async () => {
    const api = server.client(companyB.token);
    const invited = await api.POST('/invite/user', {
      body: {
        email: 'member@beta-corp.test',
        firstname: 'Mem',
        lastname: 'Ber',
        role: 'Organization View only',
        organization_ids: [companyB.orgId],
      },
    });
    expect(invited.response.status).toBe(201);
    const uid = invited.data?.response.uid as number;
    const db = server.running.deps.db;
    const before = await snapshotTables(db);
    for (const organization_ids of [[demo.retailId], [companyB.orgId, demo.healthId]]) {
      const res = await rawCall(server, {
        method: 'put',
        path: '/team_member/{userId}',
        pathParams: { userId: uid },
        token: companyB.token,
        body: { role: 'Organization Administrator', organization_ids },
      });
      expect(res.status, describeResponse(res)).toBe(404);
      expect(errorOf(res)?.code).toBe('not_found');
    }
    expect(await snapshotTables(db)).toEqual(before);
  });
});
