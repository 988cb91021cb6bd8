import { randomBytes } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOOKUPS_PER_CLIENT, MAILS_PER_HOUR } from '../src/modules/auth/limiters.ts';
import { demoIds, registrationToken } from './support/contract-cases.ts';
import { inviteMember } from './support/demo-team.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/harness.ts';
import { grant } from './support/licence-fixture.ts';

const JWT_SECRET = randomBytes(32).toString('hex');
const MAX_FAILURES = 3;
const INCORRECT = 'Incorrect email or password';
const FORGOT_MESSAGE = 'If an account exists for this address, we sent a link to reset the password.';

let server: TestServer;
let clientIp = '';
let retailId = 0;

beforeAll(async () => {
  server = await startTestServer({ loginMaxFailures: MAX_FAILURES, jwtSecret: JWT_SECRET });
  const ip = await server.client().POST('/ip-check');
  clientIp = ip.data?.response.UserIP as string;
  const { api } = await server.login('owner@demo.test');
  const orgs = await api.GET('/organizations');
  retailId = orgs.data?.response.find((o) => o.orgname === 'Demo Retail')?.id as number;
  // newMember() adds more members to Demo Retail than its DSAR Professional plan allows (5); user
  // limits are not what these tests are about (billing-limits.test.ts), so Demo Blog (Demo Store
  // already holds the demo's Cookie Consent Professional licence) gets a Cookie Consent Enterprise
  // licence (unlimited users).
  const demo = await demoIds(server.running.deps.db);
  await grant(server.running.deps.db, {
    companyId: demo.companyId,
    plan: 'price_cookieConsent_enterprise_monthly',
    assign: [{ product: 'cookieConsent', propertyId: demo.blogId }],
  });
});
afterAll(() => server?.close());

// Every request of this file comes from one address, which may fail 4 × MAX_FAILURES times before it
// is blocked as a whole (and check, sign up and use links a limited number of times); the per-address
// limits are not what most of these tests are about, so they start afresh.
beforeEach(async () => {
  if (!clientIp) return;
  for (const kind of ['ip', 'lookup', 'signup', 'token']) {
    await server.running.deps.limiters.reset(`${kind}:${clientIp}`);
  }
});

const anon = () => server.client();

async function loginAs(email: string, password: string) {
  return anon().POST('/login', { body: { email, password } });
}

/** An active Organization View only member of Demo Retail, invited by the owner, with its own password. */
const newMember = (email: string, password?: string) => inviteMember(server, retailId, email, password);

async function signUp(email: string, password = 'Str0ng-Passw0rd') {
  const res = await anon().POST('/register', {
    body: { firstname: 'Rita', lastname: 'Register', email, password, confirmpassword: password },
  });
  expect(res.response.status).toBe(201);
  return { userID: res.data?.response.userID as number, email, password };
}

const linkToken = (link: URL) => link.pathname.split('/').pop() as string;

