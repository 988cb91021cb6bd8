/**
 * Consent Tracking's scenarios for stories and page tests: changes to the state (a property without
 * records, a record altered after it was chained) and fixed refusals to put before the state's
 * handlers (a log that fails to load, an export refused for the plan).
 */
import { CONSENT_EXPORT_UPGRADE } from '@privacy-portal/sdk/cookie-consent';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { toMswPath } from '../error-handlers.ts';
import { errorBody } from '../errors.ts';
import { DEFAULT_BASE_URL } from '../http.ts';
import { DEMO_IDS } from '../seed.ts';
import type { MockState } from '../state.ts';

/** The property has no consent records yet (its banner is not installed, or nobody chose). */
export function emptyConsentLog(state: MockState, propertyId: number = DEMO_IDS.store): void {
  state.cookieConsent.consents.setChain(propertyId, []);
}

/**
 * A record changed in place after it was chained, as someone editing the table by hand would: its
 * link no longer holds, its proof shows 'Link broken' and a chain check stops at it.
 */
export function alterConsentRecord(state: MockState, seq: number, propertyId: number = DEMO_IDS.store): void {
  const row = state.cookieConsent.consents.chainOf(propertyId, state.now())[seq - 1];
  if (!row) return;
  const all = ['necessary', 'functional', 'analytics', 'marketing'];
  const accepted = row.record.choice !== 'accept_all';
  row.record = {
    ...row.record,
    choice: accepted ? 'accept_all' : 'reject_all',
    granted: accepted ? all : ['necessary'],
    denied: accepted ? [] : all.slice(1),
  };
}

export function createConsentTrackingErrorHandlers(baseUrl: string = DEFAULT_BASE_URL) {
  const answer = (
    method: 'get' | 'post',
    path: Parameters<typeof toMswPath>[0],
    status: number,
    code: Parameters<typeof errorBody>[0],
    message: string,
  ): HttpHandler =>
    http[method](toMswPath(path, baseUrl), () => HttpResponse.json(errorBody(code, message), { status }));
  return {
    /** The log does not load (500), as when the database is down. */
    logFailed: (): HttpHandler =>
      answer(
        'get',
        '/consents/tracking/{propId}',
        500,
        'internal_error',
        'Something went wrong on our side.',
      ),
    /** Starting an export answers 409 upgrade_required, as on the free plan. */
    exportUpgradeRequired: (): HttpHandler =>
      answer('post', '/consents/export/{propId}', 409, 'upgrade_required', CONSENT_EXPORT_UPGRADE),
  };
}

export const consentTrackingErrorHandlers = createConsentTrackingErrorHandlers();
