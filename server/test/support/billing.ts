/** Helpers of the billing tests: plans by stripe_plan_id, the test provider's card form over HTTP. */
import type { ApiClient } from '@privacy-portal/sdk';
import type { Db } from '../../src/db/database.ts';
import type { TestServer } from './harness.ts';

export const GOOD_CARD = { name: 'Olivia Owner', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

export async function planId(db: Db, stripePlanId: string): Promise<number> {
  const row = await db('plans').where({ stripe_plan_id: stripePlanId }).first('id');
  if (!row) throw new Error(`no plan ${stripePlanId}: is the catalogue seeded?`);
  return row.id as number;
}

/** Posts the card form of a test-provider page (what the browser sends). */
export async function postCard(
  server: TestServer,
  path: string,
  form: Record<string, string>,
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

/** Fills the cart, starts the checkout and pays with a good card; returns the checkout URL. */
export async function buy(
  server: TestServer,
  api: ApiClient,
  items: Array<{ id: number; quantity: number; oid?: number; pid?: number }>,
  coupon_code?: string,
): Promise<string> {
  for (const body of items) {
    const added = await api.POST('/cart', { body });
    if (added.response.status !== 201) throw new Error(`add to cart: ${JSON.stringify(added.error)}`);
  }
  const session = await api.POST('/billing/checkout/session', { body: coupon_code ? { coupon_code } : {} });
  const url = session.data?.response.url;
  if (!url) throw new Error(`checkout: ${JSON.stringify(session.error)}`);
  const paid = await postCard(server, url, GOOD_CARD);
  if (paid.status !== 303) throw new Error(`payment: ${paid.status} ${await paid.text()}`);
  return url;
}

/** The test clock of the test provider, moved by a member who manages billing (the demo owner unless told). */
export async function advance(
  server: TestServer,
  subscriptionId: number,
  outcome?: 'fail',
  email = 'owner@demo.test',
): Promise<Response> {
  const { token } = await server.login(email);
  return fetch(
    `${server.url}/test-provider/subscriptions/${subscriptionId}/advance${outcome ? `?outcome=${outcome}` : ''}`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` } },
  );
}
