/**
 * The billing calls of the portal's billing pages (openapi/paths/billing.yaml), each folded into an
 * Outcome by `send` so a page shows the server's message on a refusal. Envelopes are unwrapped here.
 */
import { allPages, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { api } from '../../lib/api.ts';
import { type Outcome, send } from '../../lib/send.ts';

type Cart = Schemas['Cart'];
type Subscription = Schemas['Subscription'];
type Licence = Schemas['Licence'];
type LicensedScope = Schemas['LicensedScope'];

/** Maps a successful outcome's body, keeping a failure as it is. */
function map<T, U>(outcome: Outcome<T>, pick: (data: T) => U): Outcome<U> {
  return outcome.ok ? { ok: true, status: outcome.status, data: pick(outcome.data) } : outcome;
}

export interface Page<T> {
  items: T[];
  total: number;
}

// ---- cart ---------------------------------------------------------------------------------------

export async function fetchCart(): Promise<Outcome<Cart>> {
  return map(await send(api.GET('/cart')), (d) => d.response);
}

export async function updateCartQuantity(id: number, quantity: number): Promise<Outcome<Cart>> {
  return map(await send(api.PUT('/cart/update', { body: { id, quantity } })), (d) => d.response);
}

export async function removeCartItem(id: number): Promise<Outcome<Cart>> {
  return map(await send(api.DELETE('/cart/{id}', { params: { path: { id } } })), (d) => d.response);
}

// ---- checkout -----------------------------------------------------------------------------------

export async function fetchCheckoutReview(
  couponCode: string | null,
): Promise<Outcome<Schemas['CheckoutReview']>> {
  const query = couponCode ? { coupon_code: couponCode } : {};
  return map(await send(api.GET('/billing/checkout/available', { params: { query } })), (d) => d.response);
}

export async function checkCoupon(code: string): Promise<Outcome<Schemas['CouponCheck']>> {
  return map(
    await send(api.GET('/billing/check_coupon/{coupon_code}', { params: { path: { coupon_code: code } } })),
    (d) => d.response,
  );
}

export async function createCheckoutSession(
  couponCode: string | null,
): Promise<Outcome<Schemas['CheckoutSession']>> {
  const body = couponCode ? { coupon_code: couponCode } : {};
  return map(await send(api.POST('/billing/checkout/session', { body })), (d) => d.response);
}

// ---- subscriptions ------------------------------------------------------------------------------

export async function fetchSubscriptions(): Promise<Outcome<Subscription[]>> {
  const all = allPages((after) =>
    api.GET('/billing/list/subscription_list', { params: { query: pageQuery(after) } }),
  );
  return map(await send(all), (d) => d.response);
}

export async function changeSubscriptionQuantity(
  subscriptionId: number,
  quantity: number,
): Promise<Outcome<Subscription>> {
  return map(
    await send(
      api.POST('/billing/subscription/update', { body: { subscription_id: subscriptionId, quantity } }),
    ),
    (d) => d.response,
  );
}

export async function cancelSubscription(subscriptionId: number): Promise<Outcome<Subscription>> {
  return map(
    await send(api.POST('/billing/subscription/cancel', { body: { subscription_id: subscriptionId } })),
    (d) => d.response,
  );
}

export async function fetchInvoices(
  limit: number,
  offset: number,
): Promise<Outcome<Page<Schemas['Invoice']>>> {
  return map(
    await send(api.GET('/billing/list/invoice', { params: { query: { limit, offset } } })),
    (d) => d.response,
  );
}

export async function fetchBillingAccount(): Promise<Outcome<Schemas['BillingAccount']>> {
  return map(await send(api.GET('/billing/account')), (d) => d.response);
}

export async function createCardUpdateSession(): Promise<Outcome<string>> {
  return map(await send(api.POST('/billing/update/card/session')), (d) => d.response.url);
}

export async function createCustomerPortalSession(): Promise<Outcome<string>> {
  return map(await send(api.POST('/billing/customerportal/session')), (d) => d.response.url);
}

// ---- licences -----------------------------------------------------------------------------------

/**
 * Properties without a licence of the product type (0, 2 or 3), across the company (no oid): a
 * subscription's licences may go to any property of any organization.
 */
export async function fetchUnlicensedProperties(type: 0 | 2 | 3): Promise<Outcome<LicensedScope[]>> {
  const all = allPages((after) =>
    api.GET('/unlicensed/property', { params: { query: { type, ...pageQuery(after) } } }),
  );
  return map(await send(all), (d) => d.response);
}

export async function fetchUnlicensedOrganizations(): Promise<Outcome<LicensedScope[]>> {
  const all = allPages((after) =>
    api.GET('/unlicensed/organizations', { params: { query: pageQuery(after) } }),
  );
  return map(await send(all), (d) => d.response);
}

export async function assignLicence(
  licence: Pick<Licence, 'id' | 'product'>,
  targetId: number,
): Promise<Outcome<Licence>> {
  const call =
    licence.product === 'dsar'
      ? api.POST('/assign/license/organization', {
          body: { licence_id: licence.id, organization_id: targetId },
        })
      : api.POST('/assign/license/property', { body: { licence_id: licence.id, property_id: targetId } });
  return map(await send(call), (d) => d.response);
}

export async function releaseLicence(licence: Pick<Licence, 'id' | 'product'>): Promise<Outcome<Licence>> {
  const body = { licence_id: licence.id };
  const call =
    licence.product === 'dsar'
      ? api.POST('/unassign/license/organization', { body })
      : api.POST('/unassign/license/property', { body });
  return map(await send(call), (d) => d.response);
}

export async function fetchLicenceHistory(
  limit: number,
  offset: number,
): Promise<Outcome<Page<Schemas['LicenceEvent']>>> {
  return map(
    await send(api.GET('/license/history', { params: { query: { limit, offset } } })),
    (d) => d.response,
  );
}

// ---- plans --------------------------------------------------------------------------------------

export async function fetchAllowedFeatures(
  oid: number,
  pid: number,
): Promise<Outcome<Schemas['PlanRecord']>> {
  return map(
    await send(api.GET('/billing/plan/allowed-features', { params: { query: { oid, pid } } })),
    (d) => d.response,
  );
}
