import { allPages, PLAN_TYPE, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { ApiProblem, queryKey } from '@privacy-portal/sdk/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Loads the invoices again (a change of subscription may have billed something). */
export function useInvalidateInvoices(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKey('get', '/billing/list/invoice') });
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
 * POST /assign/license/organization (DSAR) or /assign/license/property; what is still unlicensed
 * is loaded again afterwards.
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
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKey('get', '/unlicensed/organizations') }),
        client.invalidateQueries({ queryKey: queryKey('get', '/unlicensed/property') }),
      ]);
      return result.response;
    },
  };
}
