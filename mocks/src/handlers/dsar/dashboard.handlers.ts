import type { HttpHandler } from 'msw';
import { dayRange } from '../../cookieConsent/date-range.ts';
import { dsarPropertyScope } from '../../dsar/access.ts';
import { recordedPeriod } from '../../fixtures.ts';
import type { HandlerContext } from '../../http.ts';

type RangeQuery = { get(name: 'from' | 'to'): string | null };

/**
 * The DSAR dashboard of a property over a date range (`to` today and `from` 30 days before it when
 * absent, at most 366 days): the real API's answers for Demo Store over the period asked (recorded,
 * mocks/fixtures), zeros while the property has no requests (`clearDsarRequests`).
 */
export function dsarDashboardHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const range = (query: RangeQuery) =>
    dayRange({ from: query.get('from') ?? undefined, to: query.get('to') ?? undefined }, state.now());
  const hasRequests = (organizationId: number, propertyId: number) =>
    state.dsar.requests.find((r) => r.organization_id === organizationId && r.property_id === propertyId);

  return [
    http.get('/ccpa/request/chart/{orgId}/{propId}', ({ request, params, query, response }) => {
      const { organization, property } = dsarPropertyScope(ctx, request, params);
      const days = range(query);
      const chart = recordedPeriod(
        '/ccpa/request/chart/{orgId}/{propId}',
        '/ccpa/request/chart/1/1',
        days,
      ).response;
      if (hasRequests(organization.id, property.property_id)) return response(200).json({ response: chart });
      const none = { received: 0, completed: 0, rejected: 0, open: 0, overdue: 0, due_soon: 0 };
      return response(200).json({
        response: {
          ...chart,
          ...none,
          median_days_to_close: null,
          over_time: chart.over_time.map((d) => ({ ...d, received: 0, closed: 0 })),
          by_type: chart.by_type.map((t) => ({ ...t, count: 0 })),
          by_status: chart.by_status.map((s) => ({ ...s, count: 0 })),
        },
      });
    }),
    http.get('/ccpa/chart/state/{orgId}/{propId}', ({ request, params, query, response }) => {
      const { organization, property } = dsarPropertyScope(ctx, request, params);
      const days = range(query);
      const regions = hasRequests(organization.id, property.property_id)
        ? recordedPeriod('/ccpa/chart/state/{orgId}/{propId}', '/ccpa/chart/state/1/1', days).response
        : [];
      return response(200).json({ response: regions });
    }),
  ];
}
