import { LOCALES, type Locale, pickLocale } from '../i18n/locales.ts';
import {
  type CategoryKey,
  COOKIE_CATEGORY_KEYS,
  type CookieCategoryText,
  type DefaultCookieCategory,
} from './categories.ts';
import { DEFAULT_TEXTS } from './defaultTexts/all.ts';

/**
 * The five default categories with their names and descriptions in the ten languages (each language's
 * wording is in defaultTexts/, one file per language, so that a page can fetch only the one it shows).
 */
export const DEFAULT_COOKIE_CATEGORIES = Object.fromEntries(
  COOKIE_CATEGORY_KEYS.map((key) => [
    key,
    {
      key,
      name: DEFAULT_TEXTS.en.categories[key].name,
      consentRequired: key !== 'necessary',
      texts: Object.fromEntries(LOCALES.map((locale) => [locale, DEFAULT_TEXTS[locale].categories[key]])),
    },
  ]),
) as Readonly<Record<CategoryKey, DefaultCookieCategory>>;

/**
 * A default category's name and description in a language: one of the ten locales, else the
 * language alone ("de-AT" → de, "pt" → pt-BR), else English.
 */
export function categoryText(key: CategoryKey, locale: Locale | string): CookieCategoryText {
  return DEFAULT_COOKIE_CATEGORIES[key].texts[pickLocale({ preferred: [locale] })];
}
