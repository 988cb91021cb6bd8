import { queryKey } from '@privacy-portal/sdk/react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/queryClient.ts';
import { setCartCount } from '../../../shell/cart/useCartCount.ts';
import { invalidateSubscriptions } from '../manage/manage.queries.ts';

/** The pricing page's calls (calls-billing-spec §7 "Plan-related calls made by the pricing and upgrade screens"). */

/** 2. all plan info: the catalogue, one group per product, monthly and yearly */
export function useCatalogue() {
  return $api.useQuery('get', '/billing/plan', {}, { select: (body) => body.response });
}

/** 6. the feature comparison tables, loaded when first asked for */
export function useComparison(enabled: boolean) {
  return $api.useQuery('get', '/billing/plan/features', {}, { enabled, select: (body) => body.response });
}

/** Forgets a failed comparison load, so that opening the dialog again asks again. */
export function resetComparison(client: QueryClient): Promise<void> {
  return client.resetQueries({ queryKey: queryKey('get', '/billing/plan/features') });
}

/** 1. the company's active plans ({active, type} with price and cycle) */
export function useActivePlans(enabled: boolean) {
  return $api.useQuery('get', '/billing/list/subscription', {}, { enabled, select: (body) => body.response });
}

/** 3./4. the plans whose licences the organization (DSAR) and the property hold */
export function currentPlansOptions(oid: number, pid?: number) {
  return $api.queryOptions('get', '/billing/current/plan', {
    params: { query: pid === undefined ? { oid } : { oid, pid } },
  });
}

export function useCurrentPlans(scope: { oid: number; pid: number } | null) {
  return $api.useQuery(
    'get',
    '/billing/current/plan',
    { params: { query: { oid: scope?.oid ?? 0, pid: scope?.pid ?? 0 } } },
    { enabled: scope !== null, select: (body) => body.response },
  );
}

/** 10. add to cart: the plan and quantity, and the scope its first licence goes to once paid */
export function useAddToCart() {
  const client = useQueryClient();
  return $api.useMutation('post', '/cart', {
    onSuccess: (body) => {
      // The header shows the answer's count at once; the cart and its review load again when shown.
      setCartCount(body.response.count, client);
      void client.invalidateQueries({ queryKey: queryKey('get', '/cart') });
      void client.invalidateQueries({ queryKey: queryKey('get', '/billing/checkout/available') });
    },
  });
}

/** The 14-day free trial of a plan, licensed to the selected organization or property. */
export function useStartTrial() {
  const client = useQueryClient();
  return $api.useMutation('post', '/billing/checkout/trialsession', {
    onSuccess: () => invalidateSubscriptions(client),
  });
}

/** 8. the client's IP, sent with the enterprise request */
export function useClientIp() {
  return $api.useMutation('post', '/ip-check');
}

/** 9. contact sales */
export function useEnterpriseRequest() {
  return $api.useMutation('post', '/enterprise-plan/request');
}

/** 5. upgrade a subscription in place (stripe_sub_id, prev/new plan, sub_item_id, quantity as a number) */
export function useUpgradePlan() {
  const client = useQueryClient();
  return $api.useMutation('post', '/billing/upgrade/plan', {
    onSuccess: () => invalidateSubscriptions(client),
  });
}
