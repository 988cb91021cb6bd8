import { authenticator } from 'otplib';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { SIGNUPS_PER_HOUR } from '../src/modules/auth/limiters.ts';
import { isSealed } from '../src/security/secrets.ts';
import { type Running, startServer } from '../src/server.ts';
import { demoIds } from './support/contract-cases.ts';
import { inviteMember } from './support/demo-team.ts';
import { startTestServer, type TestServer } from './support/harness.ts';
import { grant } from './support/licence-fixture.ts';

// Bursts, one-time codes and secrets at rest. Run on PostgreSQL too (scripts/with-postgres.sh), where
// the requests of a burst really run side by side on a pool of connections.
const MAX_FAILURES = 10;
const BURST = 200;

let server: TestServer;
let clientIp = '';
let retailId = 0;

beforeAll(async () => {
  server = await startTestServer({ loginMaxFailures: MAX_FAILURES });
  clientIp = (await server.client().POST('/ip-check')).data?.response.UserIP as string;
  const { api } = await server.login('owner@demo.test');
  const orgs = await api.GET('/organizations');
  retailId = orgs.data?.response.find((o) => o.orgname === 'Demo Retail')?.id as number;
  // More members than Demo Retail's plan allows: its blog gets an unlimited licence (user limits are
  // billing-limits.test.ts's subject; the store already holds the demo's Cookie Consent licence).
  const demo = await demoIds(server.running.deps.db);
  await grant(server.running.deps.db, {
    companyId: demo.companyId,
    plan: 'price_cookieConsent_enterprise_monthly',
    assign: [{ product: 'cookieConsent', propertyId: demo.blogId }],
  });
});
afterAll(() => server?.close());

// All requests come from one address; its own limits are not what most tests here are about.
beforeEach(async () => {
  for (const kind of ['ip', 'signup', 'token'])
    await server.running.deps.limiters.reset(`${kind}:${clientIp}`);
});

const anon = () => server.client();
const login = (body: { email: string; password: string; otp?: string; recovery_code?: string }) =>
  anon().POST('/login', { body });

/** An active member of Demo Retail with its own password (the owner invites, the link is accepted). */
const newMember = (email: string, password?: string) => inviteMember(server, retailId, email, password);

/** A member with two-factor on: its plain secret (as the authenticator app holds it) and recovery codes. */
async function withTwoFactor(email: string) {
  const user = await newMember(email);
  const { api } = await server.login(user.email, user.password);
  const setup = await api.POST('/create-app-authencation');
  const secret = setup.data?.response.secret as string;
  const on = await api.POST('/update-app-authencation', { body: { code: authenticator.generate(secret) } });
  expect(on.data?.response.enabled).toBe(true);
  return { ...user, secret, recoveryCodes: on.data?.response.recovery_codes as string[] };
}

/** The code the authenticator app shows `steps` time steps from now (the server accepts one either way). */
const codeAt = (secret: string, steps: number) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

/** A code the server accepts at none of the steps around now. */
function wrongCode(secret: string): string {
  const accepted = [-1, 0, 1].map((s) => codeAt(secret, s));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!accepted.includes(code)) return code;
  }
}

const statuses = (results: { response: Response }[]) => {
  const count: Record<number, number> = {};
  for (const r of results) count[r.response.status] = (count[r.response.status] ?? 0) + 1;
  return count;
};

/**
 * Fires `n` requests at once; as soon as the first 429 arrives (the limit is reached) it sends `then`
 * while the rest of the burst is still in flight.
 */
async function burst<T extends { response: Response }>(
  n: number,
  one: () => Promise<T>,
  then: () => Promise<T>,
) {
  let late: Promise<T> | undefined;
  const results = await Promise.all(
    Array.from({ length: n }, () =>
      one().then((r) => {
        if (r.response.status === 429) late ??= then();
        return r;
      }),
    ),
  );
  return { results, late: late ? await late : undefined };
}

describe('bursts against the login limit', () => {
  it(`lets at most ${MAX_FAILURES} of ${BURST} parallel wrong passwords be checked, and refuses the right one sent during the burst`, async () => {
    const user = await newMember('burst@acme.test');
    const { results, late } = await burst(
      BURST,
      () => login({ email: user.email, password: 'Wrong-Passw0rd' }),
      () => login({ email: user.email, password: user.password }),
    );
    const count = statuses(results);
    expect((count[401] ?? 0) + (count[429] ?? 0)).toBe(BURST);
    expect(count[401]).toBeGreaterThan(0);
    expect(count[401]).toBeLessThanOrEqual(MAX_FAILURES);
    expect(late?.response.status).toBe(429);
    expect(late?.error?.error).toMatchObject({ code: 'rate_limited' });
    expect(late?.error?.error.retry_after).toBeGreaterThan(0);
  });

  it(`lets at most ${MAX_FAILURES} parallel TOTP guesses be checked, and refuses the right code sent during the burst`, async () => {
    const user = await withTwoFactor('totp.burst@acme.test');
    const { results, late } = await burst(
      50,
      () => login({ email: user.email, password: user.password, otp: wrongCode(user.secret) }),
      () => login({ email: user.email, password: user.password, otp: codeAt(user.secret, 0) }),
    );
    const count = statuses(results);
    expect((count[401] ?? 0) + (count[429] ?? 0)).toBe(50);
    expect(count[401]).toBeLessThanOrEqual(MAX_FAILURES);
    expect(late?.response.status).toBe(429);
  });
});

