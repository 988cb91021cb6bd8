// The Cookie Consent rules the server, the mocks and the portal share (`@privacy-portal/sdk/cookie-consent`).
export type { PlanTier, TierFeature } from './features.ts';
export {
  FEATURE_LABEL,
  FEATURE_TIER,
  NO_COOKIE_CONSENT_SUBSCRIPTION,
  SCAN_PAGE_LIMIT,
  tierAllows,
  tierFeatures,
  upgradeMessage,
} from './features.ts';
