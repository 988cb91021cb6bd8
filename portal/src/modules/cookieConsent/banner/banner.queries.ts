import { allPages, MAX_PAGE_SIZE, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOrThrow } from '../../../lib/api.ts';
import { $api } from '../../../lib/queryClient.ts';

export type Banner = Schemas['Banner'];
export type BannerConfig = Schemas['BannerConfig'];
export type BannerVersion = Schemas['BannerVersion'];
type Pair = { oid: number; pid: number };

const BANNER = queryKey('get', '/consent/banner/{orgId}/{propId}');
const VERSIONS = queryKey('get', '/consent/banner-history/{oid}/{pid}');

/** GET /consent/banner: the draft, the version visitors see, the tier and its features. */
export function useBanner(pair: Pair | null) {
  return $api.useQuery(
    'get',
    '/consent/banner/{orgId}/{propId}',
    { params: { path: { orgId: pair?.oid ?? 0, propId: pair?.pid ?? 0 } } },
    { enabled: pair !== null, select: (body) => body.response },
  );
}

/** GET /consent/banner-history: every published version, newest first. */
export function useBannerVersions(pair: Pair | null) {
  return useQuery({
    queryKey: [...VERSIONS, pair],
    enabled: pair !== null,
    queryFn: async ({ signal }) =>
      (
        await dataOrThrow(
          allPages((after) =>
            api.GET('/consent/banner-history/{oid}/{pid}', {
              params: { path: { oid: pair?.oid ?? 0, pid: pair?.pid ?? 0 }, query: pageQuery(after) },
              signal,
            }),
          ),
        )
      ).response,
  });
}

/** GET /cookiecategory: the categories in banner order, for the preview's Preferences. */
export function useBannerCategories(pid: number | null) {
  return $api.useQuery(
    'get',
    '/cookiecategory',
    { params: { query: { pid: pid ?? 0 } } },
    { enabled: pid !== null, select: (body) => body.response },
  );
}

/**
 * GET /all-cookie?published=true: the cookies the banner lists, one page of the largest size (the
 * preview shows a category's cookies; a property with more than 200 published ones shows the first).
 */
export function usePublishedCookies(pair: Pair | null) {
  return $api.useQuery(
    'get',
    '/all-cookie/{orgId}/{propId}',
    {
      params: {
        path: { orgId: pair?.oid ?? 0, propId: pair?.pid ?? 0 },
        query: { published: true, limit: MAX_PAGE_SIZE },
      },
    },
    { enabled: pair !== null, select: (body) => body.response },
  );
}

/** PUT /consent/banner: the draft; the answer replaces the cached banner (no reload). */
export function useSaveDraft() {
  const client = useQueryClient();
  return $api.useMutation('put', '/consent/banner/{orgId}/{propId}', {
    onSuccess: (body, variables) =>
      client.setQueryData(
        ['get', '/consent/banner/{orgId}/{propId}', { params: { path: variables.params.path } }],
        body,
      ),
  });
}

/** After a publish, a rollback or a delete: the banner (its published version, its draft) and the history. */
export function useBannerChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: BANNER }),
      client.invalidateQueries({ queryKey: VERSIONS }),
    ]);
}

/** POST /consent/banner-history: publish the saved draft as a new version. */
export function usePublishBanner() {
  return $api.useMutation('post', '/consent/banner-history/{oid}/{pid}');
}

/** POST /consent/active-banner-history/{id}: roll back to a version (it becomes the draft too). */
export function useActivateVersion() {
  return $api.useMutation('post', '/consent/active-banner-history/{oid}/{pid}/{id}');
}

/** DELETE /consent/delete-banner-history/{id}: remove a version from the history. */
export function useDeleteVersion() {
  return $api.useMutation('delete', '/consent/delete-banner-history/{oid}/{pid}/{id}');
}

/** POST /consent/save-custom-lang: a language of the owner's own, added to the saved draft. */
export function useAddCustomLanguage() {
  return $api.useMutation('post', '/consent/save-custom-lang/{orgId}/{propId}');
}
