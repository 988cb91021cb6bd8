export type {
  BannerConfig,
  BannerFieldErrors,
  BannerPanelProps,
  BannerTexts,
  BannerVersion,
  CategoryKey,
  ConsentModeSignal,
  Cookie,
  CookieCategory,
  CustomLanguage,
  CustomLanguageInput,
  RegionRule,
  Regulation,
  TierFeature,
} from './bannerTypes.ts';
export type { FeatureGateProps } from './FeatureGate.tsx';
export { FeatureGate } from './FeatureGate.tsx';
export { errorsUnder, fieldMessage } from './fieldMessage.ts';
export { availableLanguages, BUILT_IN_BANNER_LANGUAGES, languageDir, languageName } from './languages.ts';
