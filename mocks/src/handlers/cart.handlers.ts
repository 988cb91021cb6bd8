import type { HttpHandler } from 'msw';
import {
  addToCart,
  cartOf,
  checkCoupon,
  checkout,
  removeCartItem,
  reviewCheckout,
  updateCartItem,
} from '../fixtures/billing.ts';
import { type HandlerContext, memberOf } from './http.ts';

/**
 * Tag Cart: the company's cart, promo codes, the review and checkout. The mocks have no payment
 * page: checkout completes at once and answers the success URL (see fixtures/billing.ts `checkout`).
 */
export function cartHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/cart', ({ request, response }) => {
      const m = memberOf(state, request);
      return response(200).json({ response: cartOf(state, m.companyId) });
    }),

    http.post('/cart', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      return response(201).json({ response: addToCart(state, m, body), message: 'Added to cart' });
    }),

    http.put('/cart/update', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      return response(200).json({ response: updateCartItem(state, m, body.id, body.quantity) });
    }),

    http.delete('/cart/{id}', ({ request, params, response }) => {
      const m = memberOf(state, request);
      return response(200).json({ response: removeCartItem(state, m, Number(params.id)) });
    }),

    http.get('/billing/check_coupon/{coupon_code}', ({ request, params, response }) => {
      memberOf(state, request);
      return response(200).json({ response: checkCoupon(state, String(params.coupon_code)) });
    }),

    http.get('/billing/checkout/available', ({ request, query, response }) => {
      const m = memberOf(state, request);
      return response(200).json({ response: reviewCheckout(state, m, query.get('coupon_code')) });
    }),

    http.post('/billing/checkout/session', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      return response(201).json({ response: checkout(state, m, body.coupon_code ?? null) });
    }),
  ];
}
