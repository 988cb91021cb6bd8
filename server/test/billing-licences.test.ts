/** Licences: assign and unassign, the refusals, and the entitlements the portal reads. */
import type { ApiClient } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, planId } from './support/billing.ts';
import { demoIds } from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
let owner: ApiClient;
let demo: Awaited<ReturnType<typeof demoIds>>;
let cc: number[] = [];
let dsar: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  owner = (await server.login('owner@demo.test')).api;
  demo = await demoIds(server.running.deps.db);
  const db = server.running.deps.db;
  // Two Cookie Consent licences and one DSAR licence, none assigned (no target in the cart). The
  // demo's seeded licences (DSAR on Demo Retail, Cookie Consent on Demo Store) stay where they are.
  await buy(server, owner, [
    { id: await planId(db, 'price_cookieConsent_basic_monthly'), quantity: 2 },
    { id: await planId(db, 'price_dsar_basic_monthly'), quantity: 1 },
  ]);
  const all = (await owner.GET('/licensed/property_license')).data?.response ?? [];
  cc = all.filter((l) => l.product === 'cookieConsent' && !l.assigned_to).map((l) => l.id);
  dsar = all.filter((l) => l.product === 'dsar' && !l.assigned_to).map((l) => l.id);
});
afterAll(() => server?.close());

const property = (orgId: number, propId: number) =>
  owner.GET('/property/{orgId}/{propId}', { params: { path: { orgId, propId } } });
const organization = async (name: string) =>
  (await owner.GET('/organizations')).data?.response.find((o) => o.orgname === name);

