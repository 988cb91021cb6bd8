import { responseProblems } from '@privacy-portal/openapi/contract';
import { errorAction } from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import {
  ANY_ORIGIN_BASE_URL,
  createErrorHandlers,
  DEMO_EMAILS,
  DEMO_IDS,
  DEMO_OTP,
  DEMO_PASSWORD,
  latestLink,
  signIn,
} from '../src/index.ts';
import { raw, setupMockApi } from './support.ts';

const api = setupMockApi();

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
}

/** Calls the operation `method template` and checks the answer against the contract's schema for its status. */
async function conforming(method: string, template: string, call: Call = {}, expected?: number) {
  let path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(call.params?.[name]));
  if (call.query) path += `?${new URLSearchParams(call.query).toString()}`;
  const res = await raw(method, path, { ...(call.token ? { token: call.token } : {}), body: call.body });
  if (expected !== undefined) expect(res.status, JSON.stringify(res.body)).toBe(expected);
  expect(
    responseProblems(template, method, res.status, res.body),
    `${method} ${template} ${res.status}`,
  ).toEqual([]);
  return res.body as { response?: Record<string, unknown> & unknown[]; message?: string };
}

describe('happy answers conform to the contract, per tag', () => {
  it('System', async () => {
    await conforming('get', '/health', {}, 200);
    await conforming('post', '/password/forgot', { body: { email: DEMO_EMAILS.owner } }, 200);
  });

  it('Authentication: the four login branches, keepalive, impersonation (single-use link, read-only), logout', async () => {
    for (const email of [
      DEMO_EMAILS.owner,
      DEMO_EMAILS.twoFactor,
      DEMO_EMAILS.registrationIncomplete,
      DEMO_EMAILS.pendingCheckout,
    ]) {
      await conforming('post', '/login', { body: { email, password: DEMO_PASSWORD } }, 200);
    }
    await conforming(
      'post',
      '/login',
      { body: { email: DEMO_EMAILS.twoFactor, password: DEMO_PASSWORD, otp: DEMO_OTP } },
      200,
    );
    const staff = signIn(api.state, DEMO_EMAILS.staff);
    const minted = await conforming(
      'post',
      '/impersonation',
      { token: staff, body: { user_id: DEMO_IDS.owner, reason: 'support ticket 42' } },
      200,
    );
    const link = { body: { token: String(minted.response?.token) } };
    await conforming('post', '/impersonation/preview', link, 200);
    const started = await conforming('post', '/impersonation/session', link, 200);
    await conforming('post', '/impersonation/session', link, 400);
    const impersonation = String(started.response?.token);
    await conforming('get', '/user', { token: impersonation }, 200);
    const refused = await conforming(
      'put',
      '/user',
      { token: impersonation, body: { firstname: 'X', lastname: 'Y' } },
      403,
    );
    expect(refused).toMatchObject({ error: { code: 'impersonation_read_only' } });
    await conforming('post', '/logout', { token: impersonation }, 204);
    const token = signIn(api.state, DEMO_EMAILS.owner);
    await conforming('post', '/keepalive', { token }, 200);
    await conforming('post', '/logout', { token }, 204);
  });

  it('Registration: sign-up, verification, the three steps, account checks', async () => {
    const person = {
      firstname: 'Nina',
      lastname: 'New',
      password: 'Str0ng-Passw0rd',
      confirmpassword: 'Str0ng-Passw0rd',
    };
    await conforming('post', '/register', { body: { ...person, email: 'nina@new.test' } }, 201);
    await conforming(
      'post',
      '/signup_new',
      { query: { plan_id: '3', units: '1', plan_type: '0' }, body: { ...person, email: 'nils@new.test' } },
      201,
    );
    await conforming('post', '/email/resend', { body: { email: 'nina@new.test' } }, 200);
    await conforming('get', '/email/check', { query: { email: 'nina@new.test' } }, 200);
    await conforming('get', '/check-account', { query: { email: 'nina@new.test' } }, 200);
    await conforming('get', '/register/checkemailverify', { query: { email: 'nina@new.test' } }, 200);
    await conforming('post', '/ip-check', {}, 200);
    const verified = await conforming(
      'post',
      '/email/verify',
      { body: { token: latestLink(api.state, 'nina@new.test', 'verify_email') } },
      200,
    );
    const registration = verified.response?.registration_token as string;
    const userid = String(verified.response?.userID);
    const query = { email: 'nina@new.test', userid };
    await conforming(
      'post',
      '/registration/company',
      { token: registration, query, body: { company_name: 'New Company', country: 'Austria' } },
      201,
    );
    const org = await conforming(
      'post',
      '/registration/organization',
      { token: registration, query, body: { orgname: 'New Organization' } },
      201,
    );
    const progress = await conforming('get', '/registration', { token: registration, query }, 200);
    expect(progress.response).toMatchObject({ step: 'property', company_name: 'New Company' });
    const done = await conforming(
      'post',
      '/registration/property',
      {
        token: registration,
        query,
        body: { organization_id: org.response?.id, property_name: 'New Website', url: 'https://new.test' },
      },
      201,
    );
    const token = signIn(api.state, 'nils@new.test');
    await conforming('post', '/user/verifyemail', { token }, 200);
    expect(done.response?.registration_complete).toBe(true);
  });

  it('Password', async () => {
    await conforming('post', '/password/forgot', { body: { email: DEMO_EMAILS.admin } }, 200);
    const token = latestLink(api.state, DEMO_EMAILS.admin, 'reset_password');
    await conforming(
      'post',
      '/password/reset',
      { body: { token, password: 'N3w-Password', confirmpassword: 'N3w-Password' } },
      200,
    );
    const session = signIn(api.state, DEMO_EMAILS.owner);
    await conforming(
      'post',
      '/password/change',
      {
        token: session,
        body: {
          current_password: DEMO_PASSWORD,
          new_password: 'An0ther-Password',
          confirm_password: 'An0ther-Password',
        },
      },
      200,
    );
  });

  it('Two-factor', async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    await conforming('get', '/get-app-authencation', { token }, 200);
    await conforming('post', '/create-app-authencation', { token }, 200);
    await conforming('post', '/update-app-authencation', { token, body: { code: DEMO_OTP } }, 200);
    await conforming('delete', '/delete-app-authencation', { token, body: { password: DEMO_PASSWORD } }, 200);
  });

  it('replayed reads: the recording of each tag, for the caller', async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    for (const path of [
      '/user',
      '/company',
      '/organizations',
      '/team_member',
      '/quickstart',
      '/notification',
    ])
      await conforming('get', path, { token }, 200);
    for (const path of ['/billing/list/subscription_list', '/licensed/property_license', '/cart'])
      await conforming('get', path, { token }, 200);
    await conforming('get', '/help/articles/{id}', { params: { id: 3 } }, 200);
    await conforming('get', '/billing/plan', {}, 200);
  });

  it('replayed writes: answered for the row they name with the fields sent, and kept in the lists', async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    const renamed = await conforming(
      'put',
      '/company',
      { token, body: { company_name: 'Demo Company GmbH' } },
      200,
    );
    expect(renamed.response).toMatchObject({ id: DEMO_IDS.company, company_name: 'Demo Company GmbH' });
    const created = await conforming(
      'post',
      '/organizations',
      { token, body: { orgname: 'Demo Travel' } },
      201,
    );
    const id = created.response?.id as number;
    const listed = await conforming('get', '/organizations', { token }, 200);
    const rows = (body: { response?: unknown }) => body.response as Array<{ id: number; orgname: string }>;
    expect(rows(listed).map((o) => [o.id, o.orgname])).toContainEqual([id, 'Demo Travel']);
    await conforming(
      'patch',
      '/organizations/{id}',
      { token, params: { id }, body: { description: 'Trips' } },
      200,
    );
    await conforming('delete', '/organizations/{id}', { token, params: { id } }, 204);
    const after = await conforming('get', '/organizations', { token }, 200);
    expect(rows(after).map((o) => o.id)).not.toContain(id);
    const invited = await conforming(
      'post',
      '/invite/user',
      {
        token,
        body: {
          email: 'ivy@demo.test',
          firstname: 'Ivy',
          lastname: 'Invited',
          role: 'Organization View only',
          organization_ids: [DEMO_IDS.retail],
        },
      },
      201,
    );
    expect(invited.response).toMatchObject({ email: 'ivy@demo.test', firstname: 'Ivy', status: 'invited' });
    await conforming(
      'post',
      '/cart',
      { token, body: { id: 5, quantity: 1, oid: DEMO_IDS.retail, pid: DEMO_IDS.blog } },
      201,
    );
    await conforming('post', '/billing/subscription/cancel', { token, body: { subscription_id: 1 } }, 200);
  });

  it('a write nobody recorded answers 501 naming where to record it', async () => {
    const res = await raw('post', '/billing/webhook', {
      body: { id: 'evt_1', type: 'invoice.paid', data: {} },
    });
    expect(res.status).toBe(501);
    expect(JSON.stringify(res.body)).toContain('record-fixtures');
  });
});

