import type { Schemas } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './support/contract-cases.ts';
import { loginDemoTeam } from './support/demo-team.ts';
import { startTestServer, type TestServer } from './support/harness.ts';
import { grant } from './support/licence-fixture.ts';

type Api = ReturnType<TestServer['client']>;
type Role = Schemas['RoleName'];

let server: TestServer;
let owner: Api;
let admin: Api;
let orgAdmin: Api;
let viewer: Api;
let retailId = 0;
let healthId = 0;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ owner, admin, orgAdmin, viewer } = await loginDemoTeam(server));
  const orgs = (await owner.GET('/organizations')).data?.response ?? [];
  retailId = orgs.find((o) => o.orgname === 'Demo Retail')?.id as number;
  healthId = orgs.find((o) => o.orgname === 'Demo Health')?.id as number;
  for (const m of (await owner.GET('/team_member')).data?.response ?? []) ids[m.email] = m.uid;
  // These tests invite more members than the demo's plans allow (Demo Retail 5, Demo Health 1):
  // Cookie Consent Enterprise licences on a property of each organization lift the user limits.
  // The limits themselves are tested in billing-limits.test.ts.
  const demo = await demoIds(server.running.deps.db);
  await grant(server.running.deps.db, {
    companyId: demo.companyId,
    plan: 'price_cookieConsent_enterprise_monthly',
    quantity: 2,
    assign: [
      { product: 'cookieConsent', propertyId: demo.blogId },
      { product: 'cookieConsent', propertyId: demo.clinicId },
    ],
  });
});
afterAll(() => server?.close());

async function invite(
  api: Api,
  email: string,
  role: 'Organization Administrator' | 'Organization View only',
  orgIds: number[],
) {
  const [firstname = 'New'] = email.split('@')[0]?.split('.') ?? [];
  return api.POST('/invite/user', {
    body: { email, firstname, lastname: 'Member', role, organization_ids: orgIds },
  });
}

async function invitationOf(email: string): Promise<{ uid: number; token: string }> {
  const link = await server.lastLink(email);
  expect(link.pathname).toMatch(/^\/setpassword\/\d+$/);
  return { uid: Number(link.pathname.split('/').pop()), token: link.searchParams.get('token') as string };
}

async function accept(email: string, password = 'Member-Passw0rd') {
  const { uid, token } = await invitationOf(email);
  return server.client().POST('/invite/user/setpassword/{id}', {
    params: { path: { id: uid }, query: { token } },
    body: { newpassword: password, confirmnewpassword: password },
  });
}

/** A member who accepted the invitation, logged in. */
async function activeMember(
  email: string,
  role: 'Organization Administrator' | 'Organization View only',
  orgIds: number[],
) {
  const invited = await invite(owner, email, role, orgIds);
  expect(invited.response.status).toBe(201);
  expect((await accept(email)).response.status).toBe(200);
  const { api, token } = await server.login(email, 'Member-Passw0rd');
  return { uid: invited.data?.response.uid as number, api, token };
}

const emailsOf = (members: Schemas['TeamMember'][] | undefined) => (members ?? []).map((m) => m.email);