describe('one-time codes', () => {
  it('accepts a TOTP code once', async () => {
    const user = await withTwoFactor('totp.once@acme.test');
    // The code of the next step: still accepted should the clock pass a step boundary meanwhile.
    const code = codeAt(user.secret, 1);
    const first = await login({ email: user.email, password: user.password, otp: code });
    expect(first.data?.response.action).toBe('success');
    const again = await login({ email: user.email, password: user.password, otp: code });
    expect(again.response.status).toBe(401);
    expect(again.error?.error).toMatchObject({
      code: 'otp_invalid',
      message: 'Incorrect authentication code',
    });
  });

  it('accepts a TOTP code once even when it is sent twice at the same moment', async () => {
    const user = await withTwoFactor('totp.twice@acme.test');
    const code = codeAt(user.secret, 1);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => login({ email: user.email, password: user.password, otp: code })),
    );
    expect(results.filter((r) => r.data?.response.action === 'success')).toHaveLength(1);
    expect(statuses(results)[401]).toBe(4);
  });

  it('accepts one recovery code in exactly one of 10 parallel logins', async () => {
    const user = await withTwoFactor('recovery.race@acme.test');
    const code = user.recoveryCodes[0] as string;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        login({ email: user.email, password: user.password, recovery_code: code }),
      ),
    );
    const won = results.filter((r) => r.data?.response.action === 'success');
    expect(won).toHaveLength(1);
    expect(statuses(results)[401]).toBe(9);
    const token = won[0]?.data?.response.action === 'success' ? won[0].data.response.token : '';
    const status = await server.client(token).GET('/get-app-authencation');
    expect(status.data?.response.recovery_codes_remaining).toBe(9);
    // Another code still works.
    const next = await login({
      email: user.email,
      password: user.password,
      recovery_code: user.recoveryCodes[1] as string,
    });
    expect(next.data?.response.action).toBe('success');
  });
});

describe('TOTP secrets at rest', () => {
  const row = (email: string) =>
    server.running.deps
      .db('users')
      .where({ email })
      .first('id', 'totp_secret', 'totp_pending_secret') as Promise<{
      id: number;
      totp_secret: string | null;
      totp_pending_secret: string | null;
    }>;

  /** The same database served by a new server process (config as given): a restart. */
  async function restart(overrides: Partial<Config> = {}): Promise<Running> {
    const { deps } = server.running;
    const database: Database = { db: deps.db, kind: deps.dbKind, close: async () => {} };
    return startServer({ ...deps.config, port: 0, ...overrides }, pino({ level: 'silent' }), database);
  }
  const loginAt = async (url: string, body: object) => {
    const res = await fetch(`${url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { response?: { action?: string } } };
  };

  it('keeps the pending and the confirmed secret sealed, never in plain text', async () => {
    const user = await newMember('totp.sealed@acme.test');
    const { api } = await server.login(user.email, user.password);
    const secret = (await api.POST('/create-app-authencation')).data?.response.secret as string;
    const pending = (await row(user.email)).totp_pending_secret as string;
    expect(pending).not.toContain(secret);
    expect(isSealed(pending)).toBe(true);

    await api.POST('/update-app-authencation', { body: { code: authenticator.generate(secret) } });
    const stored = await row(user.email);
    expect(stored.totp_pending_secret).toBeNull();
    expect(stored.totp_secret).not.toContain(secret);
    expect(isSealed(stored.totp_secret as string)).toBe(true);
    // Sealed for this user: the same secret is not stored twice alike.
    expect(server.running.deps.secrets.open(stored.totp_secret as string, `totp:${stored.id}`)).toBe(secret);
  });

  it('still logs in with the authenticator after a restart with the generated key', async () => {
    const user = await withTwoFactor('totp.restart@acme.test');
    const again = await restart();
    try {
      const res = await loginAt(again.url, {
        email: user.email,
        password: user.password,
        otp: codeAt(user.secret, 1),
      });
      expect(res.status).toBe(200);
      expect(res.body.response?.action).toBe('success');
    } finally {
      await again.close();
    }
  });

  it('seals a secret stored in plain text before encryption existed, at the next start', async () => {
    const user = await withTwoFactor('totp.legacy@acme.test');
    await server.running.deps.db('users').where({ email: user.email }).update({ totp_secret: user.secret });
    const again = await restart();
    try {
      const stored = await row(user.email);
      expect(stored.totp_secret).not.toContain(user.secret);
      expect(isSealed(stored.totp_secret as string)).toBe(true);
      const res = await loginAt(again.url, {
        email: user.email,
        password: user.password,
        otp: codeAt(user.secret, 1),
      });
      expect(res.body.response?.action).toBe('success');
    } finally {
      await again.close();
    }
  });

  it('refuses to start with another SECRETS_KEY, naming the setting and no secret', async () => {
    const user = await withTwoFactor('totp.otherkey@acme.test');
    const started = restart({ secretsKey: 'another-key-of-at-least-32-characters!' });
    await expect(started).rejects.toThrow(/SECRETS_KEY does not open the secrets/);
    await started.catch((err: Error) => expect(err.message).not.toContain(user.secret));
  });
});

describe('sign-up', () => {
  it(`allows ${SIGNUPS_PER_HOUR} sign-ups an hour from one client address, taken addresses included`, async () => {
    const password = 'Str0ng-Passw0rd';
    const signUp = (email: string) =>
      anon().POST('/register', {
        body: { firstname: 'Rita', lastname: 'Register', email, password, confirmpassword: password },
      });
    for (let i = 0; i < SIGNUPS_PER_HOUR; i++) {
      const res = await signUp(i % 2 ? 'owner@demo.test' : `signup.${i}@acme.test`);
      expect(res.response.status).toBe(i % 2 ? 409 : 201);
    }
    for (const email of ['owner@demo.test', 'signup.late@acme.test']) {
      const res = await signUp(email);
      expect(res.response.status).toBe(429);
      expect(res.error?.error.message).toMatch(/^Too many sign-ups\. Try again in \d+ minutes?\.$/);
    }
  });
});
