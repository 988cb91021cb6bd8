import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

/** The password every account made by the e2e tests uses (meets the policy). */
export const TEST_PASSWORD = 'E2e-Passw0rd-9';

/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Calls `${baseUrl}/api/v1${path}` with a JSON body and answers the envelope's `response`; throws on non-2xx. */
export async function callApi<T>(
  method: string,
  pathAndQuery: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${inject('baseUrl')}/api/v1${pathAndQuery}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathAndQuery} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { response: T }).response;
}

interface MailMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The token of the newest verification mail to `email` in the dev mailbox. */
export async function verificationToken(email: string): Promise<string> {
  const mails = await callApi<MailMessage[]>('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`);
  for (const mail of mails) {
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
  await callApi('POST', '/register', {
    body: {
      firstname: account.firstname,
      lastname: account.lastname,
      email: account.email,
      password: account.password,
      confirmpassword: account.password,
    },
  });
  const verified = await callApi<{ userID: number; registration_token?: string }>('POST', '/email/verify', {
    body: { token: await verificationToken(account.email) },
  });
  const registration = verified.registration_token;
  if (!registration) throw new Error('The verification did not ask for the registration steps');
  const query = `?email=${encodeURIComponent(account.email)}&userid=${verified.userID}`;
  await callApi('POST', `/registration/company${query}`, {
    token: registration,
    body: { company_name: `E2E Company ${suffix}` },
  });
  const organization = await callApi<{ id: number }>('POST', `/registration/organization${query}`, {
    token: registration,
    body: { orgname: account.organization },
  });
  const done = await callApi<{ token: string }>('POST', `/registration/property${query}`, {
    token: registration,
    body: {
      organization_id: organization.id,
      property_name: account.property,
      url: 'https://www.example.com',
    },
  });
  // The terms dialog has its own journey test; accounts made for other tests have accepted them.
  await callApi('POST', '/update_terms_and_conditions', {
    token: done.token,
    body: { email: account.email },
  });
  return { account, token: done.token };
}

/** POST /login with email and password; answers the token of an `action: success` login. */
export async function logInByApi(email: string, password: string): Promise<string> {
  const result = await callApi<{ action: string; token?: string }>('POST', '/login', {
    body: { email, password },
  });
  if (result.action !== 'success' || !result.token) {
    throw new Error(`POST /login answered action "${result.action}", not "success"`);
  }
  return result.token;
}
