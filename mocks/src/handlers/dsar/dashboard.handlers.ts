import type { HttpHandler } from 'msw';
import { dayRange } from '../../cookieConsent/date-range.ts';
import { dsarPropertyScope } from '../../dsar/access.ts';
import { requestChart, requestsByRegion } from '../../dsar/dashboard.ts';
import type { HandlerContext } from '../../http.ts';

type RangeQuery = { get(name: 'from' | 'to'): string | null };

/**
 * The DSAR dashboard of a property over a date range (`to` today and `from` 30 days before it when
 * absent, at most 366 days), counted from the requests.
 */
export function dsarDashboardHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const range = (query: RangeQuery) =>
    dayRange({ from: query.get('from') ?? undefined, to: query.get('to') ?? undefined }, state.now());

  return [
    http.get('/ccpa/request/chart/{orgId}/{propId}', ({ request, params, query, response }) => {
      const { organization, property } = dsarPropertyScope(ctx, request, params);
      const chart = requestChart(state, organization.id, property.property_id, range(query));
      return response(200).json({ response: chart });
    }),
    http.get('/ccpa/chart/state/{orgId}/{propId}', ({ request, params, query, response }) => {
      const { organization, property } = dsarPropertyScope(ctx, request, params);
      const regions = requestsByRegion(state, organization.id, property.property_id, range(query));
      return response(200).json({ response: regions });
    }),
  ];
}
