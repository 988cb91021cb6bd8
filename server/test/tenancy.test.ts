/**
 * Tenancy, generated from the contract: every operation that names an organization, property, company
 * or user (its `x-tenant` fields) is called by the Company Owner of another company with the demo
 * company's ids. Each must answer 404 not_found and change nothing.
 */

import { listOperations, responseProblems } from '@privacy-portal/openapi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Kind = 'organization' | 'property' | 'company' | 'user' | 'subscription' | 'licence';

/** Billing rows too: another company's subscription or licence id must not change them either. */
const SNAPSHOT_TABLES = [
  ...TENANT_TABLES,
  'cart_items',
  'checkout_sessions',
  'subscriptions',
  'licences',
  'licence_events',
  'invoices',
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
    owner: { organization: 'A', property: 'A', company: 'A', user: 'A', subscription: 'A', licence: 'A' },
  };
  const kinds = new Set(fields.map((f) => f.kind));
  if (!(kinds.has('organization') && kinds.has('property'))) return [base];
  // The property must be looked up inside the organization, not by its id alone.
  return [
    base,
    {
      ...base,
      name: `${label} with its own organization and a Demo Company property`,
      owner: { ...base.owner, organization: 'B' },
    },
  ];
});

let server: TestServer;
let companyB: CompanyAccount;
let demo: Awaited<ReturnType<typeof demoIds>>;
const executed = new Set<string>();
/** A subscription and one of its licences per company: the demo's seeded one, and a trial of B's. */
const billing = { A: { subscription: 0, licence: 0 }, B: { subscription: 0, licence: 0 } };

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
  const plan = await db('plans').where({ stripe_plan_id: 'price_cookieConsent_basic_monthly' }).first('id');
  const trial = await server
    .client(companyB.token)
    .POST('/billing/checkout/trialsession', { body: { plan_id: plan.id, pid: companyB.propertyId } });
  if (trial.response.status !== 201) throw new Error(`trial of B: ${JSON.stringify(trial.error)}`);
  billing.A = await own(demo.companyId);
  billing.B = await own(companyB.companyId);
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
      },
      B: {
        organization: companyB.orgId,
        property: companyB.propertyId,
        company: companyB.companyId,
        user: companyB.userId,
        ...billing.B,
      },
    };
    const request = (owner: Record<Kind, 'A' | 'B'>) => {
      const { path, query } = sampleParams(entry);
      const pathParams: Params = { ...path };
      const queryParams: Params = { ...query };
      const bodySpec = requestBodyOf(entry);
      const body = bodySpec ? (clone(sampleValue(bodySpec.schema)) as Record<string, unknown>) : undefined;
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
      const own = await rawCall(
        server,
        request({
          organization: 'B',
          property: 'B',
          company: 'B',
          user: 'B',
          subscription: 'B',
          licence: 'B',
        }),
      );
      expect(own.status, describeResponse(own)).toBe(200);
    }
  });

  it('covers every operation with x-tenant fields', () => {
    const declared = tenantOperations.map((e) => e.operation.operationId).sort();
    // 19 operations carry x-tenant today; fewer means the extension went missing from the bundle.
    expect(declared.length).toBeGreaterThanOrEqual(19);
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