describe('listing the team', () => {
  it('lists the members of an organization, company roles included, with pending invitations', async () => {
    const invited = await invite(owner, 'ivy.pending@acme.test', 'Organization View only', [retailId]);
    expect(invited.response.status).toBe(201);
    const res = await owner.GET('/team_member', { params: { query: { orgid: retailId } } });
    expect(res.response.status).toBe(200);
    // Sorted by first name: Adam, ivy, Olivia, Oscar, Vera.
    expect(emailsOf(res.data?.response)).toEqual([
      'admin@demo.test',
      'ivy.pending@acme.test',
      'owner@demo.test',
      'orgadmin@demo.test',
      'viewer@demo.test',
    ]);
    const byEmail = Object.fromEntries((res.data?.response ?? []).map((m) => [m.email, m]));
    expect(byEmail['owner@demo.test']).toMatchObject({
      role: 'Company Owner',
      status: 'active',
      organization_ids: [],
    });
    expect(byEmail['orgadmin@demo.test']).toMatchObject({
      role: 'Organization Administrator',
      organization_ids: [retailId],
    });
    expect(byEmail['ivy.pending@acme.test']).toMatchObject({
      role: 'Organization View only',
      status: 'invited',
      organization_ids: [retailId],
      joined_at: null,
    });
    expect(byEmail['ivy.pending@acme.test']?.invited_at).toEqual(expect.any(String));

    const health = await owner.GET('/team_member', { params: { query: { orgid: healthId } } });
    expect(emailsOf(health.data?.response)).toEqual(['admin@demo.test', 'owner@demo.test']);
  });

  it('lets organization members list an organization they belong to, and no other', async () => {
    const mine = await viewer.GET('/team_member', { params: { query: { orgid: retailId } } });
    expect(mine.response.status).toBe(200);
    expect(emailsOf(mine.data?.response)).toContain('viewer@demo.test');
    const other = await viewer.GET('/team_member', { params: { query: { orgid: healthId } } });
    expect(other.response.status).toBe(404);
    expect(other.error?.error.code).toBe('not_found');
  });

  it('shows the whole company to a Company Owner and Administrator only', async () => {
    const byOwner = await owner.GET('/team_member');
    const byAdmin = await admin.GET('/team_member');
    expect(byOwner.response.status).toBe(200);
    expect(emailsOf(byAdmin.data?.response)).toEqual(emailsOf(byOwner.data?.response));
    expect(emailsOf(byOwner.data?.response)).toEqual(
      expect.arrayContaining([
        'owner@demo.test',
        'admin@demo.test',
        'orgadmin@demo.test',
        'viewer@demo.test',
      ]),
    );
    // Platform staff are not members of the company.
    expect(emailsOf(byOwner.data?.response)).not.toContain('staff@demo.test');
    for (const api of [viewer, orgAdmin]) {
      const res = await api.GET('/team_member');
      expect(res.response.status).toBe(403);
      expect(res.error?.error.message).toBe(
        'Your role is not authorized to list every member of the company',
      );
    }
  });
});

describe('inviting', () => {
  it('answers 404 for an organization the inviter cannot see, and creates nobody', async () => {
    const unknown = await invite(owner, 'nowhere@acme.test', 'Organization View only', [987654]);
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.error.code).toBe('not_found');
    const health = await invite(orgAdmin, 'health.hire@acme.test', 'Organization View only', [healthId]);
    expect(health.response.status).toBe(404);
    // One visible and one invisible organization is still a 404.
    const mixed = await invite(orgAdmin, 'mixed.hire@acme.test', 'Organization View only', [
      retailId,
      healthId,
    ]);
    expect(mixed.response.status).toBe(404);
    for (const email of ['nowhere@acme.test', 'health.hire@acme.test', 'mixed.hire@acme.test']) {
      const check = await server.client().GET('/check-account', { params: { query: { email } } });
      expect(check.data?.response.exists).toBe(false);
    }
  });

  it('lets an Organization Administrator invite into their own organization', async () => {
    const res = await invite(orgAdmin, 'retail.hire@acme.test', 'Organization Administrator', [retailId]);
    expect(res.response.status).toBe(201);
    expect(res.data?.response).toMatchObject({
      email: 'retail.hire@acme.test',
      role: 'Organization Administrator',
      status: 'invited',
      organization_ids: [retailId],
    });
    const mail = await server.lastMail('retail.hire@acme.test');
    expect(mail.subject).toBe('Oscar Orgadmin invited you to Demo Company on Privacy Portal');
  });

  it('keeps company invitations to a Company Owner or Administrator', async () => {
    const body = { email: 'company.hire@acme.test', firstname: 'Cora', lastname: 'Company' };
    const byOrgAdmin = await orgAdmin.POST('/invite/user/company', { body });
    expect(byOrgAdmin.response.status).toBe(403);
    expect(byOrgAdmin.error?.error.message).toBe(
      'Your role is not authorized to invite company administrators',
    );
    const byOwner = await owner.POST('/invite/user/company', { body });
    expect(byOwner.response.status).toBe(201);
    expect(byOwner.data?.response).toMatchObject({
      role: 'Company Administrator',
      status: 'invited',
      organization_ids: [],
    });
  });

  it('does not let a View only member invite anyone', async () => {
    const res = await invite(viewer, 'viewer.hire@acme.test', 'Organization View only', [retailId]);
    expect(res.response.status).toBe(403);
  });

  it('refuses the address of an existing member with 409 already_member, and of another account with email_taken', async () => {
    const member = await invite(owner, 'Viewer@Demo.test', 'Organization View only', [healthId]);
    expect(member.response.status).toBe(409);
    expect(member.error?.error).toMatchObject({
      code: 'already_member',
      message: 'This person is already a member of your company',
    });
    expect(member.error?.error.details).toEqual([
      { in: 'body', field: 'email', reason: 'is already a member' },
    ]);
    const pending = await invite(owner, 'ivy.pending@acme.test', 'Organization View only', [retailId]);
    expect(pending.error?.error.code).toBe('already_member');
    const staff = await invite(owner, 'staff@demo.test', 'Organization View only', [retailId]);
    expect(staff.response.status).toBe(409);
    expect(staff.error?.error.code).toBe('email_taken');
  });

  it('resends with a new link, the old one stops working, and an accepted invitation cannot be resent', async () => {
    const email = 'resend.me@acme.test';
    const invited = await invite(owner, email, 'Organization View only', [retailId]);
    const uid = invited.data?.response.uid as number;
    const first = await invitationOf(email);
    const resent = await owner.POST('/invite/user/resend', { body: { user_id: uid } });
    expect(resent.response.status).toBe(200);
    expect(resent.data?.message).toBe(`The invitation was sent again to ${email}`);
    const second = await invitationOf(email);
    expect(second.token).not.toBe(first.token);

    const anon = server.client();
    const old = await anon.POST('/invite/user/setpassword/{id}', {
      params: { path: { id: uid }, query: { token: first.token } },
      body: { newpassword: 'Member-Passw0rd', confirmnewpassword: 'Member-Passw0rd' },
    });
    expect(old.response.status).toBe(400);
    expect(old.error?.error).toMatchObject({
      code: 'link_invalid',
      message: 'This invitation link is invalid or has expired',
    });
    expect((await accept(email)).data?.response).toEqual({ email });

    const again = await owner.POST('/invite/user/resend', { body: { user_id: uid } });
    expect(again.response.status).toBe(409);
    expect(again.error?.error).toMatchObject({
      code: 'already_member',
      message: 'This person has already accepted the invitation',
    });
  });

  it('answers 404 when resending for someone of another organization or nobody', async () => {
    const health = await invite(owner, 'health.pending@acme.test', 'Organization View only', [healthId]);
    const res = await orgAdmin.POST('/invite/user/resend', {
      body: { user_id: health.data?.response.uid as number },
    });
    expect(res.response.status).toBe(404);
    expect((await owner.POST('/invite/user/resend', { body: { user_id: 987654 } })).response.status).toBe(
      404,
    );
  });
});

