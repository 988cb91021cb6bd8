import { randomBytes, randomInt } from 'node:crypto';
import { request } from 'node:http';
import { type ApiClient, createApiClient, memoryTokenStore, type Schemas } from '@privacy-portal/sdk';
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

/**
 * POST /register from a loopback address of its own (127.x.y.z). The server allows 20 sign-ups an hour
 * per client address; each test makes its own accounts, so each sign-up comes from its own "office",
 * and the server runs exactly as `npm start` runs it (no trusted proxy headers).
 */
export async function signUp(body: Schemas['RegisterRequest']): Promise<void> {
  const { port } = new URL(inject('baseUrl'));
  const localAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const payload = JSON.stringify(body);
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: Number(port),
        localAddress,
        method: 'POST',
        path: '/api/v1/register',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`/api/v1/register answered ${answer.status}: ${answer.text}`);
  }
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
export async function createAccount(label: string): Promise<CreatedAccount> {
  const suffix = randomBytes(3).toString('hex');
  const account: Account = {
    email: uniqueEmail(label),
    password: TEST_PASSWORD,
    firstname: 'Erin',
    lastname: `Tester ${suffix}`,
    organization: `E2E Org ${suffix}`,
    property: `E2E Site ${suffix}`,
  };
  await signUp({
    firstname: account.firstname,
    lastname: account.lastname,
    email: account.email,
    password: account.password,
    confirmpassword: account.password,
  });
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
  const property = (await ok(apiAs(done.token).GET('/organizations'))).response
    .find((o) => o.id === organization.id)
    ?.properties.find((p) => p.property_name === account.property);
  if (!property) throw new Error(`The registration did not make the property ${account.property}`);
  return { account, token: done.token, oid: organization.id, pid: property.property_id };
}

export interface CreatedAccount {
  account: Account;
  /** A login token of the account's owner. */
  token: string;
  /** The organization and property the registration made. */
  oid: number;
  pid: number;
}

/** POST /login with email and password; answers the token of an `action: success` login. */
export async function logInByApi(email: string, password: string): Promise<string> {
  const result = (await ok(apiAs().POST('/login', { body: { email, password } }))).response;
  if (result.action !== 'success' || !result.token) {
    throw new Error(`POST /login answered action "${result.action}", not "success"`);
  }
  return result.token;
}

/** The first link of the newest mail to `email` in the dev mailbox. */
export async function mailedLink(email: string): Promise<URL> {
  const [mail] = (await ok(apiAs().GET('/dev/mailbox', { params: { query: { to: email } } }))).response;
  const match = mail ? /https?:\/\/\S+/.exec(mail.text) : null;
  if (!match) throw new Error(`No mail with a link to ${email} in the dev mailbox`);
  return new URL(match[0]);
}

export interface Member {
  uid: number;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** A login token of the member, who has accepted the terms. */
  token: string;
}

type InvitedRole = 'Company Administrator' | 'Organization Administrator' | 'Organization View only';

/**
 * A member of the inviter's company, invited through the API and active: they set their password
 * through the mailed link (as server/test/support/demo-team.ts does), log in and accept the terms.
 * A Company Administrator takes the company's place, an organization role one place per organization
 * (the free tier allows one of each).
 */
export async function inviteMember(
  inviterToken: string,
  role: InvitedRole,
  organizationIds: number[] = [],
  firstname = 'Mika',
): Promise<Member> {
  const email = uniqueEmail('member');
  const lastname = `Member ${randomBytes(3).toString('hex')}`;
  const inviter = apiAs(inviterToken);
  const invited =
    role === 'Company Administrator'
      ? await ok(inviter.POST('/invite/user/company', { body: { email, firstname, lastname, role } }))
      : await ok(
          inviter.POST('/invite/user', {
            body: { email, firstname, lastname, role, organization_ids: organizationIds },
          }),
        );
  const link = await mailedLink(email);
  await ok(
    apiAs().POST('/invite/user/setpassword/{id}', {
      params: {
        path: { id: Number(link.pathname.split('/').pop()) },
        query: { token: link.searchParams.get('token') ?? '' },
      },
      body: { newpassword: TEST_PASSWORD, confirmnewpassword: TEST_PASSWORD },
    }),
  );
  const token = await logInByApi(email, TEST_PASSWORD);
  await ok(apiAs(token).POST('/update_terms_and_conditions', { body: { email } }));
  return { uid: invited.response.uid, email, password: TEST_PASSWORD, firstname, lastname, token };
}

/** The test provider's card that pays (any name, a future expiry). */
export const PAYING_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/** The catalogue's plan of `product` named `name`, billed monthly. */
export async function monthlyPlan(
  product: keyof Schemas['PlanCatalogue'],
  name: string,
): Promise<Schemas['Plan']> {
  const catalogue = (await ok(apiAs().GET('/billing/plan'))).response;
  const plan = catalogue[product].monthly.find((p) => p.name === name);
  if (!plan) throw new Error(`No monthly ${product} plan named ${name}`);
  return plan;
}

/**
 * A paid state without the browser: the plan goes into the cart for the organization (DSAR) or the
 * property, the checkout starts, and the test provider's card form is posted as the browser posts it.
 * billing.e2e.test.ts pays through the pages themselves.
 */
export async function buyPlan(
  token: string,
  plan: Pick<Schemas['Plan'], 'id'>,
  scope: { oid?: number; pid?: number },
  couponCode?: string,
): Promise<void> {
  const api = apiAs(token);
  await ok(api.POST('/cart', { body: { id: plan.id, quantity: 1, ...scope } }));
  const { url } = (
    await ok(api.POST('/billing/checkout/session', { body: couponCode ? { coupon_code: couponCode } : {} }))
  ).response;
  const paid = await fetch(new URL(url, inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'E2E Payer', ...PAYING_CARD }).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`The test provider refused the card: ${paid.status}`);
}
