/**
 * Login lockout in two levels (OWASP): LOGIN_MAX_FAILURES per (client address, account) pair, and
 * LOGIN_ACCOUNT_MAX_FAILURES per account from all addresses in an hour. Wrong passwords sent from one
 * address do not lock the owner out at another; a guesser spread over many addresses is stopped at
 * the account-wide limit. The server trusts X-Forwarded-For here, as behind the proxy it runs behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/harness.ts';

const MAX_FAILURES = 5;
// Smaller than the default 100 so that the spray below stays quick; the rule is the same.
const ACCOUNT_MAX_FAILURES = 12;
const WRONG = 'Wrong-Passw0rd';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    loginMaxFailures: MAX_FAILURES,
    loginAccountMaxFailures: ACCOUNT_MAX_FAILURES,
    trustProxy: true,
  });
});
afterAll(() => server?.close());

/** A login as the client at `address` (the proxy's X-Forwarded-For). */
async function loginFrom(address: string, email: string, password: string) {
  const res = await fetch(`${server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  const json = (await res.json()) as {
    response?: { action: string };
    error?: { code: string; retry_after?: number };
  };
  return { status: res.status, action: json.response?.action, code: json.error?.code };
}

describe('login lockout per address and account', () => {
  it(`locks the owner out at address A after ${MAX_FAILURES} failures there, not at address B`, async () => {
    const user = { email: 'admin@demo.test', password: DEMO_PASSWORD };
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await loginFrom('203.0.113.10', user.email, WRONG)).status).toBe(401);
    }
    // Address A: blocked, the right password too.
    expect(await loginFrom('203.0.113.10', user.email, user.password)).toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    // Address B never failed: the owner logs in.
    expect((await loginFrom('198.51.100.20', user.email, user.password)).action).toBe('success');
  });

  it(`lets at most ${MAX_FAILURES} of 40 parallel wrong passwords from one address be checked`, async () => {
    const user = { email: 'orgadmin@demo.test', password: DEMO_PASSWORD };
    const results = await Promise.all(
      Array.from({ length: 40 }, () => loginFrom('203.0.113.30', user.email, WRONG)),
    );
    const checked = results.filter((r) => r.status === 401).length;
    expect(results.filter((r) => r.status === 429).length).toBe(40 - checked);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES);
    expect((await loginFrom('203.0.113.30', user.email, user.password)).status).toBe(429);
    // Another address still gets in.
    expect((await loginFrom('198.51.100.30', user.email, user.password)).action).toBe('success');
  });

  it(`stops a guesser spraying from many addresses at LOGIN_ACCOUNT_MAX_FAILURES (${ACCOUNT_MAX_FAILURES}) failures, for everyone`, async () => {
    const user = { email: 'viewer@demo.test', password: DEMO_PASSWORD };
    // Fewer failures per address than the pair limit, from ever new addresses.
    const perAddress = MAX_FAILURES - 1;
    const addresses = Math.ceil(ACCOUNT_MAX_FAILURES / perAddress) + 1;
    let refused = 0;
    for (let a = 0; a < addresses; a++) {
      const address = `10.9.${Math.floor(a / 250)}.${(a % 250) + 1}`;
      const tries = await Promise.all(
        Array.from({ length: perAddress }, () => loginFrom(address, user.email, WRONG)),
      );
      refused += tries.filter((t) => t.status === 429).length;
    }
    expect(refused).toBe(addresses * perAddress - ACCOUNT_MAX_FAILURES);
    // The account-wide limit is reached: a fresh address is refused, with the right password too.
    expect(await loginFrom('192.0.2.77', user.email, WRONG)).toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect((await loginFrom('192.0.2.78', user.email, user.password)).status).toBe(429);
    // Other accounts are not affected.
    expect((await loginFrom('192.0.2.79', 'staff@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it("gives a success back its own address's failures", async () => {
    const user = { email: 'owner@demo.test', password: DEMO_PASSWORD };
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < MAX_FAILURES - 1; i++) {
        expect((await loginFrom('203.0.113.40', user.email, WRONG)).status).toBe(401);
      }
      expect((await loginFrom('203.0.113.40', user.email, user.password)).action).toBe('success');
    }
  });
});
