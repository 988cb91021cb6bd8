import {
  type CategoryKey,
  type CookieCategoryText,
  type LocaleDefaults,
  loadDefaultTexts,
} from '@privacy-portal/sdk/cookie-consent';
import { pickLocale } from '@privacy-portal/sdk/i18n';
import { useEffect } from 'react';
import { type OnDemand, onDemand } from '../../onDemand/onDemand.ts';

/** Each language's wording, fetched once for every preview of the page. */
const byLocale = new Map<string, OnDemand<LocaleDefaults>>();
const wordingOf = (locale: string) => {
  let source = byLocale.get(locale);
  if (!source) {
    source = onDemand(() => loadDefaultTexts(locale));
    byLocale.set(locale, source);
  }
  return source;
};

/**
 * The built-in wording of the default categories in a language, fetched (that language alone) only
 * when `needed`: when the preview shows a default category that has no translation of its own in it.
 * Undefined until it has arrived; a failed download is tried again when it is needed next.
 */
export function useBuiltInCategoryTexts(
  language: string,
  needed: boolean,
): ((key: CategoryKey) => CookieCategoryText) | undefined {
  const source = wordingOf(pickLocale({ preferred: [language] }));
  const texts = source.use();
  useEffect(() => {
    if (needed) source.load();
  }, [source, needed]);
  return texts ? (key) => texts.categories[key] : undefined;
}