describe('login', () => {
  it('refuses a wrong password with "Incorrect email or password"', async () => {
    const res = await loginAs('admin@demo.test', 'Wrong-Passw0rd');
    expect(res.response.status).toBe(401);
    expect(res.error?.error).toMatchObject({ code: 'invalid_credentials', message: INCORRECT });
    // The failure does not lock the account: the right password still works.
    const ok = await loginAs('admin@demo.test', DEMO_PASSWORD);
    expect(ok.data?.response.action).toBe('success');
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const res = await loginAs('ghost@acme.test', DEMO_PASSWORD);
    expect(res.response.status).toBe(401);
    expect(res.error?.error).toMatchObject({ code: 'invalid_credentials', message: INCORRECT });
  });

  it(`blocks an account after ${MAX_FAILURES} failures with 429, retry_after and Retry-After, even with the right password`, async () => {
    const user = await newMember('blocked@acme.test');
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await loginAs(user.email, 'Wrong-Passw0rd');
      expect(res.response.status).toBe(401);
      expect(res.error?.error.code).toBe('invalid_credentials');
    }
    const blocked = await loginAs(user.email, user.password);
    expect(blocked.response.status).toBe(429);
    expect(blocked.error?.error.code).toBe('rate_limited');
    expect(blocked.error?.error.message).toMatch(/^Too many failed logins\. Try again in \d+ minutes?\.$/);
    const retryAfter = blocked.error?.error.retry_after as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.response.headers.get('retry-after')).toBe(String(retryAfter));
    // Another account from the same address is not affected.
    const other = await loginAs('admin@demo.test', DEMO_PASSWORD);
    expect(other.data?.response.action).toBe('success');
  });

  it("does not count successful logins, and a success gives back its address's earlier failures", async () => {
    const user = await newMember('counter@acme.test');
    for (let i = 0; i < MAX_FAILURES + 1; i++) {
      expect((await loginAs(user.email, user.password)).data?.response.action).toBe('success');
    }
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      expect((await loginAs(user.email, 'Wrong-Passw0rd')).response.status).toBe(401);
    }
    expect((await loginAs(user.email, user.password)).data?.response.action).toBe('success');
    // The owner's typos from this address are forgiven by the success (guessers elsewhere meet the
    // account-wide limit, login-lockout.test.ts): the pair's full allowance again, then the block.
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await loginAs(user.email, 'Wrong-Passw0rd')).response.status).toBe(401);
    }
    expect((await loginAs(user.email, user.password)).response.status).toBe(429);
  });

  it('does not let an invited person log in before they accept the invitation', async () => {
    const { api: owner } = await server.login('owner@demo.test');
    const email = 'pending@acme.test';
    const invited = await owner.POST('/invite/user', {
      body: {
        email,
        firstname: 'Pat',
        lastname: 'Pending',
        role: 'Organization View only',
        organization_ids: [retailId],
      },
    });
    expect(invited.data?.response.status).toBe('invited');
    const res = await loginAs(email, DEMO_PASSWORD);
    expect(res.response.status).toBe(401);
    expect(res.error?.error).toMatchObject({ code: 'invalid_credentials', message: INCORRECT });
  });

  it('gives an unfinished registration a token that opens only /registration/*', async () => {
    const user = await signUp('unfinished@acme.test');
    const res = await loginAs(user.email, user.password);
    expect(res.response.status).toBe(200);
    const result = res.data?.response;
    expect(result).toMatchObject({ action: 'required', email: user.email, userID: user.userID });
    if (result?.action !== 'required') throw new Error('expected the required branch');

    const reg = server.client(result.registration_token);
    const me = await reg.GET('/user');
    expect(me.response.status).toBe(401);
    expect(me.error?.error).toMatchObject({ code: 'token_invalid', message: 'Invalid or expired token' });

    const query = { email: user.email, userid: user.userID };
    const company = await reg.POST('/registration/company', {
      params: { query },
      body: { company_name: 'Unfinished Ltd' },
    });
    expect(company.response.status).toBe(201);

    // A normal session token is not a registration token.
    const { api: owner } = await server.login('owner@demo.test');
    const wrongKind = await owner.POST('/registration/organization', {
      params: { query },
      body: { orgname: 'Sneaky' },
    });
    expect(wrongKind.response.status).toBe(401);
    expect(wrongKind.error?.error.code).toBe('token_invalid');
  });

  it('resumes an unfinished registration with its saved values, and never makes a second organization', async () => {
    const user = await signUp('resume@acme.test');
    const query = { email: user.email, userid: user.userID };
    const session = async () => {
      const res = await loginAs(user.email, user.password);
      if (res.data?.response.action !== 'required') throw new Error('expected the required branch');
      return server.client(res.data.response.registration_token);
    };

    // Unverified, nothing saved: the company step, and the page must not call the address verified.
    let reg = await session();
    expect((await reg.GET('/registration', { params: { query } })).data?.response).toEqual({
      userID: user.userID,
      email: user.email,
      emailVerified: false,
      step: 'company',
    });
    await reg.POST('/registration/company', { params: { query }, body: { company_name: 'Resume Ltd' } });
    const first = await reg.POST('/registration/organization', {
      params: { query },
      body: { orgname: 'First' },
    });
    expect(first.response.status).toBe(201);

    // A new login resumes at the property step with what was saved.
    reg = await session();
    const progress = (await reg.GET('/registration', { params: { query } })).data?.response;
    expect(progress).toEqual({
      userID: user.userID,
      email: user.email,
      emailVerified: false,
      step: 'property',
      company_name: 'Resume Ltd',
      organization: { id: first.data?.response.id, orgname: 'First' },
    });

    // Another name for the organization step renames that organization: still one, none left orphaned.
    const second = await reg.POST('/registration/organization', {
      params: { query },
      body: { orgname: 'Second' },
    });
    expect(second.data?.response).toMatchObject({ id: first.data?.response.id, orgname: 'Second' });
    const company = await server.running.deps.db('users').where({ id: user.userID }).first('company_id');
    const organizations = await server.running.deps
      .db('organizations')
      .where({ company_id: company.company_id })
      .select('name');
    expect(organizations.map((o) => o.name)).toEqual(['Second']);

    // Someone else's registration is not readable with this token.
    const other = await reg.GET('/registration', {
      params: { query: { ...query, userid: user.userID + 1 } },
    });
    expect(other.response.status).toBe(403);
  });

  it('makes one company and one organization when a step is sent many times at once', async () => {
    const reg = await registrationToken(server, 'parallel.steps@example.com');
    const api = server.client(reg.token);
    const query = { email: reg.email, userid: reg.userId };
    const companies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.POST('/registration/company', { params: { query }, body: { company_name: `Parallel ${i}` } }),
      ),
    );
    expect(companies.every((c) => c.response.status === 201)).toBe(true);
    const organizations = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.POST('/registration/organization', { params: { query }, body: { orgname: `Parallel Org ${i}` } }),
      ),
    );
    expect(organizations.every((o) => o.response.status === 201)).toBe(true);
    const db = server.running.deps.db;
    const user = await db('users').where({ id: reg.userId }).first('company_id');
    // Every answer names the one company and the one organization that exist.
    expect(new Set(companies.map((c) => c.data?.response.id))).toEqual(new Set([user.company_id]));
    const made = await db('organizations').where({ company_id: user.company_id }).select('id');
    expect(made).toHaveLength(1);
    expect(new Set(organizations.map((o) => o.data?.response.id))).toEqual(new Set([made[0]?.id]));
    const orphans = await db('companies')
      .where('name', 'like', 'Parallel %')
      .whereNotIn('id', [user.company_id])
      .count<{ n: number }[]>('* as n');
    expect(Number(orphans[0]?.n)).toBe(0);
  });
});