describe('property licences', () => {
  it('assigns a Cookie Consent licence: the property gets the product', async () => {
    expect(cc).toHaveLength(2);
    // Demo Store holds the demo's Cookie Consent licence; Demo Blog, its neighbour, none.
    expect((await property(demo.retailId, demo.storeId)).data?.response.name).toEqual(['Cookie']);
    expect((await property(demo.retailId, demo.blogId)).data?.response.name).toBeNull();
    const unlicensed = await owner.GET('/unlicensed/property', {
      params: { query: { type: 0, oid: demo.retailId } },
    });
    expect(unlicensed.data?.response.map((p) => p.name)).toEqual(['Demo Blog']);
    const licensedBefore = await owner.GET('/licensed/property', {
      params: { query: { oid: demo.retailId } },
    });
    expect(licensedBefore.data?.response.map((p) => p.name)).toEqual(['Demo Store']);

    const res = await owner.POST('/assign/license/property', {
      body: { licence_id: cc[0] as number, property_id: demo.blogId },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.response.assigned_to).toMatchObject({
      kind: 'property',
      id: demo.blogId,
      name: 'Demo Blog',
    });
    expect((await property(demo.retailId, demo.blogId)).data?.response).toMatchObject({
      name: ['Cookie'],
      license_assigned: true,
    });
    const licensed = await owner.GET('/licensed/property', { params: { query: { oid: demo.retailId } } });
    expect(licensed.data?.response.map((p) => p.name).sort()).toEqual(['Demo Blog', 'Demo Store']);
    // Without oid: the properties of every organization the user sees.
    const everywhere = await owner.GET('/licensed/property');
    expect(everywhere.response.status).toBe(200);
    expect(everywhere.data?.response.map((p) => p.name).sort()).toEqual(['Demo Blog', 'Demo Store']);
    const unlicensedAll = await owner.GET('/unlicensed/property', { params: { query: { type: 0 } } });
    expect(unlicensedAll.response.status).toBe(200);
    expect(unlicensedAll.data?.response.map((p) => p.name)).toEqual(['Demo Clinic']);
    // The viewer sees Demo Retail only, whose properties now both hold a licence.
    const { api: viewer } = await server.login('viewer@demo.test');
    const viewerList = await viewer.GET('/unlicensed/property', { params: { query: { type: 0 } } });
    expect(viewerList.response.status).toBe(200);
    expect(viewerList.data?.response).toEqual([]);
    const history = (await owner.GET('/license/history')).data?.response.items[0];
    expect(history).toMatchObject({
      action: 'assigned',
      target_name: 'Demo Blog',
      actor_name: 'Olivia Owner',
    });
  });

  it('refuses a second licence of the product on the property (already_licensed) and a licence in use', async () => {
    for (const propertyId of [demo.blogId, demo.storeId]) {
      const second = await owner.POST('/assign/license/property', {
        body: { licence_id: cc[1] as number, property_id: propertyId },
      });
      expect(second.response.status).toBe(409);
      expect(second.error?.error.code).toBe('already_licensed');
    }
    const moved = await owner.POST('/assign/license/property', {
      body: { licence_id: cc[0] as number, property_id: demo.clinicId },
    });
    expect(moved.response.status).toBe(409);
    expect(moved.error?.error.code).toBe('licence_in_use');
  });

  it('refuses a DSAR licence on a property and a property licence on an organization (licence_product_mismatch)', async () => {
    const a = await owner.POST('/assign/license/property', {
      body: { licence_id: dsar[0] as number, property_id: demo.blogId },
    });
    expect(a.response.status).toBe(409);
    expect(a.error?.error.code).toBe('licence_product_mismatch');
    const b = await owner.POST('/assign/license/organization', {
      body: { licence_id: cc[1] as number, organization_id: demo.healthId },
    });
    expect(b.response.status).toBe(409);
    expect(b.error?.error.code).toBe('licence_product_mismatch');
  });

  it('unassigns: the property loses the product', async () => {
    const res = await owner.POST('/unassign/license/property', { body: { licence_id: cc[0] as number } });
    expect(res.response.status).toBe(200);
    expect(res.data?.response.assigned_to).toBeNull();
    expect((await property(demo.retailId, demo.blogId)).data?.response.name).toBeNull();
  });
});

describe('organization licences', () => {
  it('assigns a DSAR licence: the organization is licensed, and unassigning takes it away', async () => {
    expect((await organization('Demo Health'))?.org_license_assigned).toBe(false);
    const unlicensed = await owner.GET('/unlicensed/organizations');
    expect(unlicensed.data?.response.map((o) => o.name)).toEqual(['Demo Health']);
    const res = await owner.POST('/assign/license/organization', {
      body: { licence_id: dsar[0] as number, organization_id: demo.healthId },
    });
    expect(res.response.status).toBe(200);
    expect(await organization('Demo Health')).toMatchObject({
      org_license_assigned: true,
      org_license_id: dsar[0],
    });
    const licensed = await owner.GET('/licensed/organizations');
    expect(licensed.data?.response.map((o) => o.name).sort()).toEqual(['Demo Health', 'Demo Retail']);

    const off = await owner.POST('/unassign/license/organization', {
      body: { licence_id: dsar[0] as number },
    });
    expect(off.response.status).toBe(200);
    expect((await organization('Demo Health'))?.org_license_assigned).toBe(false);
  });

  it('does not let an Organization Administrator assign (403) and changes nothing', async () => {
    const { api } = await server.login('orgadmin@demo.test');
    const res = await api.POST('/assign/license/property', {
      body: { licence_id: cc[1] as number, property_id: demo.blogId },
    });
    expect(res.response.status).toBe(403);
    expect((await property(demo.retailId, demo.blogId)).data?.response.name).toBeNull();
  });

  it('lists a property’s licences and the organization’s properties with theirs', async () => {
    await owner.POST('/assign/license/property', {
      body: { licence_id: cc[1] as number, property_id: demo.blogId },
    });
    const one = await owner.GET('/property_license/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.blogId } },
    });
    expect(one.data?.response).toHaveLength(1);
    expect(one.data?.response[0]?.licences.map((l) => l.id)).toEqual([cc[1]]);
    const all = await owner.GET('/property_license/{orgId}', { params: { path: { orgId: demo.retailId } } });
    expect(all.data?.response.map((p) => [p.name, p.licences.length])).toEqual([
      ['Demo Blog', 1],
      ['Demo Store', 1],
    ]);
  });
});
