import type { Locale } from '../i18n/locales.ts';

/**
 * The five cookie categories every property starts with, in the order a banner lists them. A property
 * may add its own categories (they have no key); these five keep their key whatever they are renamed to.
 * "unclassified" holds what the scanner found and nobody has classified yet: it needs consent, like
 * every category except the strictly necessary one (the safest choice while its purpose is unknown).
 */
export const COOKIE_CATEGORY_KEYS = [
  'necessary',
  'functional',
  'analytics',
  'marketing',
  'unclassified',
] as const;
export type CategoryKey = (typeof COOKIE_CATEGORY_KEYS)[number];

export function isCategoryKey(value: unknown): value is CategoryKey {
  return typeof value === 'string' && (COOKIE_CATEGORY_KEYS as readonly string[]).includes(value);
}

/** The categories one property may have: the contract's CookieCategoryListEnvelope lists at most 200. */
export const MAX_COOKIE_CATEGORIES = 200;

/** A category's name and banner description in one language. */
export interface CookieCategoryText {
  name: string;
  description: string;
}

export interface DefaultCookieCategory {
  key: CategoryKey;
  /** The English name. */
  name: string;
  /**
   * False for the strictly necessary category only: it is always on, the banner shows it without a
   * switch, and its cookies run before any choice.
   */
  consentRequired: boolean;
  /** Name and description in each of the ten languages (sdk/src/rules/i18n/locales.ts). */
  texts: Readonly<Record<Locale, CookieCategoryText>>;
}
