import { responseProblems } from '@privacy-portal/openapi/contract';
import { errorAction } from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import {
  ANY_ORIGIN_BASE_URL,
  CHECKOUT_SUCCESS_URL,
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
    const list = await conforming('get', '/dev/mailbox', { query: { to: DEMO_EMAILS.owner } }, 200);
    const id = (list.response as unknown as Array<{ id: number }>)[0]?.id;
    await conforming('get', '/dev/mailbox/{id}', { params: { id: id ?? 0 } }, 200);
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

  it('Users', async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    await conforming('get', '/user', { token }, 200);
    await conforming('put', '/user', { token, body: { firstname: 'Liv', lastname: 'Owner' } }, 200);
    await conforming(
      'post',
      '/user',
      { token, body: { theme: 'dark', quickstart_visited_links: [1, 2, 2] } },
      200,
    );
    await conforming(
      'post',
      '/update_terms_and_conditions',
      { token, body: { email: DEMO_EMAILS.owner } },
      200,
    );
    await conforming(
      'post',
      '/user/defaultproperty',
      {
        token,
        body: {
          default_organization_property: { organization_id: DEMO_IDS.health, property_id: DEMO_IDS.clinic },
        },
      },
      200,
    );
    await conforming('get', '/role', { token }, 200);
  });

  it('Company', async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    await conforming('get', '/company', { token }, 200);
    await conforming(
      'put',
      '/company',
      { token, body: { company_name: 'Demo Company GmbH', phone: '+49 30 1234' } },
      200,
    );
    await conforming('get', '/company/service', { token }, 200);
  });

  it('Organizations', async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    await conforming('get', '/organizations', { token }, 200);
    await conforming('get', '/organizations', { token, query: { required: 'property' } }, 200);
    const created = await conforming(
      'post',
      '/organizations',
      { token, body: { orgname: 'Demo Travel' } },
      201,
    );
    const id = created.response?.id as number;
    await conforming('get', '/organizations/{id}', { token, params: { id } }, 200);
    await conforming(
      'put',
      '/organizations/{id}',
      { token, params: { id }, body: { orgname: 'Demo Trips', description: '', country: 'Spain' } },
      200,
    );
    await conforming(
      'patch',
      '/organizations/{id}',
      { token, params: { id }, body: { description: 'Holidays' } },
      200,
    );
    await conforming(
      'get',
      '/organizations/{id}/{propId}',
      { token, params: { id: DEMO_IDS.retail, propId: DEMO_IDS.blog } },
      200,
    );
    await conforming(
      'get',
      '/organizationsbyname/{companyId}',
      { token, params: { companyId: DEMO_IDS.company }, query: { name: 'demo' } },
      200,
    );
    await conforming('delete', '/organizations/{id}', { token, params: { id } }, 204);
  });

  it('Properties', async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    const orgId = DEMO_IDS.retail;
    await conforming('get', '/property/{orgId}', { token, params: { orgId } }, 200);
    const created = await conforming(
      'post',
      '/property/{orgId}',
      { token, params: { orgId }, body: { property_name: 'Demo Outlet', url: 'https://outlet.demo.test' } },
      201,
    );
    const propId = created.response?.property_id as number;
    await conforming('get', '/property/{orgId}/{propId}', { token, params: { orgId, propId } }, 200);
    await conforming(
      'put',
      '/property/{orgId}/{propId}',
      {
        token,
        params: { orgId, propId },
        body: { property_name: 'Demo Outlet 2', url: 'https://outlet2.demo.test' },
      },
      200,
    );
    await conforming(
      'patch',
      '/property/{orgId}/{propId}',
      { token, params: { orgId, propId }, body: { is_default: true } },
      200,
    );
    await conforming('delete', '/property/{orgId}/{propId}', { token, params: { orgId, propId } }, 204);
  });

  it('Team', async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    await conforming('get', '/team_member', { token }, 200);
    await conforming('get', '/team_member', { token, query: { orgid: String(DEMO_IDS.retail) } }, 200);
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
          organization_ids: [DEMO_IDS.health],
        },
      },
      201,
    );
    const userId = invited.response?.uid as number;
    await conforming(
      'post',
      '/invite/user/company',
      { token, body: { email: 'carl@demo.test', firstname: 'Carl', lastname: 'Company' } },
      201,
    );
    await conforming('post', '/invite/user/resend', { token, body: { user_id: userId } }, 200);
    await conforming(
      'put',
      '/team_member/{userId}',
      {
        token,
        params: { userId },
        body: { role: 'Organization Administrator', organization_ids: [DEMO_IDS.health] },
      },
      200,
    );
    const link = latestLink(api.state, 'ivy@demo.test', 'invite') as string;
    await conforming(
      'post',
      '/invite/user/setpassword/{id}',
      {
        params: { id: userId },
        query: { token: link },
        body: { newpassword: 'Ivy-Passw0rd', confirmnewpassword: 'Ivy-Passw0rd' },
      },
      200,
    );
    await conforming(
      'get',
      '/available/user/organization/{orgId}',
      { token, params: { orgId: DEMO_IDS.retail } },
      200,
    );
    await conforming('get', '/available/user/company', { token }, 200);
    await conforming('delete', '/team_member/{userId}', { token, params: { userId } }, 204);
  });

  it('Quick start', async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    const loaded = await conforming('get', '/quickstart', { token }, 200);
    await conforming('put', '/quickstart', { token, body: { sections: loaded.response?.sections } }, 200);
    await conforming('post', '/quickstart/dismiss', { token, body: { is_quickstart_dismissed: true } }, 200);
    await conforming(
      'post',
      '/quickstart/visitedlinks',
      { token, body: { quickstart_visited_links: [1, 4] } },
      200,
    );
  });

  it('Notifications', async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    const page = await conforming('get', '/notification', { token }, 200);
    expect(page.response?.notification_data).toHaveLength(5);
    await conforming('get', '/notification', { token, query: { limit: '2', page: '3' } }, 200);
    await conforming('get', '/notification', { token, query: { offset: '5' } }, 200);
    await conforming('put', '/notification', { token, body: { ids: [6, 5], read: true } }, 200);
    await conforming('put', '/notification', { token, body: { ids: [1], active: false } }, 200);
    await conforming('put', '/notification/readall', { token }, 200);
    await conforming('put', '/notification/time', { token }, 200);
    await conforming('get', '/notificationtotalcount', { token }, 200);
    await conforming('get', '/notificationnewcount', { token }, 200);
    await conforming('get', '/notificationunreadcount', { token }, 200);
    // A user without company (platform staff) has a bell too, an empty one.
    const staff = signIn(api.state, DEMO_EMAILS.staff);
    await conforming('get', '/notification', { token: staff }, 200);
  });

  it('Help (public)', async () => {
    const all = await conforming('get', '/help/articles', {}, 200);
    expect(all.response?.length).toBeGreaterThanOrEqual(8);
    await conforming('get', '/help/articles', { query: { query: 'cookie banner' } }, 200);
    await conforming('get', '/help/articles', { query: { category: 'DSAR' } }, 200);
    await conforming('get', '/help/articles', { query: { query: 'nothing matches this' } }, 200);
    await conforming('get', '/help/articles/popular', {}, 200);
    await conforming('get', '/help/articles/popular', { query: { limit: '20' } }, 200);
    await conforming('get', '/help/articles/{id}', { params: { id: 1 } }, 200);
    await conforming('get', '/help/categories', {}, 200);
  });

  it('Contact', async () => {
    await conforming(
      'post',
      '/contactus',
      {
        body: { name: 'Jane Doe', email: 'jane@example.test', message: 'Please call me back about pricing.' },
      },
      201,
    );
    await conforming(
      'post',
      '/contactus',
      {
        body: {
          name: 'Jon Roe',
          email: 'jon@example.test',
          company: 'Roe Ltd',
          topic: 'support',
          message: 'The cookie banner does not show on our blog.',
        },
      },
      201,
    );
    const staff = signIn(api.state, DEMO_EMAILS.staff);
    await conforming('get', '/contactus', { token: staff }, 200);
  });

  // About 40 calls: more time than the default on a busy 2-core machine.
  it('Billing, Cart, Subscriptions and Licences: a purchase from the cart to an assigned licence', {
    timeout: 30_000,
  }, async () => {
    const token = signIn(api.state, DEMO_EMAILS.owner);
    const scope = { oid: String(DEMO_IDS.retail), pid: String(DEMO_IDS.store) };
    await conforming('get', '/billing/plan', {}, 200);
    await conforming('get', '/billing/plan/features', {}, 200);
    await conforming('get', '/billing/list/subscription', { token }, 200);
    await conforming('get', '/billing/current/plan', { token, query: scope }, 200);
    await conforming('get', '/billing/plan/allowed-features', { token, query: scope }, 200);
    await conforming(
      'post',
      '/enterprise-plan/request',
      { token, body: { email_id: 'owner@demo.test', product_name: ['DSAR'] } },
      201,
    );
    const cookie = api.state.plans.find(
      (p) => p.type === 0 && p.tier === 'essentials' && p.cycle === 'monthly',
    );
    const added = await conforming(
      'post',
      '/cart',
      { token, body: { id: cookie?.id, quantity: 2, oid: DEMO_IDS.retail, pid: DEMO_IDS.blog } },
      201,
    );
    const itemId = (added.response as unknown as { id: number }).id;
    await conforming('put', '/cart/update', { token, body: { id: itemId, quantity: 3 } }, 200);
    await conforming('get', '/cart', { token }, 200);
    await conforming(
      'get',
      '/billing/check_coupon/{coupon_code}',
      { token, params: { coupon_code: 'WELCOME10' } },
      200,
    );
    await conforming(
      'get',
      '/billing/check_coupon/{coupon_code}',
      { token, params: { coupon_code: 'NOPE' } },
      404,
    );
    const review = await conforming(
      'get',
      '/billing/checkout/available',
      { token, query: { coupon_code: 'SPRING25' } },
      200,
    );
    expect(review.response).toMatchObject({ percent_off: 25, coupon_code: 'SPRING25' });
    const session = await conforming(
      'post',
      '/billing/checkout/session',
      { token, body: { coupon_code: 'SPRING25' } },
      201,
    );
    expect(session.response).toMatchObject({ url: CHECKOUT_SUCCESS_URL });
    expect((await conforming('get', '/cart', { token }, 200)).response).toMatchObject({ count: 0 });
    await conforming('post', '/billing/checkout/session', { token, body: {} }, 409);
    // The first of the three Cookie Consent licences went to the selected property (Demo Store
    // holds the demo's own already).
    const blog = await conforming(
      'get',
      '/property/{orgId}/{propId}',
      { token, params: { orgId: DEMO_IDS.retail, propId: DEMO_IDS.blog } },
      200,
    );
    expect(blog.response).toMatchObject({ license_assigned: true, name: ['Cookie'] });
    const list = await conforming('get', '/billing/list/subscription_list', { token }, 200);
    const newest = (
      list.response as unknown as Array<{
        id: number;
        stripe_sub_id: string;
        sub_item_id: string;
        quantity: number;
        licences: Array<{ id: number; assigned_to: unknown }>;
      }>
    )[0];
    expect(newest?.quantity).toBe(3);
    expect(newest?.licences.filter((l) => l.assigned_to)).toHaveLength(1);
    const id = newest?.id as number;
    const free = newest?.licences.find((l) => !l.assigned_to)?.id;
    await conforming('get', '/billing/subscription/{id}', { token, params: { id } }, 200);
    await conforming(
      'post',
      '/assign/license/property',
      { token, body: { licence_id: free, property_id: DEMO_IDS.blog } },
      200,
    );
    await conforming('post', '/unassign/license/property', { token, body: { licence_id: free } }, 200);
    await conforming('post', '/unassign/license/organization', { token, body: { licence_id: 1 } }, 200);
    await conforming(
      'post',
      '/assign/license/organization',
      { token, body: { licence_id: 1, organization_id: DEMO_IDS.health } },
      200,
    );
    await conforming(
      'post',
      '/billing/subscription/update',
      { token, body: { subscription_id: id, quantity: 4 } },
      200,
    );
    const pro = api.state.plans.find(
      (p) => p.type === 0 && p.tier === 'professional' && p.cycle === 'monthly',
    );
    const upgrade = {
      stripe_sub_id: newest?.stripe_sub_id,
      prev_stripe_plan_id: cookie?.stripe_plan_id,
      new_stripe_plan_id: pro?.stripe_plan_id,
      sub_item_id: newest?.sub_item_id,
      quantity: 4,
    };
    await conforming('post', '/billing/upgrade/plan', { token, body: upgrade }, 200);
    await conforming('post', '/billing/subscription/cancel', { token, body: { subscription_id: id } }, 200);
    await conforming(
      'post',
      '/billing/checkout/trialsession',
      { token, body: { plan_id: pro?.id ?? 0, oid: DEMO_IDS.health, pid: DEMO_IDS.clinic } },
      201,
    );
    await conforming('get', '/billing/list/invoice', { token, query: { limit: '5' } }, 200);
    await conforming('get', '/billing/account', { token }, 200);
    await conforming('post', '/billing/customerportal/session', { token }, 201);
    await conforming('post', '/billing/update/card/session', { token }, 201);
    await conforming('get', '/license/history', { token }, 200);
    for (const path of [
      '/licensed/property',
      '/licensed/organizations',
      '/unlicensed/organizations',
      '/licensed/property_license',
    ])
      await conforming('get', path, { token }, 200);
    await conforming('get', '/unlicensed/property', { token, query: { type: '0' } }, 200);
    await conforming('get', '/property_license/{orgId}', { token, params: { orgId: DEMO_IDS.retail } }, 200);
    await conforming(
      'get',
      '/property_license/{orgId}/{propId}',
      { token, params: { orgId: DEMO_IDS.retail, propId: DEMO_IDS.store } },
      200,
    );
    for (const kind of ['form', 'request', 'workflow'])
      await conforming(
        'get',
        `/available/${kind}/{orgId}`,
        { token, params: { orgId: DEMO_IDS.health } },
        200,
      );
    await conforming(
      'get',
      '/available/scan/{orgId}/{propId}',
      { token, params: { orgId: DEMO_IDS.retail, propId: DEMO_IDS.store } },
      200,
    );
  });
});

