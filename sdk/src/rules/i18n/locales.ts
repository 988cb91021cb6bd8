/**
 * The ten form languages (calls-billing-spec §9), shared by the portal, the public pages and the embed.
 * A locale is a BCP 47 tag, because Intl (plural rules, dates, numbers) takes it as it is; the product's
 * short code "BR" is Brazilian Portuguese, pt-BR (the tag `br` would be Breton).
 */
export const LOCALES = ['en', 'de', 'fr', 'pt-BR', 'ar', 'it', 'hi', 'zh', 'ja', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The catalogues' source language and the answer when nothing else matches. */
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** The product's code: EN, DE, FR, BR, AR, IT, HI, ZH, JA, ES. */
  code: string;
  /** The language's name in itself, as a language picker shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { code: 'EN', name: 'English', dir: 'ltr' },
  de: { code: 'DE', name: 'Deutsch', dir: 'ltr' },
  fr: { code: 'FR', name: 'Français', dir: 'ltr' },
  'pt-BR': { code: 'BR', name: 'Português (Brasil)', dir: 'ltr' },
  ar: { code: 'AR', name: 'العربية', dir: 'rtl' },
  it: { code: 'IT', name: 'Italiano', dir: 'ltr' },
  hi: { code: 'HI', name: 'हिन्दी', dir: 'ltr' },
  zh: { code: 'ZH', name: '中文', dir: 'ltr' },
  ja: { code: 'JA', name: '日本語', dir: 'ltr' },
  es: { code: 'ES', name: 'Español', dir: 'ltr' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return LOCALE_INFO[locale].dir;
}

/** The locale of a product code ("BR" → pt-BR), for form settings that store the code. */
export function localeOfCode(code: string): Locale | undefined {
  const upper = code.toUpperCase();
  return LOCALES.find((locale) => LOCALE_INFO[locale].code === upper);
}

/**
 * The first of the browser's languages (navigator.languages, best first) that is one of the ten:
 * an exact tag, else its language alone (de-AT → de, zh-TW → zh, pt-PT → pt-BR, the only Portuguese).
 */
export function matchLocale(preferred: readonly string[]): Locale | undefined {
  for (const tag of preferred) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]?.toLowerCase();
    const byLanguage = LOCALES.find((locale) => locale.split('-')[0] === language);
    if (byLanguage) return byLanguage;
  }
  return undefined;
}

/** The user's stored choice, else the browser's language among the ten, else English. */
export function pickLocale({
  stored,
  preferred,
}: {
  stored?: string | null;
  preferred: readonly string[];
}): Locale {
  if (isLocale(stored)) return stored;
  return matchLocale(preferred) ?? DEFAULT_LOCALE;
}