describe('sessions', () => {
  it('logout revokes the token and leaves the other sessions alone', async () => {
    const first = await server.login('admin@demo.test');
    const second = await server.login('admin@demo.test');
    const out = await first.api.POST('/logout');
    expect(out.response.status).toBe(204);
    const after = await first.api.GET('/user');
    expect(after.response.status).toBe(401);
    expect(after.error?.error.code).toBe('token_invalid');
    expect((await second.api.GET('/user')).response.status).toBe(200);
  });

  it('keepalive answers when the session expires', async () => {
    const { api } = await server.login('admin@demo.test');
    const res = await api.POST('/keepalive');
    expect(res.response.status).toBe(200);
    const expires = Date.parse(res.data?.response.expires_at as string);
    expect(expires).toBeGreaterThan(Date.now());
    // The default session lasts 12 hours.
    expect(expires).toBeLessThanOrEqual(Date.now() + 12 * 3600 * 1000 + 5000);
  });

  it('refuses a garbage, a signed-but-expired, a tampered and an expired-session token with 401', async () => {
    const { token } = await server.login('admin@demo.test');
    const claims = decodeJwt(token);
    const key = new TextEncoder().encode(JWT_SECRET);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ kind: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('privacy-portal')
      .setSubject(claims.sub as string)
      .setJti(claims.jti as string)
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(key);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload as string, 'base64url').toString()), sub: '1' }),
    );
    const tampered = `${header}.${forged.toString('base64url')}.${signature}`;
    for (const bad of ['garbage', 'a.b.c', expired, tampered]) {
      const res = await server.client(bad).GET('/user');
      expect(res.response.status, bad).toBe(401);
      expect(res.error?.error.code).toBe('token_invalid');
    }
    // The untouched token works until its session expires on the server.
    expect((await server.client(token).GET('/user')).response.status).toBe(200);
    await server.running.deps
      .db('sessions')
      .where({ id: claims.jti })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await server.client(token).GET('/user')).response.status).toBe(401);
  });

  it('refuses a request without a token', async () => {
    const res = await anon().GET('/user');
    expect(res.response.status).toBe(401);
    expect(res.error?.error.code).toBe('token_invalid');
  });
});

