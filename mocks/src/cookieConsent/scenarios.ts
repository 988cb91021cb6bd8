/**
 * Cookie Consent's cases for stories and page tests: changes to the recorded answers in
 * `state.answers` (the replay handlers answer them). A refusal (a licence gone, a limit) is a
 * per-story or per-test handler with the contract's error body instead. Each defaults to Demo Store.
 */
import { licenceLimits, type PlanTier } from '@privacy-portal/sdk';
import { tierFeatures } from '@privacy-portal/sdk/cookie-consent';
import type { MockState } from '../state.ts';

type Json = Record<string, unknown>;
const STORE = 1;

/** The property's licence is of another tier, as the banner and the dashboard tell the pages. */
export function setCookieConsentTier(state: MockState, tier: PlanTier, propertyId: number = STORE): void {
  state.answers.edit(`/consent/banner/`, (body, url) => {
    if (url.endsWith(`/${propertyId}`))
      Object.assign(body.response as Json, { tier, features: tierFeatures(tier) });
  });
  const limits = licenceLimits('cookieConsent', tier);
  state.answers.edit(`/consentdashboard/${propertyId}`, (body) => {
    Object.assign(body.response as Json, {
      pageviews_limit: limits.pageviews,
      consents_limit: limits.consents,
    });
  });
}

/** Every list read under `prefix` answers no rows (a fresh property: no cookies, rules, vendors…). */
export function clearLists(state: MockState, prefix: string): void {
  state.answers.edit(prefix, (body) => {
    if (Array.isArray(body.response)) body.response = [];
    if (typeof body.total === 'number') body.total = 0;
  });
}

const zero = (row: Json) => {
  for (const [k, v] of Object.entries(row)) if (typeof v === 'number') row[k] = 0;
};

/** The property has no consents yet: the dashboard's counts are zeros, its lists empty. */
export function clearConsents(state: MockState, propertyId: number = STORE): void {
  state.answers.edit(`/consentdashboard/${propertyId}`, (body) => zero(body.response as Json));
  state.answers.edit(`/consent-activity/${propertyId}`, (body) => {
    for (const day of body.response as Json[]) zero(day);
  });
  state.answers.edit(`/consentdetailsdashboard/${propertyId}`, (body) => {
    const breakdown = body.response as { categories: Json[]; devices: unknown[] };
    for (const category of breakdown.categories) zero(category);
    breakdown.devices = [];
  });
  clearLists(state, `/consentcountrylist/${propertyId}`);
  clearLists(state, `/consents/tracking/${propertyId}`);
}

/** The embed never sent its beacon from the property's site. */
export function installationNotSeen(state: MockState, propertyId: number = STORE): void {
  installationSeen(
    state,
    {
      last_seen_at: null,
      last_seen_url: null,
      consent_mode_first: null,
      google_tag_before: null,
      embed_version: null,
    },
    propertyId,
  );
}

/** The embed was last seen with these values (the recording: Consent Mode first, as it should). */
export function installationSeen(state: MockState, seen: Json, propertyId: number = STORE): void {
  state.answers.edit(`/cookie-consent/installation/${propertyId}`, (body) => {
    Object.assign(body.response as Json, seen);
  });
}

/** The record was changed after it was chained: its proof shows the link broken (recorded seq 7, 152). */
export function alterConsentRecord(state: MockState, seq: number, propertyId: number = STORE): void {
  state.answers.edit(`/consents/tracking/${propertyId}/${seq}`, (body) => {
    (body.response as Json).link_valid = false;
  });
}
