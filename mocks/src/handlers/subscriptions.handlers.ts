import type { HttpHandler } from 'msw';
import {
  billingAccount,
  cancelSubscription,
  changeQuantity,
  companySubscription,
  companySubscriptions,
  invoicePage,
  presentSubscription,
  providerSession,
  receiveWebhook,
  upgrade,
} from '../fixtures/billing.ts';
import { type HandlerContext, keysetPage, memberOf, pageOf } from './http.ts';

/** Tag Subscriptions: the company's subscriptions, cancel, quantity, upgrade, invoices, the provider's sessions. */
export function subscriptionsHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/billing/list/subscription_list', ({ request, query, response }) => {
      const m = memberOf(state, request);
      const list = companySubscriptions(state, m.companyId).map((s) => presentSubscription(state, s));
      return response(200).json(keysetPage(list, query, (s) => [s.created_at, s.id], true));
    }),

    http.get('/billing/subscription/{id}', ({ request, params, response }) => {
      const m = memberOf(state, request);
      const subscription = companySubscription(state, m, Number(params.id));
      return response(200).json({ response: presentSubscription(state, subscription) });
    }),

    http.post('/billing/subscription/cancel', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      const subscription = cancelSubscription(state, m, body.subscription_id);
      return response(200).json({
        response: presentSubscription(state, subscription),
        message: `Your subscription will end on ${subscription.currentPeriodEnd.slice(0, 10)}`,
      });
    }),

    http.post('/billing/subscription/update', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      const subscription = changeQuantity(state, m, body.subscription_id, body.quantity);
      return response(200).json({
        response: presentSubscription(state, subscription),
        message: 'Subscription updated',
      });
    }),

    http.post('/billing/upgrade/plan', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      const subscription = upgrade(state, m, body);
      return response(200).json({
        response: presentSubscription(state, subscription),
        message: 'Successfully Upgraded Plan',
      });
    }),

    http.get('/billing/list/invoice', ({ request, query, response }) => {
      const m = memberOf(state, request);
      const { limit, offset } = pageOf(query);
      return response(200).json({ response: invoicePage(state, m.companyId, limit, offset) });
    }),

    http.get('/billing/account', ({ request, response }) => {
      const m = memberOf(state, request);
      return response(200).json({ response: billingAccount(state, m.companyId) });
    }),

    http.post('/billing/customerportal/session', ({ request, response }) => {
      const m = memberOf(state, request);
      return response(201).json({ response: providerSession(state, m, 'portal') });
    }),

    http.post('/billing/update/card/session', ({ request, response }) => {
      const m = memberOf(state, request);
      return response(201).json({ response: providerSession(state, m, 'card') });
    }),

    http.post('/billing/webhook', async ({ request, response }) => {
      const event = await request.json();
      const receipt = receiveWebhook(state, request.headers.get('stripe-signature') ?? '', event);
      return response(200).json({ response: receipt });
    }),
  ];
}
