import { allPages, PLAN_TYPE, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { ApiProblem, queryKey } from '@privacy-portal/sdk/react';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api } from '../../../lib/queryClient.ts';

/** GET /billing/list/invoice: one page of the company's invoices, newest first. */
export function useInvoices(limit: number, offset: number) {
  return $api.useQuery(
    'get',
    '/billing/list/invoice',
    { params: { query: { limit, offset } } },
    { select: (body) => body.response },
  );
}

/** GET /billing/account: the payment provider and the card on file. */
export function useBillingAccount() {
  return $api.useQuery('get', '/billing/account', {}, { select: (body) => body.response });
}

/** POST /billing/update/card/session: the provider's page for a new card. */
export function useCardUpdateSession() {
  return $api.useMutation('post', '/billing/update/card/session');
}

/** POST /billing/customerportal/session: the provider's customer portal. */
export function useCustomerPortalSession() {
  return $api.useMutation('post', '/billing/customerportal/session');
}

/** Every page of a keyset list, as one query's data; a refusal is thrown as an ApiProblem. */
async function everyRow<R extends { data?: { response: unknown[] }; error?: unknown; response: Response }>(
  fetchPage: (after: string | undefined) => Promise<R>,
): Promise<NonNullable<R['data']>['response']> {
  let result: R;
  try {
    result = (await allPages(fetchPage as Parameters<typeof allPages>[0])) as R;
  } catch {
    throw new ApiProblem(0, null);
  }
  if (!result.response.ok || !result.data) throw new ApiProblem(result.response.status, result.error);
  return result.data.response;
}

/**
 * The organizations (DSAR) or properties (the other products) still without a licence of the
 * product, across the company (no oid): a subscription's licences may go to any of them.
 */
export function useUnlicensedScopes(product: Schemas['Licence']['product']) {
  return useQuery({
    queryKey:
      product === 'dsar' ? ['get', '/unlicensed/organizations'] : ['get', '/unlicensed/property', product],
    queryFn: (): Promise<Schemas['LicensedScope'][]> =>
      product === 'dsar'
        ? everyRow((after) => api.GET('/unlicensed/organizations', { params: { query: pageQuery(after) } }))
        : everyRow((after) =>
            api.GET('/unlicensed/property', {
              params: { query: { type: PLAN_TYPE[product], ...pageQuery(after) } },
            }),
          ),
  });
}

/**
 * POST /assign/license/organization (DSAR) or /assign/license/property; the subscriptions and what
 * is still unlicensed are loaded again afterwards.
 */
export function useAssignLicence() {
  const client = useQueryClient();
  const toOrganization = $api.useMutation('post', '/assign/license/organization');
  const toProperty = $api.useMutation('post', '/assign/license/property');
  return {
    isPending: toOrganization.isPending || toProperty.isPending,
    async assign(licence: Pick<Schemas['Licence'], 'id' | 'product'>, targetId: number) {
      const result =
        licence.product === 'dsar'
          ? await toOrganization.mutateAsync({ body: { licence_id: licence.id, organization_id: targetId } })
          : await toProperty.mutateAsync({ body: { licence_id: licence.id, property_id: targetId } });
      await invalidateSubscriptions(client);
      return result.response;
    },
  };
}

const SUBSCRIPTIONS = queryKey('get', '/billing/list/subscription_list');

/** GET /billing/list/subscription_list: every subscription of the company, with its licences. */
export function useSubscriptions() {
  return useQuery({
    queryKey: SUBSCRIPTIONS,
    queryFn: (): Promise<Schemas['Subscription'][]> =>
      everyRow((after) =>
        api.GET('/billing/list/subscription_list', { params: { query: pageQuery(after) } }),
      ),
  });
}

/**
 * What a change of subscription or licence makes stale: the subscriptions and their licences, what is
 * still unlicensed, the licence history, the invoices (a change may bill), the plans the pricing page
 * and the plans page read. Answers once the shown ones are loaded again.
 */
export function invalidateSubscriptions(client: QueryClient): Promise<unknown> {
  const stale = [
    SUBSCRIPTIONS,
    queryKey('get', '/unlicensed/organizations'),
    queryKey('get', '/unlicensed/property'),
    queryKey('get', '/license/history'),
    queryKey('get', '/billing/list/invoice'),
    queryKey('get', '/billing/list/subscription'),
    queryKey('get', '/billing/current/plan'),
    queryKey('get', '/billing/plan/allowed-features'),
  ];
  return Promise.all(stale.map((key) => client.invalidateQueries({ queryKey: key })));
}

/** POST /billing/subscription/update: a new quantity, prorated by the provider. */
export function useChangeQuantity() {
  const client = useQueryClient();
  return $api.useMutation('post', '/billing/subscription/update', {
    onSuccess: () => invalidateSubscriptions(client),
  });
}

/** POST /billing/subscription/cancel: cancelled at the end of the paid period. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return $api.useMutation('post', '/billing/subscription/cancel', {
    onSuccess: () => invalidateSubscriptions(client),
  });
}

/** POST /unassign/license/organization (DSAR) or /unassign/license/property: the licence is free again. */
export function useReleaseLicence() {
  const client = useQueryClient();
  const fromOrganization = $api.useMutation('post', '/unassign/license/organization');
  const fromProperty = $api.useMutation('post', '/unassign/license/property');
  return {
    isPending: fromOrganization.isPending || fromProperty.isPending,
    async release(licence: Pick<Schemas['Licence'], 'id' | 'product'>) {
      const body = { licence_id: licence.id };
      const result =
        licence.product === 'dsar'
          ? await fromOrganization.mutateAsync({ body })
          : await fromProperty.mutateAsync({ body });
      await invalidateSubscriptions(client);
      return result.response;
    },
  };
}

/** GET /billing/plan/allowed-features: the selected pair's plans, limits and usage this month. */
export function useAllowedFeatures(selection: { oid: number; pid: number } | null) {
  return $api.useQuery(
    'get',
    '/billing/plan/allowed-features',
    { params: { query: { oid: selection?.oid ?? 0, pid: selection?.pid ?? 0 } } },
    { enabled: selection !== null, select: (body) => body.response },
  );
}
