import { queryKey } from '@privacy-portal/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../lib/queryClient.ts';

/** GET /company: the company's details. */
export function useCompany() {
  return $api.useQuery('get', '/company', {}, { select: (body) => body.response });
}

/** GET /company/service: the products and how much of the company holds their licences. */
export function useCompanyServices() {
  return $api.useQuery('get', '/company/service', {}, { select: (body) => body.response });
}

/** PUT /company; the company's queries load again behind the saved form. */
export function useUpdateCompany() {
  const client = useQueryClient();
  return $api.useMutation('put', '/company', {
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('get', '/company') }),
  });
}
