import { randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient, memoryTokenStore } from '@privacy-portal/sdk';
import { inject } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../server/src/db/seed.ts';

/** The demo company the e2e server seeds into its fresh database: one person per role. */
export const DEMO = {
  password: DEMO_PASSWORD,
  owner: DEMO_OWNER_EMAIL,
  admin: 'admin@demo.test',
  viewer: 'viewer@demo.test',
} as const;

/** The password every account made by the e2e tests uses (meets the policy). */
export const TEST_PASSWORD = 'E2e-Passw0rd-9';

/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/** The sdk's client, typed by the contract, against the server under test: as `token`'s user, or anonymous. */
export function apiAs(token: string | null = null): ApiClient {
  return createApiClient({ baseUrl: `${inject('baseUrl')}/api/v1`, tokens: memoryTokenStore(token) });
}

/** The body of a 2xx answer; throws with the status and the error body otherwise. */
export async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) {
    const { pathname, search } = new URL(response.url);
    throw new Error(`${pathname}${search} answered ${response.status}: ${JSON.stringify(error)}`);
  }
  return data;
}

/** The token of the newest verification mail to `email` in the dev mailbox. */
export async function verificationToken(email: string): Promise<string> {
  const mails = await ok(apiAs().GET('/dev/mailbox', { params: { query: { to: email } } }));
  for (const mail of mails.response) {
    const match = /\/verify-email\/([^\s?#]+)/.exec(mail.text);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`No verification mail to ${email} in the dev mailbox`);
}

export interface Account {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  organization: string;
  property: string;
}

/**
 * A complete account made through the API as the portal would make it: sign-up, the mailed
 * verification, then company, organization and property, with the terms accepted. Answers the account
 * and a login token.
 */
export async function createAccount(label: string): Promise<{ account: Account; token: string }> {
  const suffix = randomBytes(3).toString('hex');
  const account: Account = {
    email: uniqueEmail(label),
    password: TEST_PASSWORD,
    firstname: 'Erin',
    lastname: `Tester ${suffix}`,
    organization: `E2E Org ${suffix}`,
    property: `E2E Site ${suffix}`,
  };
  await ok(
    apiAs().POST('/register', {
      body: {
        firstname: account.firstname,
        lastname: account.lastname,
        email: account.email,
        password: account.password,
        confirmpassword: account.password,
      },
    }),
  );
  const verified = (
    await ok(apiAs().POST('/email/verify', { body: { token: await verificationToken(account.email) } }))
  ).response;
  const registration = verified.registration_token;
  if (!registration) throw new Error('The verification did not ask for the registration steps');
  const steps = apiAs(registration);
  const query = { email: account.email, userid: verified.userID };
  await ok(
    steps.POST('/registration/company', {
      params: { query },
      body: { company_name: `E2E Company ${suffix}` },
    }),
  );
  const organization = (
    await ok(
      steps.POST('/registration/organization', {
        params: { query },
        body: { orgname: account.organization },
      }),
    )
  ).response;
  const done = (
    await ok(
      steps.POST('/registration/property', {
        params: { query },
        body: {
          organization_id: organization.id,
          property_name: account.property,
          url: 'https://www.example.com',
        },
      }),
    )
  ).response;
  // The terms dialog has its own journey test; accounts made for other tests have accepted them.
  await ok(apiAs(done.token).POST('/update_terms_and_conditions', { body: { email: account.email } }));
  return { account, token: done.token };
}

/** POST /login with email and password; answers the token of an `action: success` login. */
export async function logInByApi(email: string, password: string): Promise<string> {
  const result = (await ok(apiAs().POST('/login', { body: { email, password } }))).response;
  if (result.action !== 'success' || !result.token) {
    throw new Error(`POST /login answered action "${result.action}", not "success"`);
  }
  return result.token;
}
