import type { Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api, dataOrThrow } from '../../../lib/queryClient.ts';

/** Rules per page of the table: 'Load more' asks for the next. */
export const RULES_PAGE_SIZE = 50;

type Pair = { oid: number; pid: number };

const SETTINGS = queryKey('get', '/tag-list-javascript/{oid}/{pid}');
const RULES = queryKey('get', '/cookie-blocking/tag-list/{pid}');

/** GET /tag-list-javascript: on or off, the rule count and the hosts the last scan proposes. */
export function useBlockingSettings(pair: Pair | null) {
  return $api.useQuery(
    'get',
    '/tag-list-javascript/{oid}/{pid}',
    { params: { path: { oid: pair?.oid ?? 0, pid: pair?.pid ?? 0 } } },
    { enabled: pair !== null, select: (body) => body.response },
  );
}

/** GET /cookie-blocking/tag-list: the rules by pattern, page after page ('Load more'). */
export function useBlockingRules(pid: number | null) {
  return useInfiniteQuery({
    queryKey: [...RULES, { pid }],
    enabled: pid !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(
        api.GET('/cookie-blocking/tag-list/{pid}', {
          params: {
            path: { pid: pid ?? 0 },
            query: { limit: RULES_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.page.next ?? undefined,
    select: (data) => ({
      rules: data.pages.flatMap((page) => page.response),
      hasMore: data.pages.at(-1)?.page.next != null,
    }),
  });
}

/** GET /cookiecategory?pid: the property's categories, in banner order. */
export function useCookieCategories(pid: number | null) {
  return $api.useQuery(
    'get',
    '/cookiecategory',
    { params: { query: { pid: pid ?? 0 } } },
    { enabled: pid !== null, select: (body) => body.response },
  );
}

/** GET /consent/banner: the tier features the property's licence allows (the banner carries them). */
export function useLicenceFeatures(pair: Pair | null) {
  return $api.useQuery(
    'get',
    '/consent/banner/{orgId}/{propId}',
    { params: { path: { orgId: pair?.oid ?? 0, propId: pair?.pid ?? 0 } } },
    { enabled: pair !== null, select: (body) => body.response.features },
  );
}

/** After a change of a rule or of the switch: the rules and the settings (counts, proposals) load again. */
export function useBlockingChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: SETTINGS }),
      client.invalidateQueries({ queryKey: RULES }),
    ]);
}

/** PUT /update-tag: Auto Cookie Blocking on or off; the settings it answers replace the cached ones. */
export function useSetBlocking() {
  const client = useQueryClient();
  return $api.useMutation('put', '/update-tag/{oid}/{pid}', {
    onSuccess: () => client.invalidateQueries({ queryKey: SETTINGS }),
  });
}

/** POST /cookie-blocking/save-tag-scr: a new rule. */
export function useCreateRule() {
  return $api.useMutation('post', '/cookie-blocking/save-tag-scr/{pid}');
}

/** PUT /cookie-blocking/update-tag-scr: a changed rule. */
export function useUpdateRule() {
  return $api.useMutation('put', '/cookie-blocking/update-tag-scr/{pid}');
}

/** DELETE /cookie-blocking/delete-tag-scr: a rule removed. */
export function useDeleteRule() {
  return $api.useMutation('delete', '/cookie-blocking/delete-tag-scr/{pid}/{id}');
}

export type BlockingRule = Schemas['BlockingRule'];
export type BlockingRuleInput = Schemas['BlockingRuleInput'];
