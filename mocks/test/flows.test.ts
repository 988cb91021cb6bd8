import {
  completeLink,
  createApiClient,
  type ErrorAction,
  memoryTokenStore,
  QUICKSTART_DEFAULT_SECTIONS,
} from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import {
  createMockState,
  DEMO_EMAILS,
  DEMO_IDS,
  DEMO_OTP,
  DEMO_PASSWORD,
  DEMO_RECOVERY_CODES,
  lastMailTo,
  updateUser,
} from '../src/index.ts';
import { BASE_URL, setupMockApi } from './support.ts';

const api = setupMockApi();

describe('log in: the four branches', () => {
  it('success: a token that opens GET /user', async () => {
    const tokens = memoryTokenStore();
    const client = api.client(tokens);
    const { data } = await client.POST('/login', {
      body: { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD },
    });
    expect(data?.response.action).toBe('success');
    if (data?.response.action !== 'success') return;
    expect(data.response.user).toMatchObject({
      email: DEMO_EMAILS.owner,
      role: 'Company Owner',
      cID: DEMO_IDS.company,
    });
    tokens.set(data.response.token);
    const me = await client.GET('/user');
    expect(me.data?.response).toMatchObject({
      uid: DEMO_IDS.owner,
      firstname: 'Olivia',
      default_organization_property: { organization_id: DEMO_IDS.retail, property_id: DEMO_IDS.store },
    });
  });

  it('otpRequired, then the code (123456) succeeds; a wrong code is otp_invalid; a recovery code works once', async () => {
    const client = api.client();
    const body = { email: DEMO_EMAILS.twoFactor, password: DEMO_PASSWORD };
    const first = await client.POST('/login', { body });
    expect(first.data?.response).toEqual({ action: 'otpRequired', email: DEMO_EMAILS.twoFactor });

    const wrong = await client.POST('/login', { body: { ...body, otp: '000000' } });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.error.code).toBe('otp_invalid');

    const second = await client.POST('/login', { body: { ...body, otp: DEMO_OTP } });
    expect(second.data?.response.action).toBe('success');

    const recovery_code = DEMO_RECOVERY_CODES[0] as string;
    expect((await client.POST('/login', { body: { ...body, recovery_code } })).data?.response.action).toBe(
      'success',
    );
    expect((await client.POST('/login', { body: { ...body, recovery_code } })).response.status).toBe(401);
  });

  it('required: a registration token for /registration/* only, which completes the registration', async () => {
    const client = api.client();
    const { data } = await client.POST('/login', {
      body: { email: DEMO_EMAILS.registrationIncomplete, password: DEMO_PASSWORD },
    });
    expect(data?.response.action).toBe('required');
    if (data?.response.action !== 'required') return;
    const { registration_token, userID, email } = data.response;

    const registration = api.client(memoryTokenStore(registration_token));
    expect((await registration.GET('/user')).error?.error.code).toBe('token_invalid');
    const query = { email, userid: userID };
    const company = await registration.POST('/registration/company', {
      params: { query },
      body: { company_name: 'Rita Ltd' },
    });
    expect(company.response.status).toBe(201);
    const org = await registration.POST('/registration/organization', {
      params: { query },
      body: { orgname: 'Rita Shop' },
    });
    const organization_id = org.data?.response.id as number;
    const done = await registration.POST('/registration/property', {
      params: { query },
      body: { organization_id, property_name: 'Rita Website', url: 'https://rita.test' },
    });
    expect(done.data?.response).toMatchObject({ registration_complete: true, organization_id });
    expect(done.data?.response.user).toMatchObject({ role: 'Company Owner', registration_complete: true });

    const again = await client.POST('/login', {
      body: { email: DEMO_EMAILS.registrationIncomplete, password: DEMO_PASSWORD },
    });
    expect(again.data?.response.action).toBe('success');
  });

  it('statusRequired: the checkout uri of the pending plan', async () => {
    const { data } = await api
      .client()
      .POST('/login', { body: { email: DEMO_EMAILS.pendingCheckout, password: DEMO_PASSWORD } });
    expect(data?.response).toEqual({
      action: 'statusRequired',
      uri: `/signup?step=checkout&plan_id=3&plan_type=0&units=1&id=${DEMO_IDS.pendingCheckout}`,
    });
  });

  it("wrong password: 401 invalid_credentials 'Incorrect email or password'", async () => {
    const { error, response } = await api
      .client()
      .POST('/login', { body: { email: DEMO_EMAILS.owner, password: 'Wrong-Password-1' } });
    expect(response.status).toBe(401);
    expect(error?.error).toEqual({ code: 'invalid_credentials', message: 'Incorrect email or password' });
  });

  it('no token, or a logged-out one: 401 token_invalid', async () => {
    expect((await api.client().GET('/user')).error?.error.code).toBe('token_invalid');
    const client = await api.loginAs(DEMO_EMAILS.admin);
    expect((await client.POST('/logout')).response.status).toBe(204);
    const after = await client.GET('/user');
    expect(after.response.status).toBe(401);
    expect(after.error?.error.code).toBe('token_invalid');
  });
});

