import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_CARD, postCard } from './support/billing.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('a new customer, from sign-up to a read-only teammate', () => {
  const email = 'jane.doe@acme.test';
  const password = 'Str0ng-Passw0rd';
  let ownerToken = '';
  let orgId = 0;

  it('signs up with the plan and campaign values and gets a verification mail', async () => {
    const api = server.client();
    const { data, response } = await api.POST('/signup_new', {
      params: {
        query: {
          plan_id: 'price_cookieConsent_essentials_monthly',
          units: '2',
          plan_type: '0',
          utm_source: 'newsletter',
          utm_medium: 'email',
        },
      },
      body: { firstname: 'Jane', lastname: 'Doe', email, password, confirmpassword: password },
    });
    expect(response.status).toBe(201);
    expect(data?.response).toMatchObject({ email, emailVerified: false });
    const mail = await server.lastMail(email);
    expect(mail.subject).toBe('Verify your email address for Privacy Portal');
    const link = await server.lastLink(email);
    expect(link.pathname).toMatch(/^\/verify-email\/[\w-]{20,}$/);
    // The spec's fixed order: plan_id, plan_type, units, coupon_code, utm_source, utm_medium, utm_string.
    expect([...link.searchParams.keys()]).toEqual([
      'plan_id',
      'plan_type',
      'units',
      'utm_source',
      'utm_medium',
    ]);
  });

  it('cannot log in to a finished account yet: login answers required', async () => {
    const { data } = await server.client().POST('/login', { body: { email, password } });
    expect(data?.response).toMatchObject({ action: 'required', email });
  });

  it('verifies the address, registers company, organization and property, and is logged in', async () => {
    const api = server.client();
    const link = await server.lastLink(email);
    const token = link.pathname.split('/').pop() as string;
    const verified = await api.POST('/email/verify', { body: { token } });
    expect(verified.data?.response).toMatchObject({ emailVerified: true, registration_required: true });
    expect(verified.data?.response.signup).toMatchObject({
      plan_id: 'price_cookieConsent_essentials_monthly',
      units: '2',
    });
    const again = await api.POST('/email/verify', { body: { token } });
    expect(again.response.status).toBe(400);
    expect(again.error?.error.code).toBe('link_invalid');

    const reg = server.client(verified.data?.response.registration_token as string);
    const userid = verified.data?.response.userID as number;
    const query = { email, userid };
    const company = await reg.POST('/registration/company', {
      params: { query },
      body: { company_name: 'Acme GmbH', country: 'Germany' },
    });
    expect(company.response.status).toBe(201);
    expect(company.data?.response.company_name).toBe('Acme GmbH');
    const org = await reg.POST('/registration/organization', {
      params: { query },
      body: { orgname: 'Acme Europe' },
    });
    expect(org.response.status).toBe(201);
    const property = await reg.POST('/registration/property', {
      params: { query },
      body: {
        organization_id: org.data?.response.id as number,
        property_name: 'Acme Shop',
        url: 'https://shop.acme.test',
      },
    });
    expect(property.response.status).toBe(201);
    expect(property.data?.response.user).toMatchObject({
      role: 'Company Owner',
      registration_complete: true,
      emailVerified: true,
    });
    ownerToken = property.data?.response.token as string;
    // The registration token is spent.
    const reuse = await reg.POST('/registration/organization', {
      params: { query },
      body: { orgname: 'Other' },
    });
    expect(reuse.response.status).toBe(401);
  });

  it('is sent to pay for the plan of the sign-up, and logs in once it is paid', async () => {
    const first = await server.client().POST('/login', { body: { email, password } });
    expect(first.data?.response.action).toBe('statusRequired');
    const uri = first.data?.response.action === 'statusRequired' ? first.data.response.uri : '';
    // The test provider's payment page, with the plan and the units of the sign-up link.
    expect(uri).toMatch(/^\/test-provider\/checkout\/cs_test_/);
    const page = await (await fetch(`${server.url}${uri}`)).text();
    expect(page).toContain('Essentials Cookie Consent');
    expect(page).toContain('$58.00');

    const declined = await postCard(server, uri, { ...GOOD_CARD, number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    const stillPending = await server.client().POST('/login', { body: { email, password } });
    expect(stillPending.data?.response.action).toBe('statusRequired');

    const paid = await postCard(server, uri, GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/settings/billing/manage?success=true');
    const after = await server.client().POST('/login', { body: { email, password } });
    expect(after.data?.response.action).toBe('success');
    const token = after.data?.response.action === 'success' ? after.data.response.token : '';
    const subs = (await server.client(token).GET('/billing/list/subscription_list')).data?.response ?? [];
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active', quantity: 2, plan: { name: 'Essentials', type: 0 } });
    // The first licence went to the sign-up's property.
    expect(subs[0]?.licences.map((l) => l.assigned_to?.name ?? null)).toEqual(['Acme Shop', null]);
  });

  it('turns on TOTP two-factor and then needs the code to log in', async () => {
    const api = server.client(ownerToken);
    const setup = await api.POST('/create-app-authencation');
    expect(setup.data?.response.otpauth_uri).toMatch(
      /^otpauth:\/\/totp\/Privacy%20Portal:jane\.doe%40acme\.test\?secret=/,
    );
    expect(setup.data?.response.qr_code).toMatch(/^data:image\/png;base64,/);
    const secret = setup.data?.response.secret as string;
    const wrong = await api.POST('/update-app-authencation', { body: { code: '000000' } });
    expect(wrong.response.status).toBe(400);
    const on = await api.POST('/update-app-authencation', { body: { code: authenticator.generate(secret) } });
    expect(on.data?.response.recovery_codes).toHaveLength(10);
    expect((await api.GET('/get-app-authencation')).data?.response).toMatchObject({
      enabled: true,
      recovery_codes_remaining: 10,
    });

    const anon = server.client();
    const first = await anon.POST('/login', { body: { email, password } });
    expect(first.data?.response).toEqual({ action: 'otpRequired', email });
    const bad = await anon.POST('/login', { body: { email, password, otp: '123456' } });
    expect(bad.response.status).toBe(401);
    expect(bad.error?.error.code).toBe('otp_invalid');
    const good = await anon.POST('/login', {
      body: { email, password, otp: authenticator.generate(secret) },
    });
    expect(good.data?.response.action).toBe('success');
    const recovery = on.data?.response.recovery_codes[0] as string;
    const byRecovery = await anon.POST('/login', { body: { email, password, recovery_code: recovery } });
    expect(byRecovery.data?.response.action).toBe('success');
    const reused = await anon.POST('/login', { body: { email, password, recovery_code: recovery } });
    expect(reused.response.status).toBe(401);
    if (good.data?.response.action === 'success') ownerToken = good.data.response.token;
  });

  it('creates an organization and a property', async () => {
    const api = server.client(ownerToken);
    const org = await api.POST('/organizations', { body: { orgname: 'Acme Health', country: 'France' } });
    expect(org.response.status).toBe(201);
    orgId = org.data?.response.id as number;
    const prop = await api.POST('/property/{orgId}', {
      params: { path: { orgId } },
      body: { property_name: 'Acme Clinic', url: 'https://clinic.acme.test' },
    });
    expect(prop.response.status).toBe(201);
    expect(prop.data?.response).toMatchObject({
      property_name: 'Acme Clinic',
      is_default: true,
      property_active: true,
    });
    const list = await api.GET('/organizations');
    expect(list.data?.response.map((o) => o.orgname)).toEqual(['Acme Europe', 'Acme Health']);
  });

  it('invites a teammate as Organization View only, who sets a password, logs in and cannot write', async () => {
    const api = server.client(ownerToken);
    const teammate = 'tom.viewer@acme.test';
    const invited = await api.POST('/invite/user', {
      body: {
        email: teammate,
        firstname: 'Tom',
        lastname: 'Viewer',
        role: 'Organization View only',
        organization_ids: [orgId],
      },
    });
    expect(invited.response.status).toBe(201);
    expect(invited.data?.response).toMatchObject({
      status: 'invited',
      role: 'Organization View only',
      organization_ids: [orgId],
    });
    const mail = await server.lastMail(teammate);
    expect(mail.subject).toBe('Jane Doe invited you to Acme GmbH on Privacy Portal');
    const link = await server.lastLink(teammate);
    const uid = Number(link.pathname.split('/').pop());
    const token = link.searchParams.get('token') as string;

    const anon = server.client();
    const set = await anon.POST('/invite/user/setpassword/{id}', {
      params: { path: { id: uid }, query: { token } },
      body: { newpassword: 'Viewer-Passw0rd', confirmnewpassword: 'Viewer-Passw0rd' },
    });
    expect(set.data?.response.email).toBe(teammate);
    const { api: viewer } = await server.login(teammate, 'Viewer-Passw0rd');

    const me = await viewer.GET('/user');
    expect(me.data?.response).toMatchObject({ role: 'Organization View only', emailVerified: true });
    const orgs = await viewer.GET('/organizations');
    expect(orgs.data?.response.map((o) => o.orgname)).toEqual(['Acme Health']);

    const create = await viewer.POST('/property/{orgId}', {
      params: { path: { orgId } },
      body: { property_name: 'Sneaky', url: 'https://sneaky.acme.test' },
    });
    expect(create.response.status).toBe(403);
    expect(create.error?.error).toMatchObject({ code: 'forbidden' });
    expect(create.error?.error.message).toContain('is not authorized');
    const rename = await viewer.PATCH('/organizations/{id}', {
      params: { path: { id: orgId } },
      body: { orgname: 'Mine now' },
    });
    expect(rename.response.status).toBe(403);
    const after = await api.GET('/property/{orgId}', { params: { path: { orgId } } });
    expect(after.data?.response.map((p) => p.property_name)).toEqual(['Acme Clinic']);
    // The organization they were not invited to does not exist for them.
    const other =
      orgs.data?.response.length === 1 ? (await api.GET('/organizations')).data?.response[0]?.id : 0;
    const hidden = await viewer.GET('/organizations/{id}', { params: { path: { id: other as number } } });
    expect(hidden.response.status).toBe(404);
  });
});
