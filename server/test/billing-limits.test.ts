/**
 * Plan limits (calls-billing-spec §3, §8, §9; billing brief "Limits"): user limits per organization
 * and company with the spec's messages, and the counted quotas (forms, workflows, requests, scans)
 * answered by /available/*, the plan record and consume() from the same data.
 */
import { LIMIT_MESSAGES, type Schemas } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/errors.ts';
import {
  available,
  consume,
  organizationScope,
  PROPERTY_LIMIT_MESSAGES,
  propertyScope,
  release,
  usage,
} from '../src/modules/billing/limits/limits.service.ts';
import { type CompanyAccount, createCompany, demoIds } from './support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from './support/demo-team.ts';
import { startTestServer, type TestServer } from './support/harness.ts';
import { grant, setStatus } from './support/licence-fixture.ts';

type Api = ReturnType<TestServer['client']>;

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;
let beta: CompanyAccount;
let betaOwner: Api;

beforeAll(async () => {
  server = await startTestServer();
  team = await loginDemoTeam(server);
  demo = await demoIds(server.running.deps.db);
  beta = await createCompany(server, 'Beta Corp');
  betaOwner = server.client(beta.token);
  // The DSAR demo counts its form, workflow and requests on Demo Retail: these tests count from zero.
  await server.running.deps
    .db('usage_counters')
    .where({ scope_kind: 'organization', scope_id: demo.retailId })
    .delete();
});
afterAll(() => server?.close());

const db = () => server.running.deps.db;

let n = 0;
const invite = (
  api: Api,
  orgIds: number[],
  role: 'Organization View only' | 'Organization Administrator' = 'Organization View only',
) => {
  n += 1;
  const email = `member${n}@limits.test`;
  return {
    email,
    res: api.POST('/invite/user', {
      body: { email, firstname: 'Lim', lastname: `Member${n}`, role, organization_ids: orgIds },
    }),
  };
};
const inviteAdmin = (api: Api) => {
  n += 1;
  const email = `admin${n}@limits.test`;
  return {
    email,
    res: api.POST('/invite/user/company', { body: { email, firstname: 'Lim', lastname: `Admin${n}` } }),
  };
};
const exists = async (email: string) =>
  (await server.client().GET('/check-account', { params: { query: { email } } })).data?.response.exists;
const orgUsers = async (api: Api, orgId: number) =>
  (await api.GET('/available/user/organization/{orgId}', { params: { path: { orgId } } })).data?.response;

describe('user limits per organization', () => {
  it('gives Demo Retail the 5 users of its DSAR Professional licence, and Demo Health the free 1', async () => {
    expect(await orgUsers(team.owner, demo.retailId)).toEqual({ user_limit: 5, user_available: 3, users: 2 });
    expect(await orgUsers(team.owner, demo.healthId)).toEqual({ user_limit: 1, user_available: 1, users: 0 });
  });

  it('refuses the member past the limit with the spec’s message, and writes nothing', async () => {
    const first = invite(team.owner, [demo.healthId]);
    expect((await first.res).response.status).toBe(201);
    expect(await orgUsers(team.owner, demo.healthId)).toEqual({ user_limit: 1, user_available: 0, users: 1 });

    const second = invite(team.owner, [demo.healthId]);
    const res = await second.res;
    expect(res.response.status).toBe(409);
    expect(res.error?.error).toMatchObject({
      code: 'limit_reached',
      message: 'You cannot add more than 1 Users',
    });
    expect(await exists(second.email)).toBe(false);
    expect(await server.lastMail(second.email).catch(() => null)).toBeNull();

    // Two organizations, one full: nothing is written either.
    const both = invite(team.owner, [demo.retailId, demo.healthId]);
    expect((await both.res).response.status).toBe(409);
    expect(await exists(both.email)).toBe(false);
    expect((await orgUsers(team.owner, demo.retailId))?.users).toBe(2);
  });

  it('fills Demo Retail up to 5, then refuses with "You cannot add more than 5 Users"', async () => {
    for (let i = 0; i < 3; i++)
      expect((await invite(team.orgAdmin, [demo.retailId]).res).response.status).toBe(201);
    expect(await orgUsers(team.orgAdmin, demo.retailId)).toEqual({
      user_limit: 5,
      user_available: 0,
      users: 5,
    });
    const over = invite(team.orgAdmin, [demo.retailId], 'Organization Administrator');
    const res = await over.res;
    expect(res.response.status).toBe(409);
    expect(res.error?.error.message).toBe('You cannot add more than 5 Users');
    expect(await exists(over.email)).toBe(false);
    // Company roles do not count against an organization.
    expect((await inviteAdmin(team.owner).res).response.status).toBe(201);
  });

  it('refuses to move a member into a full organization, and keeps their organizations', async () => {
    const viewer = (await team.owner.GET('/team_member')).data?.response.find(
      (m) => m.email === 'viewer@demo.test',
    );
    const res = await team.owner.PUT('/team_member/{userId}', {
      params: { path: { userId: viewer?.uid as number } },
      body: { role: 'Organization View only', organization_ids: [demo.retailId, demo.healthId] },
    });
    expect(res.response.status).toBe(409);
    expect(res.error?.error.message).toBe('You cannot add more than 1 Users');
    const after = (await team.owner.GET('/team_member')).data?.response.find(
      (m) => m.email === 'viewer@demo.test',
    );
    expect(after?.organization_ids).toEqual([demo.retailId]);
    // A role change inside the same organization adds nobody.
    const same = await team.owner.PUT('/team_member/{userId}', {
      params: { path: { userId: viewer?.uid as number } },
      body: { role: 'Organization Administrator', organization_ids: [demo.retailId] },
    });
    expect(same.response.status).toBe(200);
  });

  it('lifts the limit with a licence on one of the organization’s properties, and drops it when it ends', async () => {
    const cc = await grant(db(), {
      companyId: demo.companyId,
      plan: 'price_cookieConsent_enterprise_monthly',
      assign: [{ product: 'cookieConsent', propertyId: demo.clinicId }],
    });
    expect(await orgUsers(team.owner, demo.healthId)).toEqual({
      user_limit: -1,
      user_available: -1,
      users: 1,
    });
    expect((await invite(team.owner, [demo.healthId]).res).response.status).toBe(201);
    // past_due still works; canceled does not.
    await setStatus(db(), cc.subscriptionId, 'past_due');
    expect((await orgUsers(team.owner, demo.healthId))?.user_limit).toBe(-1);
    await setStatus(db(), cc.subscriptionId, 'canceled');
    expect(await orgUsers(team.owner, demo.healthId)).toEqual({ user_limit: 1, user_available: 0, users: 2 });
    expect((await invite(team.owner, [demo.healthId]).res).error?.error.code).toBe('limit_reached');
  });
});

