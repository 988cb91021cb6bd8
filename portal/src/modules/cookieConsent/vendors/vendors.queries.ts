import type { Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api, dataOrThrow } from '../../../lib/queryClient.ts';

/** Vendors per page of the table: 'Load more' asks for the next. */
export const VENDORS_PAGE_SIZE = 50;

type Pair = { oid: number; pid: number };
export type Vendor = Schemas['Vendor'];
export type GlobalVendorKind = Schemas['GlobalVendor']['kind'];

const VENDORS = queryKey('get', '/consent/manage-vendors/{orgId}/{propId}');

/** GET /consent/manage-vendors: the property's vendors by name, page after page. */
export function useVendors(pair: Pair | null) {
  return useInfiniteQuery({
    queryKey: [...VENDORS, { pair }],
    enabled: pair !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(
        api.GET('/consent/manage-vendors/{orgId}/{propId}', {
          params: {
            path: { orgId: pair?.oid ?? 0, propId: pair?.pid ?? 0 },
            query: { limit: VENDORS_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.page.next ?? undefined,
    select: (data) => ({
      vendors: data.pages.flatMap((page) => page.response),
      hasMore: data.pages.at(-1)?.page.next != null,
    }),
  });
}

/** GET /consent/global-vendors: the IAB or Google list searched by name (essentials and up). */
export function useGlobalVendorSearch(pair: Pair | null, kind: GlobalVendorKind | null, search: string) {
  return $api.useQuery(
    'get',
    '/consent/global-vendors/{orgId}/{propId}',
    {
      params: {
        path: { orgId: pair?.oid ?? 0, propId: pair?.pid ?? 0 },
        query: { kind: kind ?? 'iab', ...(search ? { search } : {}) },
      },
    },
    {
      enabled: pair !== null && kind !== null,
      // The last answer stays on screen while the next search runs.
      placeholderData: keepPreviousData,
      select: (body) => body.response,
    },
  );
}

/** After an add, a change or a removal: the list loads again. */
export function useVendorsChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: VENDORS });
}

export function useAddVendor() {
  return $api.useMutation('post', '/consent/manage-vendors/{orgId}/{propId}');
}

export function useUpdateVendor() {
  return $api.useMutation('put', '/consent/manage-vendors/{orgId}/{propId}/{id}');
}

export function useRemoveVendor() {
  return $api.useMutation('delete', '/consent/manage-vendors/{orgId}/{propId}/{id}');
}
