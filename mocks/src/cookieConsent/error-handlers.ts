/**
 * Named Cookie Consent refusals for stories and page tests, as mocks/src/error-handlers.ts does for the
 * error catalogue: put them before the state's handlers (MSW answers with the first match). For a
 * refusal that follows from the data instead (a property without a licence, a lower tier, the
 * month's scans used up), change the state with scenarios.ts.
 */
import { listOperations } from '@privacy-portal/openapi/contract';
import type { Schemas } from '@privacy-portal/sdk';
import {
  NO_COOKIE_CONSENT_SUBSCRIPTION,
  type TierFeature,
  upgradeMessage,
} from '@privacy-portal/sdk/cookie-consent';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { type ErrorMethod, type ErrorPath, toMswPath } from '../error-handlers.ts';
import { errorBody } from '../errors.ts';
import { DEFAULT_BASE_URL } from '../http.ts';
import { SCAN_LIMIT_MESSAGE } from './scan.ts';

/** The contract's tags of the module (openapi/openapi.yaml). */
export const COOKIE_CONSENT_TAGS = [
  'Cookie categories',
  'Cookies',
  'Cookie scanner',
  'Cookie blocking',
  'Vendors',
  'Cookie banner',
  'Consent dashboard',
] as const;

/** Where each tier feature is first refused, and the body field that asks for it (if one does). */
const FEATURE_OPERATION: Record<TierFeature, [ErrorMethod, ErrorPath, string?]> = {
  third_party_blocking: ['put', '/update-tag/{oid}/{pid}', 'enabled'],
  script_blocking: ['post', '/cookie-blocking/save-tag-scr/{pid}'],
  versioning: ['post', '/consent/active-banner-history/{oid}/{pid}/{id}'],
  ccpa_opt_out: ['put', '/consent/banner/{orgId}/{propId}', 'regulation'],
  advanced_languages: ['put', '/consent/save-lang/{orgId}/{propId}/{lang}'],
  geo_targeting: ['put', '/consent/banner/{orgId}/{propId}', 'regions'],
  google_consent_mode: ['put', '/consent/banner/{orgId}/{propId}', 'consent_mode.enabled'],
  tcf_vendors: ['get', '/consent/global-vendors/{orgId}/{propId}'],
  scan_behind_login: ['put', '/scanner/update/sbl/{propid}'],
  remove_branding: ['put', '/consent/banner/{orgId}/{propId}', 'show_branding'],
};

export interface CookieConsentErrorOptions {
  /** Answer only the first matching request. */
  once?: boolean;
}

export function createCookieConsentErrorHandlers(baseUrl: string = DEFAULT_BASE_URL) {
  const answer = (
    method: ErrorMethod,
    path: ErrorPath,
    status: number,
    body: Schemas['Error'],
    o: CookieConsentErrorOptions,
  ): HttpHandler =>
    http[method](toMswPath(path, baseUrl), () => HttpResponse.json(body, { status }), {
      once: o.once ?? false,
    });
  const operations = listOperations().filter((e) =>
    (e.operation.tags ?? []).some((t) => (COOKIE_CONSENT_TAGS as readonly string[]).includes(t)),
  );
  return {
    /**
     * Every Cookie Consent operation answers 409 subscription_inactive: its 'Subscription' opens the
     * licence-status modal (calls-billing-spec §8).
     */
    unlicensedProperty: (o: CookieConsentErrorOptions = {}): HttpHandler[] =>
      operations.map((e) =>
        answer(
          e.method as ErrorMethod,
          e.path,
          409,
          errorBody('subscription_inactive', NO_COOKIE_CONSENT_SUBSCRIPTION),
          o,
        ),
      ),
    /** Starting a scan answers 409 limit_reached with the spec's message. */
    scanLimitReached: (o: CookieConsentErrorOptions = {}): HttpHandler =>
      answer(
        'post',
        '/start-cookie-scanning/{orgId}/{propId}',
        409,
        errorBody('limit_reached', SCAN_LIMIT_MESSAGE),
        o,
      ),
    /**
     * 409 upgrade_required for a tier feature, on the operation that first refuses it (or `path` and
     * `method`), naming the body field when one asks for the feature.
     */
    upgradeRequired: (
      feature: TierFeature,
      o: CookieConsentErrorOptions & { path?: ErrorPath; method?: ErrorMethod } = {},
    ): HttpHandler => {
      const [method, path, field] = FEATURE_OPERATION[feature];
      const details = field
        ? [{ in: 'body' as const, field, reason: `needs the plan with ${feature.replaceAll('_', ' ')}` }]
        : undefined;
      return answer(
        o.method ?? method,
        o.path ?? path,
        409,
        errorBody('upgrade_required', upgradeMessage(feature), details),
        o,
      );
    },
  };
}

export const cookieConsentErrorHandlers = createCookieConsentErrorHandlers();
