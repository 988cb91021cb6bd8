import type { Schemas } from '@privacy-portal/sdk';
import { api } from '../../../lib/api.ts';
import { send } from '../../../lib/send.ts';

/** The pricing page's calls (calls-billing-spec §7 "Plan-related calls made by the pricing and upgrade screens"). */

/** 2. all plan info: the catalogue, one group per product, monthly and yearly */
export function fetchCatalogue() {
  return send(api.GET('/billing/plan'));
}

/** 6. the feature comparison tables */
export function fetchComparison() {
  return send(api.GET('/billing/plan/features'));
}

/** 1. the company's active plans ({active, type} with price and cycle) */
export function fetchActivePlans() {
  return send(api.GET('/billing/list/subscription'));
}

/** 3./4. the plans whose licences the organization (DSAR) and the property hold */
export function fetchCurrentPlans(oid: number, pid?: number) {
  return send(
    api.GET('/billing/current/plan', { params: { query: pid === undefined ? { oid } : { oid, pid } } }),
  );
}

/** 10. add to cart: the plan and quantity, and the scope its first licence goes to once paid */
export function addToCart(body: Schemas['AddToCartRequest']) {
  return send(api.POST('/cart', { body }));
}

/** The 14-day free trial of a plan, licensed to the selected organization or property. */
export function startTrial(body: Schemas['TrialRequest']) {
  return send(api.POST('/billing/checkout/trialsession', { body }));
}

/** 8. the client's IP, sent with the enterprise request */
export function fetchClientIp() {
  return send(api.POST('/ip-check'));
}

/** 9. contact sales */
export function sendEnterpriseRequest(body: Schemas['EnterpriseRequest']) {
  return send(api.POST('/enterprise-plan/request', { body }));
}

/** 5. upgrade a subscription in place (stripe_sub_id, prev/new plan, sub_item_id, quantity as a number) */
export function upgradePlan(body: Schemas['UpgradeRequest']) {
  return send(api.POST('/billing/upgrade/plan', { body }));
}