describe('forgot and reset password', () => {
  const email = 'forgetful@acme.test';
  let resetToken = '';
  let session = '';

  beforeAll(async () => {
    await newMember(email, 'First-Passw0rd');
    session = (await server.login(email, 'First-Passw0rd')).token;
  });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await anon().POST('/password/forgot', { body: { email } });
    const unknown = await anon().POST('/password/forgot', { body: { email: 'nobody@acme.test' } });
    expect(known.response.status).toBe(200);
    expect(unknown.response.status).toBe(200);
    expect(known.data).toEqual({ message: FORGOT_MESSAGE });
    expect(unknown.data).toEqual({ message: FORGOT_MESSAGE });
    const nothing = await anon().GET('/dev/mailbox', { params: { query: { to: 'nobody@acme.test' } } });
    expect(nothing.data?.response).toEqual([]);

    const mail = await server.lastMail(email);
    expect(mail.subject).toBe('Reset your Privacy Portal password');
    const link = await server.lastLink(email);
    expect(link.pathname).toMatch(/^\/resetpswd\/[\w-]{20,}$/);
    resetToken = linkToken(link);
  });

  it(`answers a known and an unknown address alike up to the ${MAILS_PER_HOUR}th request, then 429 for both`, async () => {
    const known = await newMember('forgot.often@acme.test');
    const unknown = 'forgot.never@acme.test';
    const forgot = (email: string) => anon().POST('/password/forgot', { body: { email } });
    for (let i = 0; i < MAILS_PER_HOUR; i++) {
      for (const email of [known.email, unknown]) {
        const res = await forgot(email);
        expect(res.response.status).toBe(200);
        expect(res.data).toEqual({ message: FORGOT_MESSAGE });
      }
    }
    const [a, b] = [await forgot(known.email), await forgot(unknown)];
    expect([a.response.status, b.response.status]).toEqual([429, 429]);
    expect(a.error?.error.message).toBe(b.error?.error.message);
    expect(a.error?.error.message).toMatch(/^Too many password reset mails\. Try again in \d+ minutes?\.$/);
  });

  it('refuses a confirmation that differs, and the link still works afterwards', async () => {
    const res = await anon().POST('/password/reset', {
      body: { token: resetToken, password: 'Second-Passw0rd', confirmpassword: 'Second-Passw0rd!' },
    });
    expect(res.response.status).toBe(400);
    expect(res.error?.error).toMatchObject({
      code: 'password_mismatch',
      message: 'The passwords do not match',
    });
    expect(res.error?.error.details).toEqual([
      { in: 'body', field: 'confirmpassword', reason: 'must match the password' },
    ]);
  });

  it('refuses a weak password naming the password field', async () => {
    const res = await anon().POST('/password/reset', {
      body: { token: resetToken, password: 'alllowercase1', confirmpassword: 'alllowercase1' },
    });
    expect(res.response.status).toBe(400);
    expect(res.error?.error.code).toBe('weak_password');
    expect(res.error?.error.details).toEqual([
      { in: 'body', field: 'password', reason: 'must contain an upper-case letter' },
    ]);
  });

  it('sets the new password, ends every session, and the old password stops working', async () => {
    const res = await anon().POST('/password/reset', {
      body: { token: resetToken, password: 'Second-Passw0rd', confirmpassword: 'Second-Passw0rd' },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.message).toBe('Your password was changed. Log in with the new password.');
    const old = await server.client(session).GET('/user');
    expect(old.response.status).toBe(401);
    expect(old.error?.error.code).toBe('token_invalid');
    const oldPassword = await loginAs(email, 'First-Passw0rd');
    expect(oldPassword.error?.error.code).toBe('invalid_credentials');
    expect((await loginAs(email, 'Second-Passw0rd')).data?.response.action).toBe('success');
  });

  it('works only once', async () => {
    const res = await anon().POST('/password/reset', {
      body: { token: resetToken, password: 'Third-Passw0rd', confirmpassword: 'Third-Passw0rd' },
    });
    expect(res.response.status).toBe(400);
    expect(res.error?.error).toMatchObject({
      code: 'link_invalid',
      message: 'This reset link is invalid or has expired',
    });
    expect((await loginAs(email, 'Second-Passw0rd')).data?.response.action).toBe('success');
  });
});