describe("the state handlers' refusals conform too", () => {
  it('401, 404, 400', async () => {
    const owner = signIn(api.state, DEMO_EMAILS.owner);
    await conforming('get', '/user', {}, 401);
    await conforming('post', '/login', { body: { email: DEMO_EMAILS.owner, password: 'wrong' } }, 401);
    await conforming(
      'get',
      '/organizations/{id}',
      { token: owner, params: { id: DEMO_IDS.otherOrganization } },
      404,
    );
    await conforming('post', '/organizations', { token: owner, body: { orgname: '  ' } }, 400);
    await conforming(
      'post',
      '/register',
      {
        body: { firstname: 'A', lastname: 'B', email: 'a@b.test', password: 'weak', confirmpassword: 'weak' },
      },
      400,
    );
    await conforming('get', '/health', {}, 200);
  });

  it('Notifications: 401 without a token, 400 for bad pages and bodies', async () => {
    const owner = signIn(api.state, DEMO_EMAILS.owner);
    for (const path of [
      '/notification',
      '/notificationtotalcount',
      '/notificationnewcount',
      '/notificationunreadcount',
    ]) {
      await conforming('get', path, {}, 401);
    }
    await conforming('put', '/notification/readall', {}, 401);
    await conforming('put', '/notification/time', {}, 401);
    await conforming('put', '/notification', { body: { ids: [1], read: true } }, 401);
    const bad = await conforming(
      'get',
      '/notification',
      { token: owner, query: { limit: '51', offset: '-1', page: 'two' } },
      400,
    );
    expect((bad as unknown as { error: { details: unknown[] } }).error.details).toEqual([
      { in: 'query', field: 'limit', reason: 'must be at most 50' },
      { in: 'query', field: 'offset', reason: 'must be at least 0' },
      { in: 'query', field: 'page', reason: 'must be a whole number' },
    ]);
    // ids alone (minProperties 2), an empty list, active true (only false clears), a repeated id.
    await conforming('put', '/notification', { token: owner, body: { ids: [1] } }, 400);
    await conforming('put', '/notification', { token: owner, body: { ids: [], read: true } }, 400);
    await conforming('put', '/notification', { token: owner, body: { ids: [1], active: true } }, 400);
    await conforming('put', '/notification', { token: owner, body: { ids: [1, 1], read: false } }, 400);
  });

  it("refuses a bad request with the server's own validator: same fields and reasons", async () => {
    const owner = signIn(api.state, DEMO_EMAILS.owner);
    const details = async (method: string, path: string, body: unknown, token?: string) => {
      const res = await raw(method, path, { body, ...(token ? { token } : {}) });
      expect(res.status).toBe(400);
      return (res.body as { error: { code: string; details?: unknown[] } }).error;
    };
    const person = { firstname: 'A', lastname: 'B', email: 'a@b.test' };
    // The contract's minLength comes before the password policy, as on the server.
    expect(
      await details('post', '/register', { ...person, password: 'weak', confirmpassword: 'weak' }),
    ).toEqual({
      code: 'validation_failed',
      message: 'body.password must be at least 8 characters',
      details: [{ in: 'body', field: 'password', reason: 'must be at least 8 characters' }],
    });
    expect(await details('post', '/organizations', { orgname: 'New', colour: 'red' }, owner)).toMatchObject({
      details: [{ in: 'body', field: 'colour', reason: 'is not a known field' }],
    });
    expect((await raw('post', '/organizations', { token: owner, rawBody: '{"orgname":' })).body).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
    });
    // Who asks comes first: an anonymous caller learns nothing about the shape of a private call.
    expect((await raw('post', '/organizations', { body: { colour: 'red' } })).status).toBe(401);
  });

  it('Help: 404 for an unknown article, 400 for a bad id, limit or query', async () => {
    await conforming('get', '/help/articles/{id}', { params: { id: 999 } }, 404);
    await conforming('get', '/help/articles/{id}', { params: { id: 'abc' } }, 400);
    await conforming('get', '/help/articles/popular', { query: { limit: '21' } }, 400);
    await conforming('get', '/help/articles', { query: { query: 'x'.repeat(201) } }, 400);
  });

  it('Contact: 400 for a short message, 401 for the list', async () => {
    const message = { name: 'Jane Doe', email: 'jane@example.test', message: 'Hello there, please call me.' };
    await conforming('post', '/contactus', { body: { ...message, message: 'Too short' } }, 400);
    await conforming('post', '/contactus', { body: { ...message, email: 'not-an-email' } }, 400);
    await conforming('post', '/contactus', { body: { ...message, topic: 'jobs' } }, 400);
    await conforming('get', '/contactus', {}, 401);
  });
});

