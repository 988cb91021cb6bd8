import {
  completeLink,
  createApiClient,
  type ErrorAction,
  memoryTokenStore,
  QUICKSTART_DEFAULT_SECTIONS,
} from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import {
  addNotification,
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
    // The registration made company, organization and property: Getting Started is complete.
    const token = again.data?.response.action === 'success' ? again.data.response.token : '';
    const quickstart = await client.GET('/quickstart', { headers: { Authorization: `Bearer ${token}` } });
    expect(quickstart.data?.response.sections[0]?.quicklinks.every((l) => l.isactualbtnclicked)).toBe(true);
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

describe('the bell', () => {
  // A fixed clock after the seed's notifications, so that "new" does not depend on the machine's time.
  const NOW = '2026-11-21T10:00:00.000Z';

  it('reads a page of 5, marks read, clears, marks all read; the counts follow', async () => {
    api.use(createMockState({ now: () => new Date(NOW) }));
    const owner = await api.loginAs(DEMO_EMAILS.owner);
    const counts = async () => ({
      total: (await owner.GET('/notificationtotalcount')).data?.response.count,
      new: (await owner.GET('/notificationnewcount')).data?.response.count,
      unread: (await owner.GET('/notificationunreadcount')).data?.response.count,
    });

    const first = (await owner.GET('/notification')).data?.response;
    expect(first?.notification_data.map((n) => n.id)).toEqual([6, 5, 4, 3, 2]);
    expect(first?.notification_data[0]).toMatchObject({
      notification: 'Vera Viewer accepted your invitation and joined Demo Company.',
      read: false,
      active: true,
    });
    expect(first).toMatchObject({ total: 6, new_count: 2, unread_count: 3 });
    expect(await counts()).toEqual({ total: 6, new: 2, unread: 3 });
    const second = await owner.GET('/notification', { params: { query: { page: 2 } } });
    expect(second.data?.response.notification_data.map((n) => n.id)).toEqual([1]);
    const byOffset = await owner.GET('/notification', { params: { query: { offset: 4, limit: 5 } } });
    expect(byOffset.data?.response.notification_data.map((n) => n.id)).toEqual([2, 1]);

    // Opening the bell: nothing is new any more; read state is another matter.
    const visited = await owner.PUT('/notification/time');
    expect(visited.data?.response).toEqual({ visited_at: NOW });
    expect(await counts()).toEqual({ total: 6, new: 0, unread: 3 });

    const read = await owner.PUT('/notification', { body: { ids: [6], read: true } });
    expect(read.data?.response).toEqual({ updated: 1 });
    expect(await counts()).toEqual({ total: 6, new: 0, unread: 2 });

    // Another user's id is a 404 that changes nothing: the admin cannot touch the owner's notification 5.
    const admin = await api.loginAs(DEMO_EMAILS.admin);
    const foreign = await admin.PUT('/notification', { body: { ids: [5, 7], read: true } });
    expect(foreign.response.status).toBe(404);
    expect(foreign.error?.error.code).toBe('not_found');
    expect((await admin.GET('/notificationunreadcount')).data?.response.count).toBe(1);

    const unknown = await owner.PUT('/notification', { body: { ids: [4, 999], active: false } });
    expect(unknown.response.status).toBe(404);
    const cleared = await owner.PUT('/notification', { body: { ids: [4], active: false } });
    expect(cleared.data?.response).toEqual({ updated: 1 });
    const after = (await owner.GET('/notification')).data?.response;
    expect(after?.notification_data.map((n) => n.id)).toEqual([6, 5, 3, 2, 1]);
    expect(after).toMatchObject({ total: 5, new_count: 0, unread_count: 1 });

    const all = await owner.PUT('/notification/readall');
    expect(all.data?.response).toEqual({ updated: 1 });
    expect(await counts()).toEqual({ total: 5, new: 0, unread: 0 });
    expect((await owner.PUT('/notification/readall')).data?.response).toEqual({ updated: 0 });

    // Marking unread again, and a notification that arrives after the visit.
    await owner.PUT('/notification', { body: { ids: [3], read: false } });
    addNotification(api.state, DEMO_EMAILS.owner, 'Demo Blog was deactivated by Oscar Orgadmin.');
    const latest = (await owner.GET('/notification', { params: { query: { limit: 2 } } })).data?.response;
    expect(latest?.notification_data.map((n) => n.notification)).toEqual([
      'Demo Blog was deactivated by Oscar Orgadmin.',
      'Vera Viewer accepted your invitation and joined Demo Company.',
    ]);
    expect(await counts()).toEqual({ total: 6, new: 0, unread: 2 });

    const noChange = await owner.PUT('/notification', { body: { ids: [6] } });
    expect(noChange.response.status).toBe(400);
    expect(noChange.error?.error.code).toBe('validation_failed');
  });

  it('events of the other tags notify: two-factor, an accepted invitation, a new role, a password change', async () => {
    api.use(createMockState({ now: () => new Date(NOW) }));
    const owner = await api.loginAs(DEMO_EMAILS.owner);
    const texts = async (client: typeof owner, limit = 1) =>
      (
        await client.GET('/notification', { params: { query: { limit } } })
      ).data?.response.notification_data.map((n) => n.notification);

    await owner.POST('/create-app-authencation');
    await owner.POST('/update-app-authencation', { body: { code: DEMO_OTP } });
    expect(await texts(owner)).toEqual(['Two-factor authentication was turned on for your account.']);

    await owner.POST('/invite/user', {
      body: {
        email: 'ivy@demo.test',
        firstname: 'Ivy',
        lastname: 'Invited',
        role: 'Organization View only',
        organization_ids: [DEMO_IDS.health],
      },
    });
    const [, id, token] =
      /\/setpassword\/(\d+)\?token=(\S+)/.exec(lastMailTo(api.state, 'ivy@demo.test')?.text ?? '') ?? [];
    await api.client().POST('/invite/user/setpassword/{id}', {
      params: { path: { id: Number(id) }, query: { token: decodeURIComponent(token ?? '') } },
      body: { newpassword: 'Ivy-Passw0rd', confirmnewpassword: 'Ivy-Passw0rd' },
    });
    expect(await texts(owner)).toEqual(['Ivy Invited accepted your invitation and joined Demo Company.']);

    await owner.PUT('/team_member/{userId}', {
      params: { path: { userId: DEMO_IDS.viewer } },
      body: { role: 'Organization Administrator', organization_ids: [DEMO_IDS.retail] },
    });
    const viewer = await api.loginAs(DEMO_EMAILS.viewer);
    expect(await texts(viewer)).toEqual(['Your role is now Organization Administrator.']);
    await viewer.POST('/password/change', {
      body: {
        current_password: DEMO_PASSWORD,
        new_password: 'Vera-Passw0rd-2',
        confirm_password: 'Vera-Passw0rd-2',
      },
    });
    expect(await texts(viewer, 5)).toEqual([
      'Your password was changed and your other sessions were signed out.',
      'Your role is now Organization Administrator.',
    ]);
  });

  it('counts notifications that arrive after the visit as new', async () => {
    let now = new Date(NOW);
    api.use(createMockState({ now: () => now }));
    const owner = await api.loginAs(DEMO_EMAILS.owner);
    await owner.PUT('/notification/time');
    now = new Date('2026-11-21T10:05:00.000Z');
    addNotification(api.state, DEMO_EMAILS.owner, 'Adam Admin invited Ivy Invited to Demo Health.');
    expect((await owner.GET('/notificationnewcount')).data?.response.count).toBe(1);
    await owner.PUT('/notification/time');
    expect((await owner.GET('/notificationnewcount')).data?.response.count).toBe(0);
  });
});

describe('help centre', () => {
  it('lists categories, searches, opens an article; reading changes the popular order', async () => {
    const client = api.client();
    const categories = (await client.GET('/help/categories')).data?.response;
    expect(categories).toEqual([
      { name: 'Account & Security', article_count: 2 },
      { name: 'Billing', article_count: 1 },
      { name: 'Consent Preference', article_count: 1 },
      { name: 'Cookie Consent', article_count: 2 },
      { name: 'DSAR', article_count: 2 },
      { name: 'Getting Started', article_count: 4 },
    ]);

    const banner = await client.GET('/help/articles', { params: { query: { query: 'Cookie BANNER' } } });
    expect(banner.data?.response[0]?.title).toBe('Set up your cookie banner');
    const dsar = await client.GET('/help/articles', { params: { query: { category: 'DSAR' } } });
    expect(dsar.data?.response.map((a) => a.title)).toEqual([
      'Create a DSAR web form',
      'Handle DSAR requests: workflow stages and deadlines',
    ]);
    const deadlines = await client.GET('/help/articles', {
      params: { query: { query: 'deadline', category: 'DSAR' } },
    });
    expect(deadlines.data?.response.map((a) => a.id)).toEqual([4]);
    const twoFactor = await client.GET('/help/articles', {
      params: { query: { query: 'how do I turn on two-factor authentication' } },
    });
    expect(twoFactor.data?.response[0]?.title).toBe('Turn on two-factor authentication');
    const none = await client.GET('/help/articles', { params: { query: { query: 'blockchain' } } });
    expect(none.data?.response).toEqual([]);
    const cookies = await client.GET('/help/articles', { params: { query: { query: 'cookies' } } });
    const withoutBanner = await client.GET('/help/articles', {
      params: { query: { query: 'cookies -banner' } },
    });
    expect(cookies.data?.response.map((a) => a.id)).toContain(1);
    expect(withoutBanner.data?.response.map((a) => a.id)).not.toContain(1);
    expect(withoutBanner.data?.response.length).toBeGreaterThan(0);
    // The category is its exact name.
    expect(
      (await client.GET('/help/articles', { params: { query: { category: 'dsar' } } })).data?.response,
    ).toEqual([]);
    expect((await client.GET('/help/articles')).data?.response).toHaveLength(9);

    const popular = async () =>
      (await client.GET('/help/articles/popular')).data?.response.map((a) => a.id) ?? [];
    expect(await popular()).toEqual([1, 3, 9, 2, 8]);

    const scanning = await client.GET('/help/articles', { params: { query: { query: 'scanning cookies' } } });
    const id = scanning.data?.response[0]?.id as number;
    const article = await client.GET('/help/articles/{id}', { params: { path: { id } } });
    expect(article.data?.response).toMatchObject({
      id: 2,
      title: 'Scan your website for cookies',
      categories: ['Cookie Consent'],
    });
    expect(article.data?.response.body.split('\n\n').length).toBeGreaterThan(2);
    for (let i = 0; i < 8; i++) await client.GET('/help/articles/{id}', { params: { path: { id } } });
    expect(await popular()).toEqual([1, 2, 3, 9, 8]);
    expect(
      (await client.GET('/help/articles/popular', { params: { query: { limit: 2 } } })).data?.response.map(
        (a) => a.id,
      ),
    ).toEqual([1, 2]);

    const missing = await client.GET('/help/articles/{id}', { params: { path: { id: 404 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe('not_found');
  });

  it('is there without the demo seed (product content)', async () => {
    api.use(createMockState({ seed: false }));
    expect((await api.client().GET('/help/articles/popular')).data?.response).toHaveLength(5);
  });
});

describe('contact us', () => {
  it('a visitor sends a message; staff lists it first; the owner gets 403', async () => {
    const sent = await api.client().POST('/contactus', {
      body: {
        name: 'Jane Doe',
        email: 'Jane.Doe@Example.test',
        message: 'Do you offer a DSAR licence for a single organization?',
      },
    });
    expect(sent.response.status).toBe(201);
    expect(sent.data?.message).toBe('Thank you, we will get back to you soon.');
    const id = sent.data?.response.id;

    const staff = await api.loginAs(DEMO_EMAILS.staff);
    const list = (await staff.GET('/contactus')).data?.response ?? [];
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({
      id,
      name: 'Jane Doe',
      email: 'jane.doe@example.test',
      company: '',
      topic: 'other',
      message: 'Do you offer a DSAR licence for a single organization?',
    });
    expect(list.map((m) => m.name).slice(1)).toEqual(['Lena Fischer', 'Marco Rossi', 'Hannah Schmidt']);

    const owner = await api.loginAs(DEMO_EMAILS.owner);
    const refused = await owner.GET('/contactus');
    expect(refused.response.status).toBe(403);
    expect(refused.error?.error.code).toBe('forbidden');
    expect(refused.error?.error.message).toContain('is not authorized');

    const short = await api.client().POST('/contactus', {
      body: { name: 'Jane Doe', email: 'jane@example.test', message: 'Hi' },
    });
    expect(short.error?.error.details).toEqual([
      { in: 'body', field: 'message', reason: 'must be at least 10 characters' },
    ]);
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