describe('user limits of the company', () => {
  it('counts Company Administrators against the largest allowance of the company’s licences', async () => {
    const before = (await team.owner.GET('/available/user/company')).data
      ?.response as Schemas['AvailableUsers'];
    expect(before.user_limit).toBe(5);
    for (let i = before.users; i < 5; i++)
      expect((await inviteAdmin(team.owner).res).response.status).toBe(201);
    expect((await team.owner.GET('/available/user/company')).data?.response).toEqual({
      user_limit: 5,
      user_available: 0,
      users: 5,
    });
    const over = inviteAdmin(team.admin);
    const res = await over.res;
    expect(res.response.status).toBe(409);
    expect(res.error?.error).toMatchObject({
      code: 'limit_reached',
      message: 'You cannot add more users, Please Upgrade your existing plan',
    });
    expect(await exists(over.email)).toBe(false);
    // Promoting an organization member to Company Administrator is an addition too.
    const viewer = (await team.owner.GET('/team_member')).data?.response.find(
      (m) => m.email === 'viewer@demo.test',
    );
    const promote = await team.owner.PUT('/team_member/{userId}', {
      params: { path: { userId: viewer?.uid as number } },
      body: { role: 'Company Administrator' },
    });
    expect(promote.response.status).toBe(409);
    expect(promote.error?.error.message).toBe(LIMIT_MESSAGES.companyUsers);
  });

  it('gives a company without licences the free single user', async () => {
    expect((await betaOwner.GET('/available/user/company')).data?.response).toEqual({
      user_limit: 1,
      user_available: 1,
      users: 0,
    });
    expect((await inviteAdmin(betaOwner).res).response.status).toBe(201);
    const over = inviteAdmin(betaOwner);
    expect((await over.res).error?.error.message).toBe(
      'You cannot add more users, Please Upgrade your existing plan',
    );
    expect(await exists(over.email)).toBe(false);
  });
});

