import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api, dataOrThrow } from '../../../lib/queryClient.ts';

type Pair = { oid: number; pid: number };
type Days = { from: string; to: string };

const options = (pair: Pair | null) => ({
  enabled: pair !== null,
  // The charts of the previous period stay while the next loads, instead of blinking to a loader.
  placeholderData: keepPreviousData,
});
const path = (pair: Pair | null) => ({ orgId: pair?.oid ?? 0, propId: pair?.pid ?? 0 });

/**
 * GET /ccpa/request/chart: the period's requests over time, by type, closed and the median days to
 * close (from the daily rollups), and what is open, overdue, due soon and by status now.
 */
export function useDsarChart(pair: Pair | null, days: Days) {
  return $api.useQuery(
    'get',
    '/ccpa/request/chart/{orgId}/{propId}',
    { params: { path: path(pair), query: days } },
    { ...options(pair), select: (body) => body.response },
  );
}

/** GET /ccpa/chart/state: the period's requests by country, and by state in the United States. */
export function useDsarRegions(pair: Pair | null, days: Days) {
  return $api.useQuery(
    'get',
    '/ccpa/chart/state/{orgId}/{propId}',
    { params: { path: path(pair), query: days } },
    { ...options(pair), select: (body) => body.response },
  );
}

/**
 * The names of the states of the countries given ('US-CA' → 'California'), from the public country
 * and state list the request form uses; reference data, kept for the session.
 */
export function useStateNames(countries: readonly string[]): Readonly<Record<string, string>> {
  const results = useQueries({
    queries: countries.map((country) => ({
      queryKey: ['get', '/public/countryandstate/list', country],
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await dataOrThrow(
            api.GET('/public/countryandstate/list', { params: { query: { countryid: country } }, signal }),
          )
        ).response.states,
    })),
  });
  const names: Record<string, string> = {};
  results.forEach((result, i) => {
    for (const state of result.data ?? []) names[`${countries[i]}-${state.code}`] = state.name;
  });
  return names;
}
