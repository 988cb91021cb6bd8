import type { Schemas } from '@privacy-portal/sdk';
import { API_MESSAGES, licenceScope, lineTotal, productOfType, promoTotals } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Member } from '../../access/access.ts';
import { lockCompany } from '../../company/company.queries.ts';
import type { PlanRow } from '../catalogue/catalogue.queries.ts';
import type { Coupon } from '../payments/provider.ts';
import type { FrozenItem } from '../payments/test-provider.service.ts';
import { testId } from '../payments/test-provider.ts';
import { billingCustomer } from '../subscriptions/subscriptions.queries.ts';
import { viaProvider } from '../subscriptions/subscriptions.service.ts';
import { cartOf, cartRows } from './cart.queries.ts';
import {
  expireCheckoutSessions,
  findActivePlanByKey,
  firstOrganizationAndProperty,
  insertCheckoutSession,
  openCheckoutSessions,
  plansByIds,
} from './checkout.queries.ts';

/** Where the provider sends the browser back (billing brief). */
export const SUCCESS_PATH = '/settings/billing/manage?success=true';
export const CANCEL_PATH = '/settings/billing/manage?success=false';
export const RETURN_PATH = '/settings/billing/manage';

export const INVALID_COUPON = API_MESSAGES.invalidCoupon;

export async function couponOrFail(deps: Deps, code: string): Promise<Coupon> {
  const coupon = await viaProvider(() => deps.payments.findCoupon(code));
  if (!coupon) throw new ApiError(404, 'not_found', INVALID_COUPON);
  return coupon;
}

export async function review(
  deps: Deps,
  companyId: number,
  couponCode: string | undefined,
): Promise<Schemas['CheckoutReview']> {
  const coupon = couponCode ? await couponOrFail(deps, couponCode) : null;
  // An empty cart reviews as an empty order (the review page says so); only paying for it is refused.
  return orderOf(await cartOf(deps.db, companyId), coupon);
}

/** The cart as an order: its lines, the promo code's discount and the total. */
function orderOf(cart: Schemas['Cart'], coupon: Coupon | null): Schemas['CheckoutReview'] {
  const percent = coupon?.percent_off ?? 0;
  const { discount, total } = promoTotals(cart.subtotal, percent);
  return {
    items: cart.items,
    subtotal: cart.subtotal,
    percent_off: percent,
    discount,
    total,
    coupon_code: coupon?.code ?? null,
  };
}

/**
 * Freezes the cart into a checkout session and asks the provider for the payment page. The cart is
 * locked meanwhile: a repeated (or parallel) checkout of the same cart answers the same open session.
 */
export async function createCheckout(
  deps: Deps,
  m: Member,
  couponCode: string | undefined,
): Promise<Schemas['CheckoutSession']> {
  // Looked up before the transaction: the test provider reads coupons on `db`, which would wait for
  // the transaction on PGlite's single connection.
  const coupon = couponCode ? await couponOrFail(deps, couponCode) : null;
  return startCheckout(deps, m.companyId, async (trx) => {
    const order = orderOf(await cartOf(trx, m.companyId), coupon);
    if (!order.items.length) throw new ApiError(409, 'cart_empty', API_MESSAGES.cartEmpty);
    const rows = await cartRows(trx, m.companyId);
    return {
      companyId: m.companyId,
      userId: m.user.id,
      email: m.user.email,
      kind: 'checkout',
      items: rows.map((r) => ({
        plan_id: r.plan_id,
        quantity: r.quantity,
        target_kind: r.target_kind,
        target_id: r.target_id,
        cart_item_id: r.id,
      })),
      couponCode: order.coupon_code,
      percentOff: order.percent_off,
      amountTotal: order.total,
      successUrl: SUCCESS_PATH,
      cancelUrl: CANCEL_PATH,
    };
  });
}

interface CheckoutInput {
  companyId: number;
  userId: number;
  email: string;
  /** 'checkout' from the cart; 'signup' for the paid plan chosen at sign-up */
  kind: 'checkout' | 'signup';
  items: FrozenItem[];
  couponCode: string | null;
  percentOff: number;
  amountTotal: number;
  successUrl: string;
  cancelUrl: string;
}

/** What makes two orders the same: their frozen lines, promo code and total. */
function orderKey(items: FrozenItem[] | string, couponCode: string | null, amountTotal: number): string {
  const lines = (typeof items === 'string' ? (JSON.parse(items) as FrozenItem[]) : items).map((i) => [
    i.plan_id,
    i.quantity,
    i.target_kind,
    i.target_id,
    i.cart_item_id ?? null,
  ]);
  return JSON.stringify([lines, couponCode, amountTotal]);
}

/** An open session is answered again only while it has at least this long left before it expires. */
const REUSE_MARGIN_MS = 3600_000;

/**
 * Records the frozen order and asks the provider for its payment page, under the company's lock:
 * an open session of the same order is answered again; an open one of another order (the cart
 * changed) is closed first, so only the newest order of a cart can be paid.
 */
