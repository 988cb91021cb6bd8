/**
 * DSAR calls made at the same moment (run on PostgreSQL too, where they really overlap): two forms
 * with one identifier → one created, one 409; hand-made requests past the plan's monthly limit → the
 * limit consumed atomically, never passed; one confirmation link used several times at once → one
 * confirmation.
 */
import { LIMIT_MESSAGES } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationScope, usage } from '../../src/modules/billing/limits/limits.service.ts';
import { type CompanyAccount, createCompany, demoIds } from '../support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from '../support/demo-team.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { grant } from '../support/licence-fixture.ts';
import { formBody, handRequest, verifyToken } from './fixtures.ts';

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;
let basic: CompanyAccount;

const db = () => server.running.deps.db;

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0 });
  team = await loginDemoTeam(server);
  demo = await demoIds(db());
  basic = await createCompany(server, 'Parallel Basic');
  await grant(db(), {
    companyId: basic.companyId,
    plan: 'price_dsar_basic_monthly',
    assign: [{ product: 'dsar', organizationId: basic.orgId }],
  });
});
afterAll(() => server?.close());

describe('at the same moment', () => {
  it('creates one of two forms with one identifier, counting one', async () => {
    const scope = organizationScope(demo.companyId, demo.retailId);
    const before = await usage(db(), scope, 'forms');
    const make = (propId: number, name: string) =>
      team.owner.POST('/ccpa/form/{orgId}/{propId}', {
        params: { path: { orgId: demo.retailId, propId } },
        body: formBody('same-identifier', ['en'], name),
      });
    const results = await Promise.all([make(demo.storeId, 'Store form'), make(demo.blogId, 'Blog form')]);
    expect(results.map((r) => r.response.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.response.status === 409);
    expect(refused?.error?.error).toMatchObject({
      code: 'name_taken',
      details: [{ in: 'body', field: 'identifier', reason: 'is already used by another form' }],
    });
    expect(
      Number(
        (await db()('dsar_forms').where({ identifier: 'same-identifier' }).count({ n: '*' }).first())?.n,
      ),
    ).toBe(1);
    expect(await usage(db(), scope, 'forms')).toBe(before + 1);
  });

  it("consumes the month's requests atomically: N at once past the limit, only what is left is made", async () => {
    const scope = organizationScope(basic.companyId, basic.orgId);
    const month = new Date().toISOString().slice(0, 7);
    await db()('usage_counters')
      .insert({
        scope_kind: 'organization',
        scope_id: basic.orgId,
        metric: 'requests',
        period: month,
        count: 4997,
      })
      .onConflict(['scope_kind', 'scope_id', 'metric', 'period'])
      .merge({ count: 4997 });
    const api = server.client(basic.token);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.POST('/dsar/requests/{orgId}', {
          params: { path: { orgId: basic.orgId } },
          body: handRequest(basic.propertyId, { email: `parallel${i}@example.test` }),
        }),
      ),
    );
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const r of results.filter((x) => x.response.status === 409)) {
      expect(r.error?.error).toMatchObject({ code: 'limit_reached', message: LIMIT_MESSAGES.requests });
    }
    expect(await usage(db(), scope, 'requests')).toBe(5000);
    expect(
      Number(
        (await db()('dsar_requests').where({ organization_id: basic.orgId }).count({ n: '*' }).first())?.n,
      ),
    ).toBe(3);
  });

  it('confirms a request once when its link is used several times at once', async () => {
    const email = 'twice.clicked@example.test';
    const created = await team.owner.POST('/dsar/requests/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: handRequest(demo.storeId, { verified: false, email }),
    });
    const id = created.data?.response.request.id as number;
    const token = await verifyToken(server, email);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => server.client().POST('/public/dsar/verify', { body: { token } })),
    );
    const statuses = results.map((r) => r.response.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    const events = await db()('dsar_request_events').where({ request_id: id }).pluck('kind');
    expect(events.filter((k) => k === 'verified')).toHaveLength(1);
    expect(events.filter((k) => k === 'acknowledged')).toHaveLength(1);
    expect((await db()('dsar_requests').where({ id }).first()).status).toBe('new');
  });
});
