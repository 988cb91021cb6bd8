import { LOCALE_INFO, LOCALES } from '@privacy-portal/sdk/i18n';
import type { FormLocale } from './formTypes.ts';

/** The ten form languages in the product's order. */
export const FORM_LANGUAGES: readonly FormLocale[] = LOCALES;

const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language's name in English, as the builder's labels use it: German, Brazilian Portuguese. */
export function languageName(locale: FormLocale): string {
  return ENGLISH_NAMES.of(locale) ?? LOCALE_INFO[locale].name;
}

/** The name in English with the name in itself when they differ: 'German (Deutsch)'. */
export function languageNames(locale: FormLocale): string {
  const english = languageName(locale);
  const own = LOCALE_INFO[locale].name;
  return own === english ? english : `${english} (${own})`;
}

/** The product's short code: EN, DE, BR… */
export function languageCode(locale: FormLocale): string {
  return LOCALE_INFO[locale].code;
}

/** Right to left for Arabic. */
export function languageDir(locale: FormLocale): 'ltr' | 'rtl' {
  return LOCALE_INFO[locale].dir;
}

/** The language's name in itself, as a visitor's language picker shows it. */
export function nativeName(locale: FormLocale): string {
  return LOCALE_INFO[locale].name;
}
