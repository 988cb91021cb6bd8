import type { Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import type { CookieFilters } from '@privacy-portal/ui/cookieConsent/CookieTable';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOrThrow } from '../../../lib/api.ts';
import { $api } from '../../../lib/queryClient.ts';

type Cookie = Schemas['Cookie'];

/** The selected organization and property: every Cookie Consent call names both or the property. */
export interface PropertyPair {
  oid: number;
  pid: number;
}

/** The inventory read at most this far (10 pages of 200): beyond it the table says how many more exist. */
const MAX_INVENTORY_ROWS = 2000;
const PAGE = 200;

/** What a change to cookies or categories makes stale: the lists, the counts and the suggestions. */
export function invalidateInventory(client: QueryClient): Promise<unknown> {
  const stale = [
    queryKey('get', '/all-cookie/{orgId}/{propId}'),
    queryKey('get', '/un-published-cookie/{pid}'),
    queryKey('get', '/cookiecategory'),
    queryKey('get', '/cookiepurpose/{propId}'),
    queryKey('get', '/cookietype/{propId}'),
  ];
  return Promise.all(stale.map((key) => client.invalidateQueries({ queryKey: key })));
}

/** GET /cookiecategory: the property's categories in banner order, with their cookie counts. */
export function useCookieCategories(pair: PropertyPair) {
  return $api.useQuery(
    'get',
    '/cookiecategory',
    { params: { query: { pid: pair.pid } } },
    { select: (body) => body.response },
  );
}

export interface Inventory {
  cookies: Cookie[];
  /** Cookies matching the filters on the server (more than `cookies` past the read limit). */
  total: number;
}

/** The filters as the list's query: what is unset is left out. */
function filterQuery(filters: CookieFilters) {
  const search = filters.search.trim();
  return {
    ...(filters.categoryId === null ? {} : { category_id: filters.categoryId }),
    ...(filters.party === null ? {} : { party: filters.party }),
    ...(filters.published === null ? {} : { published: filters.published }),
    ...(search === '' ? {} : { search: search.slice(0, 100) }),
  };
}

/**
 * GET /all-cookie: the inventory matching the filters, page after page (keyset) up to the read limit.
 * The rows shown stay while the next filters load, so the table does not flash empty on each chip.
 */
export function useInventory(pair: PropertyPair, filters: CookieFilters) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: [...queryKey('get', '/all-cookie/{orgId}/{propId}'), pair, query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Inventory> => {
      const cookies: Cookie[] = [];
      let after: string | undefined;
      let total = 0;
      do {
        const page = await dataOrThrow(
          api.GET('/all-cookie/{orgId}/{propId}', {
            params: {
              path: { orgId: pair.oid, propId: pair.pid },
              query: { ...query, limit: PAGE, ...(after === undefined ? {} : { after }) },
            },
            signal,
          }),
        );
        cookies.push(...page.response);
        total = page.total;
        after = page.page.next ?? undefined;
      } while (after !== undefined && cookies.length < MAX_INVENTORY_ROWS);
      return { cookies, total };
    },
  });
}

/** GET /un-published-cookie: only the count of cookies awaiting review. */
export function useAwaitingReview(pair: PropertyPair) {
  return $api.useQuery(
    'get',
    '/un-published-cookie/{pid}',
    { params: { path: { pid: pair.pid }, query: { limit: 1 } } },
    { select: (body) => body.total },
  );
}

/** GET /cookiepurpose: purposes written before, offered in the cookie form. */
export function useCookiePurposes(pair: PropertyPair, enabled: boolean) {
  return $api.useQuery(
    'get',
    '/cookiepurpose/{propId}',
    { params: { path: { propId: pair.pid } } },
    { enabled, select: (body) => body.response },
  );
}

/** The cookie and category changes of the page; each reloads what it makes stale. */
export function useInventoryMutations() {
  const client = useQueryClient();
  const onSuccess = () => invalidateInventory(client);
  return {
    createCookie: $api.useMutation('post', '/cookie/{orgId}/{propId}', { onSuccess }),
    updateCookie: $api.useMutation('put', '/cookie/{orgId}/{propId}/{id}', { onSuccess }),
    deleteCookie: $api.useMutation('delete', '/cookie/{orgId}/{propId}/{id}', { onSuccess }),
    bulkUpdate: $api.useMutation('put', '/bulkupdatecookie/{orgId}/{propId}', { onSuccess }),
    publish: $api.useMutation('post', '/publish-cookie/{orgId}/{propId}', { onSuccess }),
    importCsv: $api.useMutation('post', '/import-cookies-list/{oid}/{pid}', { onSuccess }),
    createCategory: $api.useMutation('post', '/cookiecategory', { onSuccess }),
    updateCategory: $api.useMutation('put', '/cookiecategory/{pid}/{id}', { onSuccess }),
    deleteCategory: $api.useMutation('delete', '/cookiecategory/{pid}/{id}', { onSuccess }),
  };
}