describe('the logged-in user', () => {
  it('accepts the terms', async () => {
    updateUser(api.state, DEMO_EMAILS.admin, { termsAccepted: false });
    const client = await api.loginAs(DEMO_EMAILS.admin);
    expect((await client.GET('/user')).data?.response.is_accept_terms_and_conditions).toBe(false);
    const other = await client.POST('/update_terms_and_conditions', { body: { email: DEMO_EMAILS.owner } });
    expect(other.response.status).toBe(403);
    const { data } = await client.POST('/update_terms_and_conditions', {
      body: { email: DEMO_EMAILS.admin },
    });
    expect(data?.response.is_accept_terms_and_conditions).toBe(true);
    expect((await client.GET('/user')).data?.response.is_accept_terms_and_conditions).toBe(true);
  });

  it('switches property (default organization and property)', async () => {
    const client = await api.loginAs(DEMO_EMAILS.owner);
    const { data } = await client.POST('/user/defaultproperty', {
      body: {
        default_organization_property: { organization_id: DEMO_IDS.health, property_id: DEMO_IDS.clinic },
      },
    });
    expect(data?.response.default_organization_property).toEqual({
      organization_id: DEMO_IDS.health,
      property_id: DEMO_IDS.clinic,
    });
    const selected = await client.GET('/organizations/{id}/{propId}', {
      params: { path: { id: DEMO_IDS.health, propId: DEMO_IDS.clinic } },
    });
    expect(selected.data?.response).toMatchObject({
      organization_name: 'Demo Health',
      property_name: 'Demo Clinic',
    });
    // A property of another organization than the one named: 404.
    const mismatch = await client.POST('/user/defaultproperty', {
      body: {
        default_organization_property: { organization_id: DEMO_IDS.retail, property_id: DEMO_IDS.clinic },
      },
    });
    expect(mismatch.response.status).toBe(404);
  });

  it('reads the mails sent to it later, in the dev mailbox', async () => {
    const client = api.client();
    await client.POST('/password/forgot', { body: { email: DEMO_EMAILS.viewer } });
    const { data } = await client.GET('/dev/mailbox', { params: { query: { to: DEMO_EMAILS.viewer } } });
    expect(data?.response).toHaveLength(1);
    const mail = data?.response[0];
    expect(mail?.subject).toContain('Reset your Privacy Portal password');
    const token = /\/resetpswd\/(\S+)/.exec(mail?.text ?? '')?.[1] as string;
    const reset = await client.POST('/password/reset', {
      body: { token, password: 'Vera-Passw0rd', confirmpassword: 'Vera-Passw0rd' },
    });
    expect(reset.response.status).toBe(200);
    expect((await api.loginAs(DEMO_EMAILS.viewer, 'Vera-Passw0rd')).GET).toBeTypeOf('function');
    const reused = await client.POST('/password/reset', {
      body: { token, password: 'Vera-Passw0rd', confirmpassword: 'Vera-Passw0rd' },
    });
    expect(reused.error?.error.code).toBe('link_invalid');
  });
});

