/**
 * The dashboard's and the installation check's cases for stories and page tests: changes to a mock
 * state (the handlers answer from it, as the server would), and fixed failures for the error states.
 */
import type { HttpHandler } from 'msw';
import { createErrorHandlers } from '../error-handlers.ts';
import { DEFAULT_BASE_URL } from '../http.ts';
import { DEMO_IDS } from '../seed.ts';
import type { MockState } from '../state.ts';
import { demoInstallations } from './demo.ts';
import type { MockInstallation } from './installation.ts';

/** The property has no consents yet (a new site, or the snippet not installed). */
export function clearConsents(state: MockState, propertyId: number = DEMO_IDS.store): void {
  state.cookieConsent.consentDashboards.remove(propertyId);
}

/** The embed never sent its beacon from the property's site. */
export function installationNotSeen(state: MockState, propertyId: number = DEMO_IDS.store): void {
  state.cookieConsent.installations.remove(propertyId);
}

/** The embed was seen a minute ago, with what it reported (default: Consent Mode first, as it should). */
export function installationSeen(
  state: MockState,
  seen: Partial<Omit<MockInstallation, 'property_id'>> = {},
  propertyId: number = DEMO_IDS.store,
): MockInstallation {
  const installations = state.cookieConsent.installations;
  installations.remove(propertyId);
  const property = state.properties.get(propertyId);
  return installations.create(() => ({
    property_id: propertyId,
    last_seen_at: new Date(state.now().getTime() - 60_000).toISOString(),
    last_seen_url: `${property?.url ?? 'https://store.demo.test'}/`,
    consent_mode_first: true,
    google_tag_before: false,
    embed_version: demoInstallations()[0]?.embed_version ?? null,
    ...seen,
  }));
}

/** The paths of the dashboard's operations and of the installation check. */
export const CONSENT_DASHBOARD_PATHS = [
  '/consentdashboard/{propId}',
  '/consent-activity/{pid}',
  '/consentdetailsdashboard/{propId}',
  '/consentcountrylist/{propId}',
] as const;
export const INSTALLATION_PATH = '/cookie-consent/installation/{propId}';

/** Failures of the dashboard's reads and of the installation check (500), before the state's handlers. */
export function createConsentDashboardErrorHandlers(baseUrl: string = DEFAULT_BASE_URL) {
  const errors = createErrorHandlers(baseUrl);
  return {
    dashboardFails: (o: { once?: boolean } = {}): HttpHandler[] =>
      CONSENT_DASHBOARD_PATHS.map((path) => errors.internalError(path, 'get', o)),
    installationFails: (o: { once?: boolean } = {}): HttpHandler =>
      errors.internalError(INSTALLATION_PATH, 'get', o),
  };
}

export const consentDashboardErrorHandlers = createConsentDashboardErrorHandlers();
