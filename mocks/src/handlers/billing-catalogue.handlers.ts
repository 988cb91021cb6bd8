import { featureComparison, groupCatalogue, TRIAL_DAYS } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import {
  activePlans,
  allowedFeatures,
  currentPlans,
  presentSubscription,
  requestEnterprise,
  startTrial,
} from '../fixtures/billing.ts';
import { type HandlerContext, memberOf, optionalId } from './http.ts';

/** Tag Billing: the catalogue and comparison (public), held plans, the plan record, contact sales, trials. */
export function billingCatalogueHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/billing/plan', ({ response }) =>
      response(200).json({ response: groupCatalogue(state.billing.plans.filter((p) => p.active)) }),
    ),

    http.get('/billing/plan/features', ({ response }) =>
      response(200).json({ response: featureComparison() }),
    ),

    http.get('/billing/list/subscription', ({ request, response }) => {
      const m = memberOf(state, request);
      return response(200).json({ response: activePlans(state, m.companyId) });
    }),

    http.get('/billing/current/plan', ({ request, query, response }) => {
      const m = memberOf(state, request);
      const plans = currentPlans(
        state,
        m,
        Number(query.get('oid')),
        optionalId(query.get('pid')),
        optionalId(query.get('type')),
      );
      return response(200).json({ response: plans });
    }),

    http.get('/billing/plan/allowed-features', ({ request, query, response }) => {
      const m = memberOf(state, request);
      const record = allowedFeatures(state, m, Number(query.get('oid')), optionalId(query.get('pid')));
      return response(200).json({ response: record });
    }),

    http.post('/enterprise-plan/request', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      requestEnterprise(state, m, body);
      return response(201).json({ message: 'Request Sent Successfully' });
    }),

    http.post('/billing/checkout/trialsession', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      const subscription = startTrial(state, m, body);
      return response(201).json({
        response: presentSubscription(state, subscription),
        message: `Your ${TRIAL_DAYS}-day free trial has started`,
      });
    }),
  ];
}
