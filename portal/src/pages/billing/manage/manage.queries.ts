import { queryKey } from '@privacy-portal/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
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
