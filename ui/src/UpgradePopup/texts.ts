import type { UpgradePopupType } from '@privacy-portal/sdk';

/** Titles per popup type; the spec names the types, not the titles. */
export const UPGRADE_POPUP_TITLES: Record<UpgradePopupType, string> = {
  cookieConsent: 'Upgrade your Cookie Consent plan',
  org: 'Upgrade your DSAR plan',
  consentPreference: 'Upgrade your Consent Preference plan',
  noPlan: 'Choose a plan',
};

/** What step 1 offers per popup type; step 2 always offers the bundles. */
export const STEP_ONE_LABELS: Record<UpgradePopupType, string> = {
  cookieConsent: 'Cookie Consent plans',
  org: 'DSAR plans',
  consentPreference: 'Consent Preference plans',
  noPlan: 'Product plans',
};

/** calls-billing-spec §8. */
export const NO_PLAN_MESSAGE = "You don't have an active plan, please choose a new plan below";
export const UPGRADE_MESSAGE = 'Upgrade your plan to access this feature';

/** The feature list shows 6 collapsed and at most 31 expanded (calls-billing-spec §4). */
export const FEATURES_COLLAPSED = 6;
export const FEATURES_EXPANDED = 31;