describe('forms, requests, workflows and scans', () => {
  const get = async (api: Api, what: 'form' | 'request' | 'workflow', orgId: number) => {
    const res = await api.GET(`/available/${what}/{orgId}`, { params: { path: { orgId } } });
    expect(res.response.status).toBe(200);
    return res.data?.response;
  };

  it('answers n for a licence, 0 without one and -1 for Enterprise', async () => {
    expect(await get(team.viewer, 'form', demo.retailId)).toEqual({ available: 10, limit: 10, used: 0 });
    expect(await get(team.viewer, 'workflow', demo.retailId)).toEqual({ available: 15, limit: 15, used: 0 });
    expect(await get(team.viewer, 'request', demo.retailId)).toEqual({
      available: 40_000,
      limit: 40_000,
      used: 0,
    });
    for (const what of ['form', 'request', 'workflow'] as const) {
      expect(await get(team.owner, what, demo.healthId)).toEqual({ available: 0, limit: 0, used: 0 });
    }
    const ent = await grant(db(), {
      companyId: beta.companyId,
      plan: 'price_dsar_enterprise_monthly',
      assign: [{ product: 'dsar', organizationId: beta.orgId }],
    });
    expect(await get(betaOwner, 'form', beta.orgId)).toEqual({ available: -1, limit: -1, used: 0 });
    await consume(db(), organizationScope(beta.companyId, beta.orgId), 'forms', 25);
    expect(await get(betaOwner, 'form', beta.orgId)).toEqual({ available: -1, limit: -1, used: 25 });
    expect((await get(betaOwner, 'request', beta.orgId))?.available).toBe(-1);
    await setStatus(db(), ent.subscriptionId, 'canceled');
    expect((await get(betaOwner, 'form', beta.orgId))?.available).toBe(0);
    // Another company's organization is a 404.
    const other = await betaOwner.GET('/available/form/{orgId}', {
      params: { path: { orgId: demo.retailId } },
    });
    expect(other.response.status).toBe(404);
  });

  it('consumes up to the limit, then refuses with the spec’s message, and every answer agrees', async () => {
    const retail = organizationScope(demo.companyId, demo.retailId);
    await consume(db(), retail, 'forms', 9);
    expect(await consume(db(), retail, 'forms')).toEqual({ available: 0, limit: 10, used: 10 });
    const refused = await consume(db(), retail, 'forms').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'limit_reached', message: LIMIT_MESSAGES.forms });
    expect(await usage(db(), retail, 'forms')).toBe(10);
    expect(await get(team.owner, 'form', demo.retailId)).toEqual({ available: 0, limit: 10, used: 10 });
    const record = (
      await team.owner.GET('/billing/plan/allowed-features', { params: { query: { oid: demo.retailId } } })
    ).data?.response;
    expect(record?.form_available).toBe(0);
    // A deleted form gives its place back.
    await release(db(), retail, 'forms');
    expect(await available(db(), retail, 'forms')).toEqual({ available: 1, limit: 10, used: 9 });

    const health = organizationScope(demo.companyId, demo.healthId);
    await expect(consume(db(), health, 'requests')).rejects.toMatchObject({
      code: 'limit_reached',
      message: LIMIT_MESSAGES.requests,
    });
    await expect(consume(db(), health, 'workflows')).rejects.toMatchObject({
      message: LIMIT_MESSAGES.workflows,
    });
    // More than is left at once is refused whole.
    await expect(consume(db(), retail, 'workflows', 16)).rejects.toMatchObject({ code: 'limit_reached' });
    expect(await usage(db(), retail, 'workflows')).toBe(0);
  });

  it('counts requests and scans per month, and a new month starts from zero', async () => {
    const retail = organizationScope(demo.companyId, demo.retailId);
    const jan = new Date('2030-01-31T23:59:00Z');
    const feb = new Date('2030-02-01T00:00:00Z');
    await consume(db(), retail, 'requests', 3, jan);
    await consume(db(), retail, 'requests', 2, feb);
    expect(await usage(db(), retail, 'requests', '2030-01')).toBe(3);
    expect(await usage(db(), retail, 'requests', '2030-02')).toBe(2);
    expect(await available(db(), retail, 'requests', feb)).toEqual({
      available: 39_998,
      limit: 40_000,
      used: 2,
    });

    // Demo Blog has no cookie consent licence: the free tier's single scan a month.
    const blog = propertyScope(demo.companyId, demo.blogId);
    await consume(db(), blog, 'scans', 1, jan);
    await expect(consume(db(), blog, 'scans', 1, jan)).rejects.toMatchObject({
      code: 'limit_reached',
      message: PROPERTY_LIMIT_MESSAGES.scans,
    });
    expect(await consume(db(), blog, 'scans', 1, feb)).toEqual({ available: 0, limit: 1, used: 1 });
    // Demo Store's Cookie Consent Professional licence (the demo seed): five a month.
    const store = propertyScope(demo.companyId, demo.storeId);
    await consume(db(), store, 'scans', 4, jan);
    expect(await consume(db(), store, 'scans', 1, jan)).toEqual({ available: 0, limit: 5, used: 5 });
    await expect(consume(db(), store, 'scans', 1, jan)).rejects.toMatchObject({ code: 'limit_reached' });
    // Forms are not monthly.
    expect(await usage(db(), retail, 'forms', 'all')).toBe(9);
  });

  it('answers scans per property from its cookie consent licence, the same as the plan record', async () => {
    await grant(db(), {
      companyId: demo.companyId,
      plan: 'price_cookieConsent_professional_monthly',
      assign: [{ product: 'cookieConsent', propertyId: demo.blogId }],
    });
    const blog = propertyScope(demo.companyId, demo.blogId);
    await consume(db(), blog, 'scans', 2);
    const res = await team.viewer.GET('/available/scan/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.blogId } },
    });
    expect(res.data?.response).toEqual({ available: 3, limit: 5, used: 2 });
    const record = (
      await team.viewer.GET('/billing/plan/allowed-features', {
        params: { query: { oid: demo.retailId, pid: demo.blogId } },
      })
    ).data?.response;
    expect(record?.usage.scans).toEqual(res.data?.response);
    expect(record?.usage.pageviews).toEqual({ available: 1_000_000, limit: 1_000_000, used: 0 });
    // Concurrent scans never pass the limit.
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => consume(db(), blog, 'scans')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await usage(db(), blog, 'scans')).toBe(5);
    const wrong = await team.owner.GET('/available/scan/{orgId}/{propId}', {
      params: { path: { orgId: demo.healthId, propId: demo.blogId } },
    });
    expect(wrong.response.status).toBe(404);
  });
});
