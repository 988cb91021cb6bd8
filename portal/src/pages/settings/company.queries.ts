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

/** PUT /company; its answer is the company at once, and the company loads again behind it. */
export function useUpdateCompany() {
  const client = useQueryClient();
  return $api.useMutation('put', '/company', {
    onSuccess: (saved) => {
      client.setQueriesData<typeof saved>({ queryKey: queryKey('get', '/company') }, (old) =>
        old ? { ...old, response: saved.response } : old,
      );
      return client.invalidateQueries({ queryKey: queryKey('get', '/company') });
    },
  });
}