describe('changing roles', () => {
  it('changes role and organizations of a member', async () => {
    const { api, uid } = await activeMember('role.change@acme.test', 'Organization View only', [retailId]);
    expect((await api.GET('/organizations')).data?.response.map((o) => o.orgname)).toEqual(['Demo Retail']);
    const res = await owner.PUT('/team_member/{userId}', {
      params: { path: { userId: uid } },
      body: { role: 'Organization Administrator', organization_ids: [retailId, healthId] },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toMatchObject({
      uid,
      role: 'Organization Administrator',
      organization_ids: [retailId, healthId],
    });
    // The member's next request sees the new role and organizations.
    expect((await api.GET('/user')).data?.response.role).toBe('Organization Administrator');
    expect((await api.GET('/organizations')).data?.response.map((o) => o.orgname)).toEqual([
      'Demo Health',
      'Demo Retail',
    ]);

    const company = await owner.PUT('/team_member/{userId}', {
      params: { path: { userId: uid } },
      body: { role: 'Company Administrator', organization_ids: [healthId] },
    });
    expect(company.data?.response).toMatchObject({ role: 'Company Administrator', organization_ids: [] });
  });

  it('needs at least one organization for an organization role', async () => {
    for (const body of [
      { role: 'Organization View only' as Role, organization_ids: [] },
      { role: 'Organization Administrator' as Role },
    ]) {
      const res = await owner.PUT('/team_member/{userId}', {
        params: { path: { userId: ids['viewer@demo.test'] as number } },
        body,
      });
      expect(res.response.status).toBe(400);
      expect(res.error?.error.code).toBe('validation_failed');
      expect(res.error?.error.details?.[0]?.field).toBe('organization_ids');
    }
    const check = await owner.GET('/team_member', { params: { query: { orgid: retailId } } });
    expect(check.data?.response.find((m) => m.email === 'viewer@demo.test')).toMatchObject({
      role: 'Organization View only',
      organization_ids: [retailId],
    });
  });

  it('does not let anybody change their own role', async () => {
    const cases: Array<[Api, string, Role]> = [
      [owner, 'owner@demo.test', 'Company Administrator'],
      [admin, 'admin@demo.test', 'Company Owner'],
      [orgAdmin, 'orgadmin@demo.test', 'Organization View only'],
    ];
    for (const [api, email, role] of cases) {
      const res = await api.PUT('/team_member/{userId}', {
        params: { path: { userId: ids[email] as number } },
        body: { role, organization_ids: [retailId] },
      });
      expect(res.response.status, email).toBe(403);
      expect(res.error?.error.message).toBe('Your role is not authorized to change your own role');
    }
  });

  it('does not let a Company Administrator change or remove the Company Owner, nor make anyone an owner', async () => {
    const change = await admin.PUT('/team_member/{userId}', {
      params: { path: { userId: ids['owner@demo.test'] as number } },
      body: { role: 'Company Administrator' },
    });
    expect(change.response.status).toBe(403);
    expect(change.error?.error.message).toBe('Your role is not authorized to change the Company Owner');
    const remove = await admin.DELETE('/team_member/{userId}', {
      params: { path: { userId: ids['owner@demo.test'] as number } },
    });
    expect(remove.response.status).toBe(403);
    const promote = await admin.PUT('/team_member/{userId}', {
      params: { path: { userId: ids['viewer@demo.test'] as number } },
      body: { role: 'Company Owner' },
    });
    expect(promote.response.status).toBe(403);
    expect((await owner.GET('/user')).data?.response.role).toBe('Company Owner');
  });

  it('keeps an Organization Administrator to organization roles inside their organizations', async () => {
    const { uid } = await activeMember('org.scope@acme.test', 'Organization View only', [retailId]);
    const ok = await orgAdmin.PUT('/team_member/{userId}', {
      params: { path: { userId: uid } },
      body: { role: 'Organization Administrator', organization_ids: [retailId] },
    });
    expect(ok.response.status).toBe(200);
    const company = await orgAdmin.PUT('/team_member/{userId}', {
      params: { path: { userId: uid } },
      body: { role: 'Company Administrator' },
    });
    expect(company.response.status).toBe(403);
    const outside = await orgAdmin.PUT('/team_member/{userId}', {
      params: { path: { userId: uid } },
      body: { role: 'Organization View only', organization_ids: [healthId] },
    });
    expect(outside.response.status).toBe(404);
    // A company administrator is not in the Organization Administrator's reach.
    const admins = await orgAdmin.PUT('/team_member/{userId}', {
      params: { path: { userId: ids['admin@demo.test'] as number } },
      body: { role: 'Organization View only', organization_ids: [retailId] },
    });
    expect(admins.response.status).toBe(404);
  });

  it('lets a Company Owner demote another Company Owner, but the last one stays', async () => {
    const { uid } = await activeMember('second.owner@acme.test', 'Organization View only', [retailId]);
    const promoted = await owner.PUT('/team_member/{userId}', {
      params: { path: { userId: uid } },
      body: { role: 'Company Owner' },
    });
    expect(promoted.data?.response).toMatchObject({ role: 'Company Owner', organization_ids: [] });
    const demoted = await owner.PUT('/team_member/{userId}', {
      params: { path: { userId: uid } },
      body: { role: 'Company Administrator' },
    });
    expect(demoted.response.status).toBe(200);
    expect(demoted.data?.response.role).toBe('Company Administrator');
    // Now owner@demo.test is the only owner: they cannot demote themselves, nobody else may.
    const self = await owner.PUT('/team_member/{userId}', {
      params: { path: { userId: ids['owner@demo.test'] as number } },
      body: { role: 'Company Administrator' },
    });
    expect(self.response.status).toBe(403);
    const owners = (await owner.GET('/team_member')).data?.response.filter((m) => m.role === 'Company Owner');
    expect(owners?.map((m) => m.email)).toEqual(['owner@demo.test']);
  });

  // An invited owner is not an active owner: taking their role or invitation back never leaves the company ownerless.
  it('lets a Company Owner take back the owner role of a pending invitation', async () => {
    const invited = await owner.POST('/invite/user/company', {
      body: { email: 'pending.owner@acme.test', firstname: 'Penny', lastname: 'Pending' },
    });
    const uid = invited.data?.response.uid as number;
    const promoted = await owner.PUT('/team_member/{userId}', {
      params: { path: { userId: uid } },
      body: { role: 'Company Owner' },
    });
    expect(promoted.response.status).toBe(200);
    const demoted = await owner.PUT('/team_member/{userId}', {
      params: { path: { userId: uid } },
      body: { role: 'Company Administrator' },
    });
    expect(demoted.response.status).toBe(200);
  });

  it('lets a Company Owner withdraw the invitation of a pending Company Owner', async () => {
    const invited = await owner.POST('/invite/user/company', {
      body: { email: 'withdrawn.owner@acme.test', firstname: 'Wanda', lastname: 'Withdrawn' },
    });
    const uid = invited.data?.response.uid as number;
    await owner.PUT('/team_member/{userId}', {
      params: { path: { userId: uid } },
      body: { role: 'Company Owner' },
    });
    const removed = await owner.DELETE('/team_member/{userId}', { params: { path: { userId: uid } } });
    expect(removed.response.status).toBe(204);
  });
});

describe('removing members', () => {
  it('removes a member and ends their sessions', async () => {
    const { uid, token } = await activeMember('leaver@acme.test', 'Organization View only', [retailId]);
    const me = server.client(token);
    expect((await me.GET('/user')).response.status).toBe(200);
    const res = await owner.DELETE('/team_member/{userId}', { params: { path: { userId: uid } } });
    expect(res.response.status).toBe(204);
    const after = await me.GET('/user');
    expect(after.response.status).toBe(401);
    expect(after.error?.error.code).toBe('token_invalid');
    expect(emailsOf((await owner.GET('/team_member')).data?.response)).not.toContain('leaver@acme.test');
    const login = await server
      .client()
      .POST('/login', { body: { email: 'leaver@acme.test', password: 'Member-Passw0rd' } });
    expect(login.error?.error.code).toBe('invalid_credentials');
    expect(
      (await owner.DELETE('/team_member/{userId}', { params: { path: { userId: uid } } })).response.status,
    ).toBe(404);
  });

  it('withdraws a pending invitation, whose link then stops working', async () => {
    const invited = await invite(owner, 'withdrawn@acme.test', 'Organization View only', [retailId]);
    const uid = invited.data?.response.uid as number;
    expect(
      (await owner.DELETE('/team_member/{userId}', { params: { path: { userId: uid } } })).response.status,
    ).toBe(204);
    expect((await accept('withdrawn@acme.test')).response.status).toBe(400);
  });

  it('does not let anybody remove themselves, nor a View only member remove anyone', async () => {
    const self = await admin.DELETE('/team_member/{userId}', {
      params: { path: { userId: ids['admin@demo.test'] as number } },
    });
    expect(self.response.status).toBe(403);
    expect(self.error?.error.message).toBe('Your role is not authorized to remove yourself');
    const byViewer = await viewer.DELETE('/team_member/{userId}', {
      params: { path: { userId: ids['orgadmin@demo.test'] as number } },
    });
    expect(byViewer.response.status).toBe(403);
  });
});

describe('user counts', () => {
  const organizationRoles = (members: Schemas['TeamMember'][] | undefined) =>
    (members ?? []).filter(
      (m) => m.role === 'Organization Administrator' || m.role === 'Organization View only',
    );

  it('counts the organization members of an organization and the administrators of the company', async () => {
    const retail = await owner.GET('/available/user/organization/{orgId}', {
      params: { path: { orgId: retailId } },
    });
    expect(retail.response.status).toBe(200);
    const retailMembers = (await owner.GET('/team_member', { params: { query: { orgid: retailId } } })).data
      ?.response;
    // The Cookie Consent Enterprise licence of beforeAll: unlimited.
    expect(retail.data?.response).toEqual({
      user_limit: -1,
      user_available: -1,
      users: organizationRoles(retailMembers).length,
    });

    const company = await owner.GET('/available/user/company');
    const everyone = (await owner.GET('/team_member')).data?.response ?? [];
    expect(company.data?.response).toEqual({
      user_limit: -1,
      user_available: -1,
      users: everyone.filter((m) => m.role === 'Company Administrator').length,
    });

    const health = await owner.GET('/available/user/organization/{orgId}', {
      params: { path: { orgId: healthId } },
    });
    expect(health.data?.response.users).toBe(
      organizationRoles(
        (await owner.GET('/team_member', { params: { query: { orgid: healthId } } })).data?.response,
      ).length,
    );
  });

  it('answers 404 for an organization the member cannot see', async () => {
    const res = await viewer.GET('/available/user/organization/{orgId}', {
      params: { path: { orgId: healthId } },
    });
    expect(res.response.status).toBe(404);
  });
});