describe('error factories answer the contract’s error body and reach the catalogue’s case', () => {
  const errors = createErrorHandlers(ANY_ORIGIN_BASE_URL);
  const cases = [
    {
      handler: errors.forbidden('/organizations', 'post'),
      method: 'post',
      path: '/organizations',
      status: 403,
      kind: 'unauthorizedDialog',
    },
    {
      handler: errors.tokenInvalid('/user', 'get'),
      method: 'get',
      path: '/user',
      status: 401,
      kind: 'logout',
    },
    { handler: errors.invalidCredentials(), method: 'post', path: '/login', status: 401, kind: 'logout' },
    { handler: errors.otpInvalid(), method: 'post', path: '/login', status: 401, kind: 'logout' },
    {
      handler: errors.notFound('/organizations/{id}'),
      method: 'get',
      path: '/organizations/{id}',
      status: 404,
      kind: 'errorPage',
    },
    {
      handler: errors.conflict('/organizations', 'post'),
      method: 'post',
      path: '/organizations',
      status: 409,
      kind: 'return',
    },
    {
      handler: errors.validationFailed('/organizations', 'post', {
        details: [{ in: 'body', field: 'orgname', reason: 'must not be blank' }],
      }),
      method: 'post',
      path: '/organizations',
      status: 400,
      kind: 'return',
    },
    { handler: errors.rateLimited(), method: 'post', path: '/login', status: 429, kind: 'return' },
    {
      handler: errors.internalError('/company'),
      method: 'get',
      path: '/company',
      status: 500,
      kind: 'errorPage',
    },
    {
      handler: errors.internalError('/organizations'),
      method: 'get',
      path: '/organizations',
      status: 500,
      kind: 'return',
    },
  ] as const;

  for (const c of cases) {
    it(`${c.status} on ${c.method.toUpperCase()} ${c.path}`, async () => {
      api.server.use(c.handler);
      const res = await raw(c.method, c.path.replace('{id}', '1'), {
        body: c.method === 'get' ? undefined : {},
      });
      expect(res.status).toBe(c.status);
      expect(responseProblems(c.path, c.method, c.status, res.body)).toEqual([]);
      const { code, message } = (res.body as { error: { code: string; message: string } }).error;
      expect(errorAction({ status: res.status, code, message, path: c.path }).kind).toBe(c.kind);
    });
  }

  it('forbidden says "is not authorized" (the dialog keys on it)', async () => {
    api.server.use(errors.forbidden('/organizations', 'post'));
    const res = await raw('post', '/organizations', { body: {} });
    expect((res.body as { error: { message: string } }).error.message).toContain('is not authorized');
  });

  it('subscription_inactive on a product path (400 or 409) opens the licence modal', async () => {
    for (const [path, status, product] of [
      ['/cookie', 400, 'Cookie Consent Management'],
      ['/consent-preference', 409, 'Consent Preference'],
      ['/social-fortuna', 400, 'Social Fortuna'],
    ] as const) {
      api.server.use(errors.subscriptionInactive(path, 'get', { status }));
      const res = await raw('get', path);
      expect(res.status).toBe(status);
      // Not a contract path yet: the body is checked against the contract's Error schema.
      expect(responseProblems('/organizations', 'post', status, res.body)).toEqual([]);
      const { code, message } = (res.body as { error: { code: string; message: string } }).error;
      expect(errorAction({ status, code, message, path })).toEqual({
        kind: 'licenceModal',
        product,
        message,
      });
    }
  });

  it('a network error fails the fetch (status 0 → 500 in the catalogue)', async () => {
    api.server.use(errors.networkError('/organizations'));
    await expect(raw('get', '/organizations')).rejects.toThrow(TypeError);
    expect(errorAction({ status: 0, path: '/company' })).toEqual({ kind: 'errorPage', statuscode: 500 });
  });

  it('`once` answers one request, then the state answers', async () => {
    api.server.use(errors.internalError('/health', 'get', { once: true }));
    expect((await raw('get', '/health')).status).toBe(500);
    expect((await raw('get', '/health')).status).toBe(200);
  });
});
