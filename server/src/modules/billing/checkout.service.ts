import type { Schemas } from '@privacy-portal/sdk';
import { promoTotals } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../access/access.ts';
import { cartOf } from './cart.queries.ts';
import type { PlanRow } from './catalogue.queries.ts';
import type { Coupon } from './payments/provider.ts';
import type { FrozenItem } from './payments/test-provider.service.ts';
import { testId } from './payments/test-provider.ts';
import { billingCustomer } from './subscriptions.queries.ts';
import { viaProvider } from './subscriptions.service.ts';

/** Where the provider sends the browser back (billing brief). */
export const SUCCESS_PATH = '/settings/billing/manage?success=true';
export const CANCEL_PATH = '/settings/billing/manage?success=false';
export const RETURN_PATH = '/settings/billing/manage';

export const INVALID_COUPON = 'This promo code is not valid';

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
  const cart = await cartOf(deps.db, companyId);
  if (!cart.items.length) throw new ApiError(409, 'cart_empty', 'Your cart is empty');
  const coupon = couponCode ? await couponOrFail(deps, couponCode) : null;
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

/** Freezes the cart into a checkout session and asks the provider for the payment page. */
export async function createCheckout(
  deps: Deps,
  m: Member,
  couponCode: string | undefined,
): Promise<Schemas['CheckoutSession']> {
  const { db } = deps;
  const order = await review(deps, m.companyId, couponCode);
  const rows = (await db('cart_items').where({ company_id: m.companyId }).orderBy('id')) as Array<{
    id: number;
    plan_id: number;
    quantity: number;
    target_kind: FrozenItem['target_kind'];
    target_id: number | null;
  }>;
  const items: FrozenItem[] = rows.map((r) => ({
    plan_id: r.plan_id,
    quantity: r.quantity,
    target_kind: r.target_kind,
    target_id: r.target_id,
    cart_item_id: r.id,
  }));
  const plans = (await db('plans').whereIn(
    'id',
    items.map((i) => i.plan_id),
  )) as PlanRow[];
  const checkoutId = testId('cs');
  const customer = await billingCustomer(db, m.companyId);
  const session = await viaProvider(() =>
    deps.payments.createCheckout({
      checkoutId,
      companyId: m.companyId,
      customerId: customer?.provider === deps.payments.name ? customer.customer_id : null,
      email: m.user.email,
      lines: items.map((i) => ({
        plan: plans.find((p) => p.id === i.plan_id) as PlanRow,
        quantity: i.quantity,
      })),
      couponCode: order.coupon_code,
      successUrl: SUCCESS_PATH,
      cancelUrl: CANCEL_PATH,
    }),
  );
  await insertCheckout(db, {
    id: checkoutId,
    company_id: m.companyId,
    user_id: m.user.id,
    provider: deps.payments.name,
    items: JSON.stringify(items),
    coupon_code: order.coupon_code,
    percent_off: order.percent_off,
    amount_total: order.total,
    success_url: SUCCESS_PATH,
    cancel_url: CANCEL_PATH,
    expires_at: new Date(Date.now() + 24 * 3600_000),
  });
  return { session_id: session.sessionId, url: session.url, provider: deps.payments.name };
}

async function insertCheckout(db: Db, row: Record<string, unknown>) {
  await db('checkout_sessions').insert(row);
}
