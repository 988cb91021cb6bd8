import type { Schemas } from '@privacy-portal/sdk';
import { DEFAULT_BANNER_CONFIG, defaultBannerTexts, tierFeatures } from '@privacy-portal/sdk/cookie-consent';

// A shop's banner for the banner editor's stories: four languages, the US opt-out for California.

type BannerConfig = Schemas['BannerConfig'];

export const STORY_BANNER: BannerConfig = {
  ...structuredClone(DEFAULT_BANNER_CONFIG),
  languages: ['en', 'de', 'fr', 'ar'],
  texts: {
    en: {
      ...defaultBannerTexts('en')!,
      message:
        'We use cookies to run the shop, to count visits and to show you relevant offers. Read more in our <a href="https://demo-store.example/privacy">privacy policy</a>. <b>You can change your choice at any time.</b>',
    },
    de: defaultBannerTexts('de')!,
    fr: defaultBannerTexts('fr')!,
    ar: defaultBannerTexts('ar')!,
  },
  regions: [
    { region: 'EU', regulation: 'gdpr' },
    { region: 'US-CA', regulation: 'us_opt_out' },
  ],
  privacy_policy_url: 'https://demo-store.example/privacy',
};

/** A banner built by the stories: the shop's banner with `extra` over it. */
export function storyBanner(extra: Partial<BannerConfig> = {}): BannerConfig {
  return { ...structuredClone(STORY_BANNER), ...extra };
}

/** What each plan tier allows, as getBanner answers it. */
export const PROFESSIONAL = tierFeatures('professional');
export const BASIC = tierFeatures('basic');
export const FREE = tierFeatures('free');
