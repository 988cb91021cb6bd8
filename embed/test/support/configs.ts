// Canned public API answers, typed by the contract (and checked against it by the fixture server).
import type { components } from '../../../sdk/src/generated/schema.ts';
import { DEFAULT_BANNER_TEXTS } from '../../../sdk/src/rules/cookieConsent/banner.ts';
import { LOCALE_INFO, type Locale } from '../../../sdk/src/rules/i18n/locales.ts';

export type PublicBannerConfig = components['schemas']['PublicBannerConfig'];
export type PublicBannerDetails = components['schemas']['PublicBannerDetails'];
export type ConsentSubmission = components['schemas']['ConsentSubmission'];

const NAMES: Record<string, string> = {
  necessary: 'Strictly necessary',
  functional: 'Functional',
  analytics: 'Analytics',
  marketing: 'Marketing',
};

export function bannerConfig(
  overrides: Partial<PublicBannerConfig> = {},
  lang: Locale = 'en',
): PublicBannerConfig {
  return {
    property_id: 42,
    version: 3,
    regulation: 'gdpr',
    region: 'DE',
    gpc: false,
    gpc_honoured: true,
    language: lang,
    dir: LOCALE_INFO[lang].dir,
    languages: ['en', 'de', 'fr', 'pt-BR', 'ar', 'it', 'hi', 'zh', 'ja', 'es'],
    layout: 'bar',
    position: 'bottom',
    colours: {
      background: '#ffffff',
      text: '#1f1f1f',
      accent: '#1a56c4',
      accent_text: '#ffffff',
      link: '#1a56c4',
    },
    font: 'system-ui',
    logo_url: null,
    button_style: 'filled',
    texts: {
      ...DEFAULT_BANNER_TEXTS[lang],
      privacy_policy_label: DEFAULT_BANNER_TEXTS[lang].privacy_policy_label ?? 'Privacy policy',
    },
    privacy_policy_url: 'https://shop.test/privacy',
    categories: Object.entries(NAMES).map(([key, name]) => ({ key, name, required: key === 'necessary' })),
    consent_mode: {
      mapping: {
        ad_storage: ['marketing'],
        ad_user_data: ['marketing'],
        ad_personalization: ['marketing'],
        analytics_storage: ['analytics'],
        functionality_storage: ['functional'],
        personalization_storage: ['functional'],
        security_storage: ['necessary'],
      },
    },
    blocking: { enabled: true, rules: [{ pattern: 'ads.test', category: 'marketing' }] },
    tcf: null,
    consent_lifetime_days: 365,
    rejection_lifetime_days: 180,
    reconsent_on_change: true,
    show_categories: false,
    show_branding: true,
    ...overrides,
  };
}

export function bannerDetails(version = 3): PublicBannerDetails {
  const cookies: Record<string, PublicBannerDetails['categories'][number]['cookies']> = {
    necessary: [
      { name: 'pp_consent', domain: 'shop.test', duration: '1 year', purpose: 'Keeps your choice' },
    ],
    functional: [],
    analytics: [
      { name: '_pa', domain: '.shop.test', duration: '2 years', purpose: 'Counts visits' },
      { name: '_pa_*', domain: '.shop.test', duration: '2 years' },
    ],
    marketing: [{ name: '_ads', domain: 'shop.test', duration: '90 days' }],
  };
  return {
    version,
    language: 'en',
    categories: Object.entries(NAMES).map(([key, name]) => ({
      key,
      name,
      description: `What ${name.toLowerCase()} cookies do.`,
      required: key === 'necessary',
      cookies: cookies[key] ?? [],
    })),
  };
}

/** A small Global Vendor List v3 (the shape @iabtechlabtcf/core reads). */
export function vendorList(): Record<string, unknown> {
  const purposes = Object.fromEntries(
    Array.from({ length: 11 }, (_, i) => [
      String(i + 1),
      { id: i + 1, name: `Purpose ${i + 1}`, description: 'A purpose.', illustrations: [] },
    ]),
  );
  const vendor = (id: number, p: number[], li: number[]) => ({
    id,
    name: `Vendor ${id}`,
    purposes: p,
    legIntPurposes: li,
    flexiblePurposes: [],
    specialPurposes: [],
    features: [],
    specialFeatures: [],
    cookieMaxAgeSeconds: 86400,
    usesCookies: true,
    cookieRefresh: false,
    usesNonCookieAccess: false,
    dataRetention: { stdRetention: 30, purposes: {}, specialPurposes: {} },
    urls: [{ langId: 'en', privacy: 'https://vendor.test/privacy', legIntClaim: 'https://vendor.test/li' }],
    dataDeclaration: [1],
    deviceStorageDisclosureUrl: 'https://vendor.test/dsd.json',
  });
  return {
    gvlSpecificationVersion: 3,
    vendorListVersion: 120,
    tcfPolicyVersion: 5,
    lastUpdated: '2025-01-01T00:00:00Z',
    purposes,
    specialPurposes: {},
    features: {},
    specialFeatures: {},
    stacks: {},
    dataCategories: {},
    vendors: {
      '10': vendor(10, [1, 8, 9, 10], []),
      '20': vendor(20, [1, 2, 3, 4], [7]),
    },
  };
}