async function startCheckout(
  deps: Deps,
  companyId: number,
  build: (trx: Db) => Promise<CheckoutInput>,
): Promise<Schemas['CheckoutSession']> {
  const replaced: string[] = [];
  const session = await deps.db.transaction(async (trx) => {
    await lockCompany(trx, companyId);
    const input = await build(trx);
    const open = await openCheckoutSessions(trx, companyId, input.kind);
    const key = orderKey(input.items, input.couponCode, input.amountTotal);
    const same = open.find(
      (r) =>
        r.url &&
        r.provider === deps.payments.name &&
        new Date(r.expires_at).getTime() > Date.now() + REUSE_MARGIN_MS &&
        orderKey(r.items, r.coupon_code, Number(r.amount_total)) === key,
    );
    if (same?.url) {
      return { session_id: same.provider_session_id ?? same.id, url: same.url, provider: deps.payments.name };
    }
    if (open.length) {
      await expireCheckoutSessions(
        trx,
        open.map((r) => r.id),
      );
      for (const r of open) if (r.provider_session_id) replaced.push(r.provider_session_id);
    }
    return createSession(deps, trx, input);
  });
  // Best effort: the provider's page of a replaced order stops taking payments too.
  for (const id of replaced) {
    await deps.payments.expireCheckout(id).catch((err: unknown) => {
      deps.logger.warn({ err, checkout: id }, 'could not expire a replaced checkout session');
    });
  }
  return session;
}

async function createSession(deps: Deps, trx: Db, input: CheckoutInput): Promise<Schemas['CheckoutSession']> {
  const plans = await plansByIds(
    trx,
    input.items.map((i) => i.plan_id),
  );
  const checkoutId = testId('cs');
  const customer = await billingCustomer(trx, input.companyId);
  const session = await viaProvider(() =>
    deps.payments.createCheckout({
      checkoutId,
      companyId: input.companyId,
      customerId: customer?.provider === deps.payments.name ? customer.customer_id : null,
      email: input.email,
      lines: input.items.map((i) => ({
        plan: plans.find((p) => p.id === i.plan_id) as PlanRow,
        quantity: i.quantity,
      })),
      couponCode: input.couponCode,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    }),
  );
  await insertCheckoutSession(trx, {
    id: checkoutId,
    company_id: input.companyId,
    user_id: input.userId,
    provider: deps.payments.name,
    provider_session_id: session.sessionId,
    url: session.url,
    kind: input.kind,
    items: input.items,
    coupon_code: input.couponCode,
    percent_off: input.percentOff,
    amount_total: input.amountTotal,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expires_at: new Date(Date.now() + 24 * 3600_000),
  });
  return { session_id: session.sessionId, url: session.url, provider: deps.payments.name };
}

/** The paid plan chosen at sign-up (companies.pending_plan), as the sign-up link carried it. */
export interface PendingPlan {
  plan_id: string;
  plan_type?: string;
  units?: string;
}

/**
 * The payment page of a sign-up's paid plan (portal-spec §4: login answers statusRequired with a
 * uri). The plan is found by id or stripe_plan_id; its licences go to the company's first
 * organization (DSAR) or that organization's default property, like a cart line with a target.
 * Null when the plan cannot be bought (unknown, free, Enterprise): the sign-up then goes on free.
 * Paying clears the pending plan (payments/events.service.ts); the browser comes back to subscription management,
 * which asks for a login first.
 */
export async function signupCheckout(
  deps: Deps,
  user: { id: number; email: string; company_id: number },
  pending: PendingPlan,
): Promise<Schemas['CheckoutSession'] | null> {
  const { db } = deps;
  const key = String(pending.plan_id);
  const plan = await findActivePlanByKey(db, key);
  const price = plan ? Number(plan.price) : 0;
  if (!plan || price <= 0) return null;
  const quantity = Math.min(1000, Math.max(1, Math.trunc(Number(pending.units)) || 1));
  const product = productOfType(plan.type);
  const { organizationId, propertyId } = await firstOrganizationAndProperty(db, user.company_id);
  const target =
    product === undefined
      ? null
      : licenceScope(product) === 'organization'
        ? (organizationId ?? null)
        : (propertyId ?? null);
  const subtotal = lineTotal(price, quantity);
  return startCheckout(deps, user.company_id, async () => ({
    companyId: user.company_id,
    userId: user.id,
    email: user.email,
    kind: 'signup',
    items: [
      {
        plan_id: plan.id,
        quantity,
        target_kind: target === null || product === undefined ? null : licenceScope(product),
        target_id: target,
      },
    ],
    couponCode: null,
    percentOff: 0,
    amountTotal: subtotal,
    successUrl: SUCCESS_PATH,
    cancelUrl: SIGNUP_CANCEL_PATH,
  }));
}

/** A sign-up that leaves the payment page goes back to the login, which offers it again. */
export const SIGNUP_CANCEL_PATH = '/login';
