/**
 * Changes to a mock state that put a property in one of the module's refusal cases, so that a story
 * or page test sees the handlers refuse for the same reason the server would (unlike the fixed
 * answers of error-handlers.ts, everything else keeps working). Each defaults to Demo Store.
 */
import type { PlanTier } from '@privacy-portal/sdk';
import { heldLicences, showHoldings } from '../billing.ts';
import { DEMO_IDS } from '../seed.ts';
import type { MockState } from '../state.ts';
import { scanAvailability } from './scan.ts';

const cookieConsentLicence = (state: MockState, propertyId: number) =>
  heldLicences(state, 'property', propertyId).find((l) => l.product === 'cookieConsent');

/** The property's Cookie Consent licence is released: every operation answers subscription_inactive. */
export function unlicenseCookieConsent(state: MockState, propertyId: number = DEMO_IDS.store): void {
  const licence = cookieConsentLicence(state, propertyId);
  if (!licence) return;
  Object.assign(licence, { assigned_to: null, assigned_at: null });
  showHoldings(state, licence.company_id);
}

/** The property's licence is of another tier: features above it answer upgrade_required. */
export function setCookieConsentTier(
  state: MockState,
  tier: PlanTier,
  propertyId: number = DEMO_IDS.store,
): void {
  const licence = cookieConsentLicence(state, propertyId);
  if (licence) licence.tier = tier;
}

/**
 * Scans this month up to the plan's allowance, all completed: starting another answers
 * limit_reached. Nothing changes on an unlimited or unlicensed property.
 */
export function useUpScans(state: MockState, propertyId: number = DEMO_IDS.store): void {
  const tier = cookieConsentLicence(state, propertyId)?.tier;
  if (!tier) return;
  const property = state.properties.get(propertyId);
  const left = scanAvailability(state, propertyId, tier).available;
  const at = state.now().toISOString();
  for (let i = 0; i < left && property; i++) {
    state.cookieConsent.scans.create((id) => ({
      id,
      property_id: propertyId,
      status: 'completed',
      trigger: 'manual',
      start_url: `${property.url}/`,
      max_pages: 1,
      three_state: false,
      behind_login: false,
      pages_total: 1,
      pages_done: 1,
      cookies_found: 0,
      new_cookies: 0,
      violations: 0,
      error: null,
      created_at: at,
      started_at: at,
      finished_at: at,
      schedule_id: null,
      result: { findings: [], pages: [{ url: `${property.url}/`, status: 200, error: null }], scripts: [] },
    }));
  }
}
