import type { HttpHandler } from 'msw';
import { cookieConsentScope } from '../../cookieConsent/access.ts';
import {
  consentActivity,
  consentBreakdown,
  consentCountries,
  consentSummary,
} from '../../cookieConsent/consent-summary.ts';
import { dayRange } from '../../cookieConsent/date-range.ts';
import { embedScriptUrl, embedSnippet } from '../../cookieConsent/installation.ts';
import type { HandlerContext } from '../../http.ts';

type RangeQuery = { from?: string; to?: string };

/**
 * Tag Consent dashboard: the dashboard's reads over the daily rollups of a date range, and the
 * installation check. Every read needs the property's live Cookie Consent licence, as the module's others.
 */
export function dashboardHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const cc = state.cookieConsent;
  const range = (query: RangeQuery) => dayRange({ from: query.from, to: query.to }, state.now());

  return [
    http.get('/consentdashboard/{propId}', ({ request, params, query, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, { propId: params.propId });
      const days = range({ from: query.get('from') ?? undefined, to: query.get('to') ?? undefined });
      return response(200).json({
        response: consentSummary(cc, property.property_id, days, tier, state.now()),
      });
    }),
    http.get('/consent-activity/{pid}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid });
      const days = range({ from: query.get('from') ?? undefined, to: query.get('to') ?? undefined });
      return response(200).json({ response: consentActivity(cc, property.property_id, days) });
    }),
    http.get('/consentdetailsdashboard/{propId}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const days = range({ from: query.get('from') ?? undefined, to: query.get('to') ?? undefined });
      return response(200).json({ response: consentBreakdown(cc, property.property_id, days) });
    }),
    http.get('/consentcountrylist/{propId}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const days = range({ from: query.get('from') ?? undefined, to: query.get('to') ?? undefined });
      return response(200).json({ response: consentCountries(cc, property.property_id, days) });
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
