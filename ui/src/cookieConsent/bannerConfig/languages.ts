import { LOCALE_INFO, LOCALES } from '@privacy-portal/sdk/i18n';
import type { CustomLanguage } from './bannerTypes.ts';

/** The ten languages with built-in banner texts, in the product's order. */
export const BUILT_IN_BANNER_LANGUAGES: readonly string[] = LOCALES;

function builtIn(tag: string) {
  return (LOCALE_INFO as Readonly<Record<string, { name: string; dir: 'ltr' | 'rtl' }>>)[tag];
}

/** A language's name in itself ('Deutsch'), a custom language's given name, else its tag. */
export function languageName(tag: string, custom: readonly CustomLanguage[] = []): string {
  return custom.find((c) => c.tag === tag)?.name ?? builtIn(tag)?.name ?? tag;
}

/** Writing direction: Arabic and right-to-left custom languages are 'rtl'. */
export function languageDir(tag: string, custom: readonly CustomLanguage[] = []): 'ltr' | 'rtl' {
  return custom.find((c) => c.tag === tag)?.dir ?? builtIn(tag)?.dir ?? 'ltr';
}

/** Every language the editor can offer: the ten built-in ones, then the property's own. */
export function availableLanguages(custom: readonly CustomLanguage[]): string[] {
  return [...BUILT_IN_BANNER_LANGUAGES, ...custom.map((c) => c.tag).filter((t) => !builtIn(t))];
}
