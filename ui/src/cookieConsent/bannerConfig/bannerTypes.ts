import type { Schemas } from '@privacy-portal/sdk';

// The contract's banner shapes, named once for the banner editor's components.
export type BannerConfig = Schemas['BannerConfig'];
export type BannerTexts = Schemas['BannerTexts'];
export type BannerVersion = Schemas['BannerVersion'];
export type CustomLanguage = Schemas['CustomLanguage'];
export type CustomLanguageInput = Schemas['CustomLanguageInput'];
export type RegionRule = Schemas['RegionRule'];
export type Regulation = Schemas['Regulation'];
export type ConsentModeSignal = Schemas['ConsentModeSignal'];
export type CategoryKey = Schemas['CategoryKey'];
export type CookieCategory = Schemas['CookieCategory'];
export type Cookie = Schemas['Cookie'];
export type TierFeature = Schemas['TierFeature'];

/**
 * Problems per field of the draft, keyed by the body path the server names in its 400 details
 * (`colours.background`, `texts.de.title`, `regions.2.region`); the value is the reason after the
 * field's label ("must be a colour such as #1a73e8"), so each panel says it with its own label.
 */
export type BannerFieldErrors = Readonly<Record<string, string>>;

/** What every banner editor panel takes. */
export interface BannerPanelProps {
  /** The draft being edited. */
  config: BannerConfig;
  /** Fires with the top-level fields that changed; the parent merges them into the draft. */
  onChange: (patch: Partial<BannerConfig>) => void;
  /** Problems to show on the fields, from the server's 400 or the page's own checks. */
  errors?: BannerFieldErrors;
  /** The tier features the property's licence allows (getBanner's `features`). */
  features: readonly TierFeature[];
  /** Where upgrading happens, for the upgrade notices of features the plan lacks. */
  upgradeHref: string;
  /** Everything read-only (a member who may only view). */
  isDisabled?: boolean;
}
