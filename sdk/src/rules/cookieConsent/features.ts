/**
 * Cookie Consent tier features (calls-billing-spec §9): which plan tier first includes each feature.
 * The server refuses a feature below its tier (409 upgrade_required) and the portal shows the upgrade
 * prompt instead of the control, from this one table.
 */
import type { components } from '../../generated/schema.ts';
// The tiers and their order are the plan catalogue's (one table for billing and for the features).
import type { PlanTier } from '../billing-catalogue.ts';
import { TIERS } from '../billing-types.ts';

export type TierFeature = components['schemas']['TierFeature'];

/** The first tier with each feature: 'From basic up, not free' and 'From essentials up, not free or basic'. */
export const FEATURE_TIER: Readonly<Record<TierFeature, PlanTier>> = {
  third_party_blocking: 'basic',
  script_blocking: 'basic',
  versioning: 'basic',
  ccpa_opt_out: 'basic',
  advanced_languages: 'basic',
  geo_targeting: 'basic',
  google_consent_mode: 'essentials',
  tcf_vendors: 'essentials',
  scan_behind_login: 'essentials',
  remove_branding: 'essentials',
};

/** The feature's name as the plan tables write it. */
export const FEATURE_LABEL: Readonly<Record<TierFeature, string>> = {
  third_party_blocking: '3rd-party cookie blocking',
  script_blocking: 'Scripts blocking system',
  versioning: 'Versioning and rollback',
  ccpa_opt_out: 'CCPA opt-out',
  advanced_languages: 'Advanced language edits',
  geo_targeting: 'Geo-targeting',
  google_consent_mode: 'Google Consent Mode',
  tcf_vendors: 'Google and TCF vendors',
  scan_behind_login: 'Scan behind login',
  remove_branding: 'Removal of powered-by branding',
};

export function tierAllows(tier: PlanTier, feature: TierFeature): boolean {
  return TIERS.indexOf(tier) >= TIERS.indexOf(FEATURE_TIER[feature]);
}

export function tierFeatures(tier: PlanTier): TierFeature[] {
  return (Object.keys(FEATURE_TIER) as TierFeature[]).filter((f) => tierAllows(tier, f));
}

/** The spec's upgrade text, with the feature named so the reason is clear. */
export function upgradeMessage(feature: TierFeature): string {
  return `Upgrade your plan to access this feature: ${FEATURE_LABEL[feature]} needs the ${FEATURE_TIER[feature]} plan or higher.`;
}

/**
 * Pages one scan may visit. The spec gives only basic's ('2 per month (up to 100 pages)'); the
 * others follow the same step as the plans' pageviews.
 */
export const SCAN_PAGE_LIMIT: Readonly<Record<PlanTier, number>> = {
  free: 50,
  basic: 100,
  essentials: 500,
  professional: 1000,
  enterprise: 5000,
};

/** The licence-status refusal; its 'Subscription' opens the licence-status modal (spec §8). */
export const NO_COOKIE_CONSENT_SUBSCRIPTION =
  'No active Cookie Consent Subscription is assigned to this property. Assign one of your Cookie Consent subscriptions to it in Manage Subscription.';
