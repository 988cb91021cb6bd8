import { licenceLimits } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import { cookieConsentScope } from '../../cookieConsent/access.ts';
import { dayRange } from '../../cookieConsent/date-range.ts';
import { embedScriptUrl, embedSnippet } from '../../cookieConsent/installation.ts';
import { recordedPeriod } from '../../fixtures.ts';
import type { HandlerContext } from '../../http.ts';

type RangeQuery = { get(name: 'from' | 'to'): string | null };

/**
 * Tag Consent dashboard: the real API's answers for Demo Store over the period asked (recorded,
 * mocks/fixtures), zeros for a property without consents (`clearConsents`), and the installation
 * check. Every read needs the property's live Cookie Consent licence, as the module's others.
 */
export function dashboardHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const cc = state.cookieConsent;
  const range = (query: RangeQuery) =>
    dayRange({ from: query.get('from') ?? undefined, to: query.get('to') ?? undefined }, state.now());
  /** The recorded answer of the demo's dashboard, or none when the property has no consents. */
  const demo = <T>(propertyId: number, answer: () => T): T | null =>
    cc.consentDashboards.get(propertyId) ? answer() : null;

  return [
    http.get('/consentdashboard/{propId}', ({ request, params, query, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, { propId: params.propId });
      const days = range(query);
      const recorded = demo(
        property.property_id,
        () => recordedPeriod('/consentdashboard/{propId}', '/consentdashboard/1', days).response,
      );
      const none = { consents: 0, accept_all: 0, reject_all: 0, custom: 0, opt_in_rate: 0, opt_out_rate: 0 };
      const counts = recorded ?? { ...none, gpc: 0, pageviews: 0, month_pageviews: 0, month_consents: 0 };
      // The plan's limits are the licence's of this state (a story may change the tier).
      const limits = licenceLimits('cookieConsent', tier);
      return response(200).json({
        response: {
          ...counts,
          ...days,
          pageviews_limit: limits.pageviews,
          consents_limit: limits.consents,
        },
      });
    }),
    http.get('/consent-activity/{pid}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid });
      const days = range(query);
      const recorded = recordedPeriod('/consent-activity/{pid}', '/consent-activity/1', days).response;
      const zero = { consents: 0, accept_all: 0, reject_all: 0, custom: 0, gpc: 0, pageviews: 0 };
      const answer = demo(property.property_id, () => recorded) ?? recorded.map((d) => ({ ...d, ...zero }));
      return response(200).json({ response: answer });
    }),
    http.get('/consentdetailsdashboard/{propId}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const days = range(query);
      const recorded = recordedPeriod(
        '/consentdetailsdashboard/{propId}',
        '/consentdetailsdashboard/1',
        days,
      ).response;
      const none = {
        categories: recorded.categories.map((c) => ({ ...c, granted: 0, denied: 0 })),
        devices: [],
      };
      return response(200).json({ response: demo(property.property_id, () => recorded) ?? none });
    }),
    http.get('/consentcountrylist/{propId}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const days = range(query);
      const recorded = demo(
        property.property_id,
        () => recordedPeriod('/consentcountrylist/{propId}', '/consentcountrylist/1', days).response,
      );
      return response(200).json({ response: recorded ?? [] });
    }),
    http.get('/cookie-consent/installation/{propId}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const pid = property.property_id;
      const seen = cc.installations.get(pid);
      return response(200).json({
        response: {
          property_id: pid,
          script_url: embedScriptUrl(state.settings.appUrl),
          snippet: embedSnippet(state.settings.appUrl, pid),
          last_seen_at: seen?.last_seen_at ?? null,
          last_seen_url: seen?.last_seen_url ?? null,
          consent_mode_first: seen?.consent_mode_first ?? null,
          google_tag_before: seen?.google_tag_before ?? null,
          embed_version: seen?.embed_version ?? null,
        },
      });
    }),
  ];
}
