import type { Schemas } from '@privacy-portal/sdk';
import { LOCALE_INFO, LOCALES } from '@privacy-portal/sdk/i18n';

type FormLocale = Schemas['FormLocale'];

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** 'German (DE)', 'Portuguese (Brazil) (BR)': the portal's English name and the product's code. */
export function languageLabel(locale: FormLocale): string {
  const info = LOCALE_INFO[locale];
  return `${englishNames.of(locale) ?? info.name} (${info.code})`;
}

/** The ten form languages in the product's order (EN, DE, FR, BR, AR, IT, HI, ZH, JA, ES). */
export const TEMPLATE_LANGUAGES: readonly FormLocale[] = LOCALES;

/** Right to left for Arabic. */
export const directionOf = (locale: FormLocale) => LOCALE_INFO[locale].dir;
