// The Cookie Consent rules the server, the mocks and the portal share (`@privacy-portal/sdk/cookie-consent`).

export type { BannerConfig, BannerProblem, BannerTexts, ConsentModeSignal } from './banner.ts';
export {
  BANNER_TEXT_KEYS,
  bannerProblems,
  builtInLocale,
  CONSENT_MODE_SIGNALS,
  contrastRatio,
  DEFAULT_BANNER_CONFIG,
  DEFAULT_BANNER_TEXTS,
  defaultBannerTexts,
  MIN_TEXT_CONTRAST,
  relativeLuminance,
} from './banner.ts';
export {
  blockingPatternProblem,
  firstMatchingRule,
  normalizePattern,
  patternHost,
  ruleMatches,
} from './blocking.ts';
export type { CategoryKey, CookieCategoryText, DefaultCookieCategory } from './categories.ts';
export { COOKIE_CATEGORY_KEYS, isCategoryKey, MAX_COOKIE_CATEGORIES } from './categories.ts';
export { categoryText, DEFAULT_COOKIE_CATEGORIES } from './defaultCategories.ts';
export { loadDefaultTexts } from './defaultTexts/load.ts';
export type { LocaleDefaults } from './defaultTexts/types.ts';
export type { CookieDuration } from './duration.ts';
export { durationWords, formatDuration, parseDuration } from './duration.ts';
export type { TierFeature } from './features.ts';
export {
  FEATURE_LABEL,
  FEATURE_TIER,
  NO_COOKIE_CONSENT_SUBSCRIPTION,
  SCAN_PAGE_LIMIT,
  tierAllows,
  tierFeatures,
  upgradeMessage,
} from './features.ts';
export { MAX_SCHEDULES, nextRunAt } from './schedule.ts';
export {
  CONSENT_CSV_COLUMNS,
  CONSENT_DEFAULT_DAYS,
  CONSENT_EXPORT_LABEL,
  CONSENT_EXPORT_TIER,
  CONSENT_EXPORT_UPGRADE,
  CONSENT_MAX_RANGE_DAYS,
  canExportConsents,
  consentCsvCells,
  consentRange,
} from './tracking.ts';