describe('organizations and properties', () => {
  it('creates an organization and its first property (the default)', async () => {
    const client = await api.loginAs(DEMO_EMAILS.owner);
    const created = await client.POST('/organizations', {
      body: { orgname: 'Demo Travel', description: 'Trips', country: 'Spain' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.response.id as number;
    expect(created.data?.response).toMatchObject({
      orgname: 'Demo Travel',
      cID: DEMO_IDS.company,
      properties: [],
    });

    const property = await client.POST('/property/{orgId}', {
      params: { path: { orgId: id } },
      body: { property_name: 'Travel Site', url: 'https://travel.demo.test' },
    });
    expect(property.response.status).toBe(201);
    expect(property.data?.response).toMatchObject({
      organization_id: id,
      is_default: true,
      property_active: true,
    });

    const list = await client.GET('/organizations');
    expect(list.data?.response.map((o) => o.orgname)).toEqual(['Demo Health', 'Demo Retail', 'Demo Travel']);
    expect(list.data?.response.find((o) => o.id === id)?.properties.map((p) => p.property_name)).toEqual([
      'Travel Site',
    ]);

    const duplicate = await client.POST('/organizations', { body: { orgname: 'demo travel' } });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error?.error.code).toBe('name_taken');
  });

  it('keeps one default property; the default cannot be deactivated', async () => {
    const client = await api.loginAs(DEMO_EMAILS.orgAdmin);
    const path = { orgId: DEMO_IDS.retail, propId: DEMO_IDS.blog };
    const made = await client.PATCH('/property/{orgId}/{propId}', {
      params: { path },
      body: { is_default: true },
    });
    expect(made.data?.response.is_default).toBe(true);
    const list = await client.GET('/property/{orgId}', { params: { path: { orgId: DEMO_IDS.retail } } });
    expect(list.data?.response.filter((p) => p.is_default).map((p) => p.property_name)).toEqual([
      'Demo Blog',
    ]);
    const off = await client.PATCH('/property/{orgId}/{propId}', {
      params: { path },
      body: { property_active: false },
    });
    expect(off.error?.error.code).toBe('default_property');
  });

  it("a view-only user gets 403 'is not authorized' (and the catalogue's dialog)", async () => {
    const actions: ErrorAction[] = [];
    const tokens = memoryTokenStore();
    const client = createApiClient({ baseUrl: BASE_URL, tokens, onErrorAction: (a) => actions.push(a) });
    const login = await client.POST('/login', {
      body: { email: DEMO_EMAILS.viewer, password: DEMO_PASSWORD },
    });
    if (login.data?.response.action === 'success') tokens.set(login.data.response.token);

    expect(
      (await client.GET('/property/{orgId}', { params: { path: { orgId: DEMO_IDS.retail } } })).data
        ?.response,
    ).toHaveLength(2);
    const { error, response } = await client.POST('/property/{orgId}', {
      params: { path: { orgId: DEMO_IDS.retail } },
      body: { property_name: 'Viewer Site', url: 'https://viewer.demo.test' },
    });
    expect(response.status).toBe(403);
    expect(error?.error.code).toBe('forbidden');
    expect(error?.error.message).toContain('is not authorized');
    expect(actions).toEqual([{ kind: 'unauthorizedDialog', message: error?.error.message, statuscode: 403 }]);
    expect((await client.POST('/organizations', { body: { orgname: 'Nope' } })).response.status).toBe(403);
    expect(api.state.properties.some((p) => p.name === 'Viewer Site')).toBe(false);
  });

  it("another company's ids (and unassigned organizations) are 404", async () => {
    const owner = await api.loginAs(DEMO_EMAILS.owner);
    const other = await owner.GET('/organizations/{id}', {
      params: { path: { id: DEMO_IDS.otherOrganization } },
    });
    expect(other.response.status).toBe(404);
    expect(other.error?.error.code).toBe('not_found');
    const otherProperty = await owner.GET('/property/{orgId}/{propId}', {
      params: { path: { orgId: DEMO_IDS.otherOrganization, propId: DEMO_IDS.otherProperty } },
    });
    expect(otherProperty.response.status).toBe(404);
    const byName = await owner.GET('/organizationsbyname/{companyId}', {
      params: { path: { companyId: DEMO_IDS.otherCompany }, query: { name: 'other' } },
    });
    expect(byName.response.status).toBe(404);

    const viewer = await api.loginAs(DEMO_EMAILS.viewer);
    const unassigned = await viewer.GET('/organizations/{id}', { params: { path: { id: DEMO_IDS.health } } });
    expect(unassigned.response.status).toBe(404);
    expect((await viewer.GET('/organizations')).data?.response.map((o) => o.orgname)).toEqual([
      'Demo Retail',
    ]);
  });
});

describe('team', () => {
  it("lists the seed's four members of Demo Company", async () => {
    const owner = await api.loginAs(DEMO_EMAILS.owner);
    const { data } = await owner.GET('/team_member');
    expect(data?.response.map((m) => [m.email, m.role])).toEqual([
      [DEMO_EMAILS.admin, 'Company Administrator'],
      [DEMO_EMAILS.owner, 'Company Owner'],
      [DEMO_EMAILS.orgAdmin, 'Organization Administrator'],
      [DEMO_EMAILS.viewer, 'Organization View only'],
    ]);
  });

  it('invites a member, who sets a password from the mailed link and logs in', async () => {
    const owner = await api.loginAs(DEMO_EMAILS.owner);
    const invited = await owner.POST('/invite/user', {
      body: {
        email: 'ivy@demo.test',
        firstname: 'Ivy',
        lastname: 'Invited',
        role: 'Organization View only',
        organization_ids: [DEMO_IDS.health],
      },
    });
    expect(invited.data?.response).toMatchObject({ status: 'invited', organization_ids: [DEMO_IDS.health] });
    const mail = lastMailTo(api.state, 'ivy@demo.test');
    const [, id, token] = /\/setpassword\/(\d+)\?token=(\S+)/.exec(mail?.text ?? '') ?? [];
    const accepted = await api.client().POST('/invite/user/setpassword/{id}', {
      params: { path: { id: Number(id) }, query: { token: decodeURIComponent(token ?? '') } },
      body: { newpassword: 'Ivy-Passw0rd', confirmnewpassword: 'Ivy-Passw0rd' },
    });
    expect(accepted.data?.response).toEqual({ email: 'ivy@demo.test' });
    const ivy = await api.loginAs('ivy@demo.test', 'Ivy-Passw0rd');
    expect((await ivy.GET('/organizations')).data?.response.map((o) => o.orgname)).toEqual(['Demo Health']);

    const members = await owner.GET('/team_member', { params: { query: { orgid: DEMO_IDS.health } } });
    expect(members.data?.response.find((m) => m.email === 'ivy@demo.test')?.status).toBe('active');
  });

  it('an administrator cannot change the owner; a viewer cannot manage the team', async () => {
    const admin = await api.loginAs(DEMO_EMAILS.admin);
    const demote = await admin.PUT('/team_member/{userId}', {
      params: { path: { userId: DEMO_IDS.owner } },
      body: { role: 'Company Administrator' },
    });
    expect(demote.response.status).toBe(403);
    const viewer = await api.loginAs(DEMO_EMAILS.viewer);
    const remove = await viewer.DELETE('/team_member/{userId}', {
      params: { path: { userId: DEMO_IDS.orgAdmin } },
    });
    expect(remove.error?.error.code).toBe('forbidden');
  });
});

describe('quick start', () => {
  it('loads the defaults, saves a completed link, dismisses, records visited links', async () => {
    const client = await api.loginAs(DEMO_EMAILS.owner);
    const loaded = await client.GET('/quickstart');
    expect(loaded.data?.response).toMatchObject({
      isdismissed: false,
      isqstoplink: false,
      quickstart_visited_links: [],
    });
    const sections = loaded.data?.response.sections ?? [];
    expect(sections.map((s) => s.index)).toEqual(QUICKSTART_DEFAULT_SECTIONS.map((s) => s.index));
    expect(sections.flatMap((s) => s.quicklinks).some((l) => l.isactualbtnclicked)).toBe(false);

    const saved = await client.PUT('/quickstart', { body: { sections: completeLink(sections, 1) } });
    const link1 = saved.data?.response.sections[0]?.quicklinks.find((l) => l.linkid === 1);
    expect(link1).toMatchObject({ islinkclicked: true, isactualbtnclicked: true });
    const reloaded = await client.GET('/quickstart');
    expect(reloaded.data?.response.sections[0]?.quicklinks[0]?.isactualbtnclicked).toBe(true);

    const dismissed = await client.POST('/quickstart/dismiss', { body: { is_quickstart_dismissed: true } });
    expect(dismissed.data?.response).toEqual({ quickstart_dismissed: true });
    const visited = await client.POST('/quickstart/visitedlinks', {
      body: { quickstart_visited_links: [1, 4, 4] },
    });
    expect(visited.data?.response).toEqual({ quickstart_visited_links: [1, 4] });
    expect((await client.GET('/quickstart')).data?.response).toMatchObject({
      isdismissed: true,
      isqstoplink: true,
      quickstart_visited_links: [1, 4],
    });
    expect((await client.GET('/user')).data?.response.is_quickstart_dismissed).toBe(true);

    // Per user: the admin's quick start is untouched.
    const admin = await api.loginAs(DEMO_EMAILS.admin);
    expect((await admin.GET('/quickstart')).data?.response.isdismissed).toBe(false);
  });
});

describe('state', () => {
  it('belongs to one createMockState: two states do not share changes', async () => {
    const first = createMockState();
    const second = createMockState();

    api.use(first);
    const owner = await api.loginAs(DEMO_EMAILS.owner);
    await owner.POST('/organizations', { body: { orgname: 'Only In First' } });
    await owner.PUT('/user', { body: { firstname: 'Changed', lastname: 'Owner' } });
    expect(first.organizations.map((o) => o.name)).toContain('Only In First');

    api.use(second);
    expect(second.organizations.map((o) => o.name)).not.toContain('Only In First');
    expect(second.users.find((u) => u.email === DEMO_EMAILS.owner)?.firstname).toBe('Olivia');
    // The first state's token means nothing to the second.
    expect((await owner.GET('/user')).response.status).toBe(401);
    const again = await api.loginAs(DEMO_EMAILS.owner);
    expect((await again.GET('/organizations')).data?.response.map((o) => o.orgname)).toEqual([
      'Demo Health',
      'Demo Retail',
    ]);
    expect(createMockState().organizations).toHaveLength(first.organizations.length - 1);
  });
});
