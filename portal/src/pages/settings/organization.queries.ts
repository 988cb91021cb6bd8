import { allPages, pageQuery } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { $api, dataOrThrow } from '../../lib/queryClient.ts';

/** GET /organizations/{id}: one organization (disabled without an id). */
export function useOrganization(id: number | null) {
  return $api.useQuery(
    'get',
    '/organizations/{id}',
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== null, select: (body) => body.response },
  );
}

/** Every page of an organization's properties (GET /property/{orgId}). */
export function useProperties(orgId: number | null) {
  return useQuery({
    queryKey: [...queryKey('get', '/property/{orgId}'), { orgId }],
    enabled: orgId !== null,
    queryFn: async () => {
      const all = await dataOrThrow(
        allPages((after) =>
          api.GET('/property/{orgId}', { params: { path: { orgId: orgId ?? 0 }, query: pageQuery(after) } }),
        ),
      );
      return all.response;
    },
  });
}

/** After a change to an organization or its properties: what the settings pages show loads again. */
export function useOrganizationChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKey('get', '/organizations/{id}') }),
      client.invalidateQueries({ queryKey: queryKey('get', '/property/{orgId}') }),
    ]);
}

export function useCreateOrganization() {
  return $api.useMutation('post', '/organizations');
}

export function useUpdateOrganization() {
  return $api.useMutation('patch', '/organizations/{id}');
}

export function useDeleteOrganization() {
  return $api.useMutation('delete', '/organizations/{id}');
}

export function useAddProperty() {
  return $api.useMutation('post', '/property/{orgId}');
}

export function useUpdateProperty() {
  return $api.useMutation('patch', '/property/{orgId}/{propId}');
}

export function useDeleteProperty() {
  return $api.useMutation('delete', '/property/{orgId}/{propId}');
}
