import { API_MESSAGES, licenceScope, productOfType } from '@privacy-portal/sdk';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import { type Auth, member } from '../../access/access.ts';
import { buyablePlan, requirePurchase, selectedScope } from '../billing-access.ts';
import {
  addCartItem,
  cartOf,
  deleteCartItem,
  findCartItem,
  findPlan,
  setCartItemQuantity,
} from './cart.queries.ts';
import { couponOrFail, review } from './checkout.service.ts';

type CartOps =
  | 'getCart'
  | 'addToCart'
  | 'updateCartItem'
  | 'removeCartItem'
  | 'checkCoupon'
  | 'reviewCheckout';

export function cartHandlers(deps: Deps): Pick<Handlers<Auth>, CartOps> {
  const { db } = deps;
  return {
    getCart: async ({ auth }) => ({
      status: 200,
      body: { response: await cartOf(db, member(auth).companyId) },
    }),

    addToCart: async ({ auth, body }) => {
      const m = member(auth);
      requirePurchase(m, 'buy plans');
      const scope = await selectedScope(db, m, body.oid, body.pid);
      const plan = buyablePlan(await findPlan(db, body.id), 'id');
      const product = productOfType(plan.type);
      // The first licence goes to the selected organization (DSAR) or property once paid; bundles have no target.
      const target = !product
        ? null
        : licenceScope(product) === 'organization'
          ? scope.org && { kind: 'organization' as const, id: scope.org.id }
          : scope.property && { kind: 'property' as const, id: scope.property.id };
      const id = await addCartItem(db, {
        company_id: m.companyId,
        plan_id: plan.id,
        quantity: body.quantity,
        target_kind: target ? target.kind : null,
        target_id: target ? target.id : null,
        added_by: m.user.id,
      });
      const cart = await cartOf(db, m.companyId);
      return {
        status: 201,
        body: {
          response: { id, count: cart.count },
          message: API_MESSAGES.addedToCart(plan),
        },
      };
    },

    updateCartItem: async ({ auth, body }) => {
      const m = member(auth);
      requirePurchase(m, 'change the cart');
      const item = await findCartItem(db, m.companyId, body.id);
      if (!item) throw notFound('Cart item');
      await setCartItemQuantity(db, item.id, body.quantity);
      return { status: 200, body: { response: await cartOf(db, m.companyId) } };
    },

    removeCartItem: async ({ auth, params }) => {
      const m = member(auth);
      requirePurchase(m, 'change the cart');
      const item = await findCartItem(db, m.companyId, params.id);
      if (!item) throw notFound('Cart item');
      await deleteCartItem(db, item.id);
      return { status: 200, body: { response: await cartOf(db, m.companyId) } };
    },

    checkCoupon: async ({ auth, params }) => {
      member(auth);
      const coupon = await couponOrFail(deps, params.coupon_code);
      return {
        status: 200,
        body: { response: { valid: true, percent_off: coupon.percent_off, code: coupon.code } },
      };
    },

    reviewCheckout: async ({ auth, query }) => ({
      status: 200,
      body: { response: await review(deps, member(auth).companyId, query.coupon_code) },
    }),
  };
}