describe("the state handlers' refusals conform too", () => {
  it('401, 403, 404, 400, 503', async () => {
    const viewer = signIn(api.state, DEMO_EMAILS.viewer);
    const owner = signIn(api.state, DEMO_EMAILS.owner);
    await conforming('get', '/user', {}, 401);
    await conforming('post', '/login', { body: { email: DEMO_EMAILS.owner, password: 'wrong' } }, 401);
    await conforming(
      'post',
      '/property/{orgId}',
      {
        token: viewer,
        params: { orgId: DEMO_IDS.retail },
        body: { property_name: 'X', url: 'https://x.test' },
      },
      403,
    );
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
    api.state.settings.databaseUp = false;
    await conforming('get', '/health', {}, 503);
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

  it('Contact: 400 for a short message, 401/403 for the list', async () => {
    const message = { name: 'Jane Doe', email: 'jane@example.test', message: 'Hello there, please call me.' };
    await conforming('post', '/contactus', { body: { ...message, message: 'Too short' } }, 400);
    await conforming('post', '/contactus', { body: { ...message, email: 'not-an-email' } }, 400);
    await conforming('post', '/contactus', { body: { ...message, topic: 'jobs' } }, 400);
    await conforming('get', '/contactus', {}, 401);
    const owner = signIn(api.state, DEMO_EMAILS.owner);
    const refused = await conforming('get', '/contactus', { token: owner }, 403);
    expect((refused as unknown as { error: { message: string } }).error.message).toContain(
      'is not authorized',
    );
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
