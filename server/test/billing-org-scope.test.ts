/**
 * Billing is company business: an Organization Administrator or View only member (of Demo Retail)
 * reads only the subscriptions, licences and licence history of its own organization and its
 * properties; what names Demo Health or Demo Clinic (an organization they are not in, which
 * /organizations/{id} answers 404) does not reach them. Company Owner and Administrator see it all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';
import { grant } from './support/licence-fixture.ts';

let server: TestServer;
let demo: Awaited<ReturnType<typeof demoIds>>;
/** Health's subscriptions: a DSAR licence on Demo Health, a Cookie Consent one on Demo Clinic. */
const health = { dsar: 0, cookie: 0 };

const ELSEWHERE = /Demo Health|Demo Clinic/;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.running.deps;
  demo = await demoIds(db);
  health.dsar = (
    await grant(db, {
      companyId: demo.companyId,
      plan: 'price_dsar_basic_monthly',
      assign: [{ product: 'dsar', organizationId: demo.healthId }],
    })
  ).subscriptionId;
  // Assigned by the owner through the API, so that the licence history names Demo Clinic.
  const cookie = await grant(db, {
    companyId: demo.companyId,
    plan: 'price_cookieConsent_essentials_monthly',
  });
  health.cookie = cookie.subscriptionId;
  const { api: owner } = await server.login('owner@demo.test');
  const assigned = await owner.POST('/assign/license/property', {
    body: { licence_id: cookie.licences[0]?.id as number, property_id: demo.clinicId },
  });
  expect(assigned.response.status).toBe(200);
});
afterAll(() => server?.close());

describe.each(['orgadmin@demo.test', 'viewer@demo.test'])('%s (Demo Retail only)', (email) => {
  it("lists only subscriptions with Demo Retail's licences, and only those licences", async () => {
    const { api } = await server.login(email);
    const res = await api.GET('/billing/list/subscription_list');
    expect(res.response.status).toBe(200);
    const subs = res.data?.response ?? [];
    expect(subs.length).toBeGreaterThan(0);
    expect(subs.map((s) => s.id)).not.toContain(health.dsar);
    expect(subs.map((s) => s.id)).not.toContain(health.cookie);
    const licences = subs.flatMap((s) => s.licences);
    expect(licences.length).toBeGreaterThan(0);
    expect(licences.every((l) => l.assigned_to?.organization_id === demo.retailId)).toBe(true);
    expect(JSON.stringify(res.data)).not.toMatch(ELSEWHERE);
  });

  it("answers 404 for a subscription of another organization, 200 for Demo Retail's", async () => {
    const { api } = await server.login(email);
    for (const id of [health.dsar, health.cookie]) {
      const res = await api.GET('/billing/subscription/{id}', { params: { path: { id } } });
      expect(res.response.status).toBe(404);
      expect(res.error?.error.code).toBe('not_found');
    }
    const own = (await api.GET('/billing/list/subscription_list')).data?.response[0];
    const res = await api.GET('/billing/subscription/{id}', { params: { path: { id: own?.id as number } } });
    expect(res.response.status).toBe(200);
    expect(JSON.stringify(res.data)).not.toMatch(ELSEWHERE);
  });

  it("lists only Demo Retail's licences", async () => {
    const { api } = await server.login(email);
    const res = await api.GET('/licensed/property_license');
    expect(res.response.status).toBe(200);
    const licences = res.data?.response ?? [];
    expect(licences.map((l) => l.assigned_to?.name).sort()).toEqual(['Demo Retail', 'Demo Store']);
    expect(JSON.stringify(res.data)).not.toMatch(ELSEWHERE);
  });

  it("shows only the licence history of Demo Retail's licences", async () => {
    const { api } = await server.login(email);
    const res = await api.GET('/license/history', { params: { query: { limit: 100 } } });
    expect(res.response.status).toBe(200);
    const items = res.data?.response.items ?? [];
    expect(items.map((i) => i.target_name)).toContain('Demo Store');
    expect(res.data?.response.total).toBe(items.length);
    expect(JSON.stringify(res.data)).not.toMatch(ELSEWHERE);
  });
});

describe.each(['owner@demo.test', 'admin@demo.test'])('%s (the company)', (email) => {
  it("sees every organization's subscriptions, licences and history", async () => {
    const { api } = await server.login(email);
    const subs = (await api.GET('/billing/list/subscription_list')).data?.response ?? [];
    expect(subs.map((s) => s.id)).toEqual(expect.arrayContaining([health.dsar, health.cookie]));
    const one = await api.GET('/billing/subscription/{id}', { params: { path: { id: health.cookie } } });
    expect(one.data?.response.licences[0]?.assigned_to?.name).toBe('Demo Clinic');
    const licences = (await api.GET('/licensed/property_license')).data?.response ?? [];
    expect(licences.map((l) => l.assigned_to?.name)).toEqual(
      expect.arrayContaining(['Demo Health', 'Demo Clinic', 'Demo Retail', 'Demo Store']),
    );
    const history = (await api.GET('/license/history', { params: { query: { limit: 100 } } })).data?.response;
    expect(history?.items.map((i) => i.target_name)).toContain('Demo Clinic');
  });
});