describe('change password', () => {
  const email = 'changer@acme.test';

  it('refuses a wrong current password, naming current_password', async () => {
    await newMember(email, 'Current-Passw0rd');
    const { api } = await server.login(email, 'Current-Passw0rd');
    const res = await api.POST('/password/change', {
      body: {
        current_password: 'Not-The-Passw0rd',
        new_password: 'Next-Passw0rd',
        confirm_password: 'Next-Passw0rd',
      },
    });
    expect(res.response.status).toBe(400);
    expect(res.error?.error.code).toBe('validation_failed');
    expect(res.error?.error.details).toEqual([
      { in: 'body', field: 'current_password', reason: 'is incorrect' },
    ]);
    expect((await loginAs(email, 'Current-Passw0rd')).data?.response.action).toBe('success');
  });

  it('keeps the current session, signs out the others and mails the user', async () => {
    const here = await server.login(email, 'Current-Passw0rd');
    const elsewhere = await server.login(email, 'Current-Passw0rd');
    const res = await here.api.POST('/password/change', {
      body: {
        current_password: 'Current-Passw0rd',
        new_password: 'Next-Passw0rd',
        confirm_password: 'Next-Passw0rd',
      },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.message).toBe('Your password was changed. Your other sessions were signed out.');
    expect((await here.api.GET('/user')).response.status).toBe(200);
    const other = await elsewhere.api.GET('/user');
    expect(other.response.status).toBe(401);
    expect(other.error?.error.code).toBe('token_invalid');
    const mail = await server.lastMail(email);
    expect(mail.subject).toBe('Your Privacy Portal password was changed');
    expect(mail.text).toContain('your other sessions were signed out');
    expect((await loginAs(email, 'Current-Passw0rd')).error?.error.code).toBe('invalid_credentials');
    expect((await loginAs(email, 'Next-Passw0rd')).data?.response.action).toBe('success');
  });
});

describe('email verification and account checks', () => {
  it('resends a verification link for an unverified address; the old link stops working', async () => {
    const user = await signUp('resend@acme.test');
    const oldToken = linkToken(await server.lastLink(user.email));
    const res = await anon().POST('/email/resend', { body: { email: user.email } });
    expect(res.response.status).toBe(200);
    expect(res.data?.message).toBe(
      `If ${user.email} has an unverified account, the verification email is sent to it.`,
    );
    const newLink = await server.lastLink(user.email);
    expect(newLink.pathname).toMatch(/^\/verify-email\//);
    const newToken = linkToken(newLink);
    expect(newToken).not.toBe(oldToken);

    const old = await anon().POST('/email/verify', { body: { token: oldToken } });
    expect(old.response.status).toBe(400);
    expect(old.error?.error.code).toBe('link_invalid');
    const fresh = await anon().POST('/email/verify', { body: { token: newToken } });
    expect(fresh.data?.response).toMatchObject({
      email: user.email,
      emailVerified: true,
      registration_required: true,
    });
  });

  it('answers 200 for an unknown address and sends nothing', async () => {
    const email = 'never.registered@acme.test';
    const res = await anon().POST('/email/resend', { body: { email } });
    expect(res.response.status).toBe(200);
    expect(res.data?.message).toBe(
      `If ${email} has an unverified account, the verification email is sent to it.`,
    );
    const box = await anon().GET('/dev/mailbox', { params: { query: { to: email } } });
    expect(box.data?.response).toEqual([]);
  });

  it('sends at most five verification mails an hour to one address', async () => {
    const user = await signUp('resend.often@acme.test');
    // The sign-up mail does not count; five resends do.
    for (let i = 0; i < 5; i++) {
      expect((await anon().POST('/email/resend', { body: { email: user.email } })).response.status).toBe(200);
    }
    const limited = await anon().POST('/email/resend', { body: { email: user.email } });
    expect(limited.response.status).toBe(429);
    expect(limited.error?.error.code).toBe('rate_limited');
    expect(limited.response.headers.get('retry-after')).toBe(String(limited.error?.error.retry_after));
  });

  it('mails a logged-in unverified user on "Verify now", and refuses once the address is verified', async () => {
    const user = await signUp('verify.now@acme.test');
    const login = await loginAs(user.email, user.password);
    const result = login.data?.response;
    if (result?.action !== 'required') throw new Error('expected the required branch');
    const reg = server.client(result.registration_token);
    const query = { email: user.email, userid: user.userID };
    await reg.POST('/registration/company', { params: { query }, body: { company_name: 'Verify Now Inc' } });
    const org = await reg.POST('/registration/organization', {
      params: { query },
      body: { orgname: 'Verify Now' },
    });
    const done = await reg.POST('/registration/property', {
      params: { query },
      body: {
        organization_id: org.data?.response.id as number,
        property_name: 'Site',
        url: 'https://verify-now.acme.test',
      },
    });
    expect(done.data?.response.user.emailVerified).toBe(false);
    const api = server.client(done.data?.response.token as string);

    const before =
      (await anon().GET('/dev/mailbox', { params: { query: { to: user.email } } })).data?.response.length ??
      0;
    const res = await api.POST('/user/verifyemail');
    expect(res.response.status).toBe(200);
    expect(res.data?.message).toBe(`the verification email is sent to ${user.email}`);
    const after = await anon().GET('/dev/mailbox', { params: { query: { to: user.email } } });
    expect(after.data?.response).toHaveLength(before + 1);
    expect(after.data?.response[0]?.subject).toBe('Verify your email address for Privacy Portal');

    const verified = await anon().POST('/email/verify', {
      body: { token: linkToken(await server.lastLink(user.email)) },
    });
    expect(verified.data?.response).toMatchObject({ emailVerified: true, registration_required: false });
    expect((await api.GET('/user')).data?.response.emailVerified).toBe(true);
    const again = await api.POST('/user/verifyemail');
    expect(again.response.status).toBe(409);
    expect(again.error?.error.code).toBe('already_enabled');
  });

  it('answers the anonymous account checks alike for a verified, an unverified and an unknown address', async () => {
    const user = await signUp('check.account@acme.test');
    const addresses = ['owner@demo.test', user.email, 'missing@acme.test'];
    const answers = async (email: string) => ({
      account: (await anon().GET('/check-account', { params: { query: { email } } })).data?.response,
      verify: (await anon().GET('/register/checkemailverify', { params: { query: { email } } })).data
        ?.response,
      check: (await anon().GET('/email/check', { params: { query: { email } } })).data?.response,
    });
    for (const email of addresses) {
      expect(await answers(email)).toEqual({
        account: { exists: false, emailVerified: false, registration_complete: false },
        verify: { email, emailVerified: false },
        check: { email, valid: true, available: true },
      });
    }
    // The sign-up itself still tells that the address is taken (the form shows it on the email field).
    const again = await anon().POST('/register', {
      body: {
        firstname: 'Rita',
        lastname: 'Register',
        email: user.email,
        password: user.password,
        confirmpassword: user.password,
      },
    });
    expect(again.response.status).toBe(409);
    expect(again.error?.error.code).toBe('email_taken');
  });

  it(`limits the account checks to ${LOOKUPS_PER_CLIENT} per client address, for every address alike`, async () => {
    const calls = [
      () => anon().GET('/check-account', { params: { query: { email: 'owner@demo.test' } } }),
      () => anon().GET('/register/checkemailverify', { params: { query: { email: 'missing@acme.test' } } }),
      () => anon().GET('/email/check', { params: { query: { email: `n${Math.random()}@acme.test` } } }),
    ];
    for (let i = 0; i < LOOKUPS_PER_CLIENT; i++) {
      const call = calls[i % calls.length] as (typeof calls)[number];
      expect((await call()).response.status).toBe(200);
    }
    for (const call of calls) {
      const refused = await call();
      expect(refused.response.status).toBe(429);
      expect(refused.error?.error.code).toBe('rate_limited');
      expect(refused.error?.error.retry_after).toBeGreaterThan(0);
    }
  });

  it('checks an address for the sign-up form: malformed, undeliverable and fine', async () => {
    const check = async (email: string) =>
      (await anon().GET('/email/check', { params: { query: { email } } })).data?.response;
    expect(await check('Owner@Demo.test')).toEqual({
      email: 'owner@demo.test',
      valid: true,
      available: true,
    });
    expect(await check('not-an-address')).toEqual({
      email: 'not-an-address',
      valid: false,
      available: false,
      reason: 'Please enter valid email',
    });
    expect(await check('someone@mail.invalid')).toEqual({
      email: 'someone@mail.invalid',
      valid: false,
      available: false,
      reason: 'This domain cannot receive mail',
    });
  });

  it("answers the caller's IP address", async () => {
    const res = await anon().POST('/ip-check');
    expect(res.response.status).toBe(200);
    expect(res.data?.response.UserIP).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });
});

describe('two-factor authentication', () => {
  const email = 'two.factor@acme.test';
  const password = 'Totp-Passw0rd';
  let api: ReturnType<TestServer['client']>;
  let secret = '';

  beforeAll(async () => {
    await newMember(email, password);
    api = (await server.login(email, password)).api;
    const setup = await api.POST('/create-app-authencation');
    secret = setup.data?.response.secret as string;
    const on = await api.POST('/update-app-authencation', { body: { code: authenticator.generate(secret) } });
    expect(on.data?.response.enabled).toBe(true);
  });

  it('asks for a code at login while it is on', async () => {
    expect((await loginAs(email, password)).data?.response).toEqual({ action: 'otpRequired', email });
  });

  it('refuses to turn off with a wrong password, naming password', async () => {
    const wrong = await api.DELETE('/delete-app-authencation', { body: { password: 'Not-The-Passw0rd' } });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.error).toMatchObject({ code: 'validation_failed', message: 'password is incorrect' });
    expect(wrong.error?.error.details).toEqual([{ in: 'body', field: 'password', reason: 'is incorrect' }]);
    expect((await api.GET('/get-app-authencation')).data?.response.enabled).toBe(true);
    expect((await loginAs(email, password)).data?.response.action).toBe('otpRequired');
  });

  it('turns off with the right password, ending the other sessions; login then no longer asks for a code', async () => {
    const elsewhere = await anon().POST('/login', {
      body: { email, password, otp: authenticator.generate(secret) },
    });
    const otherToken = elsewhere.data?.response.action === 'success' ? elsewhere.data.response.token : '';
    expect(otherToken).not.toBe('');
    const off = await api.DELETE('/delete-app-authencation', { body: { password } });
    expect(off.response.status).toBe(200);
    expect(off.data?.response).toMatchObject({ enabled: false, pending: false, recovery_codes_remaining: 0 });
    expect((await api.GET('/user')).data?.response.two_factor_enabled).toBe(false);
    expect((await server.client(otherToken).GET('/user')).response.status).toBe(401);
    const login = await loginAs(email, password);
    expect(login.data?.response.action).toBe('success');
  });
});
