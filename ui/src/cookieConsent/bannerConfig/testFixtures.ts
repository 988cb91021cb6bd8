// Test support only (index.ts does not export it, so the package does not publish it).
import {
  COOKIE_CATEGORY_KEYS,
  DEFAULT_BANNER_CONFIG,
  DEFAULT_COOKIE_CATEGORIES,
  defaultBannerTexts,
} from '@privacy-portal/sdk/cookie-consent';
import type { BannerConfig, Cookie, CookieCategory } from './bannerTypes.ts';

/** The five default categories as the API lists them (ids 1-5). */
export function testCategories(): CookieCategory[] {
  return COOKIE_CATEGORY_KEYS.map((key, position) => {
    const category = DEFAULT_COOKIE_CATEGORIES[key];
    return {
      id: position + 1,
      key,
      name: category.name,
      description: category.texts.en.description,
      translations: { ...category.texts },
      required: !category.consentRequired,
      position,
      cookie_count: 0,
    };
  });
}

/** A published cookie of a category. */
export function testCookie(
  id: number,
  name: string,
  categoryId: number,
  extra: Partial<Cookie> = {},
): Cookie {
  return {
    id,
    name,
    domain: '.demo-store.example',
    path: '/',
    category_id: categoryId,
    category_name: '',
    purpose: '',
    type: 'cookie',
    duration_seconds: 63_072_000,
    duration: '2 years',
    party: 'first',
    script_url: null,
    pages: [],
    page_count: 1,
    source: 'scan',
    published: true,
    platform: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    last_seen_at: null,
    ...extra,
  };
}

/** The default banner offering English, German and Arabic, with `extra` over it. */
export function testConfig(extra: Partial<BannerConfig> = {}): BannerConfig {
  const base = structuredClone(DEFAULT_BANNER_CONFIG) as BannerConfig;
  return {
    ...base,
    languages: ['en', 'de', 'ar'],
    texts: {
      en: defaultBannerTexts('en')!,
      de: defaultBannerTexts('de')!,
      ar: defaultBannerTexts('ar')!,
    },
    ...extra,
  };
}
