import {
  type CategoryKey,
  type CookieCategoryText,
  defaultTextsLocale,
  type LocaleDefaults,
  loadDefaultTexts,
} from '@privacy-portal/sdk/cookie-consent';
import { useEffect, useState } from 'react';

/** Languages already fetched, for every preview of the page. */
const fetched = new Map<string, LocaleDefaults>();

/**
 * The built-in wording of the default categories in a language, fetched (that language alone) only
 * when `needed`: when the preview shows a default category that has no translation of its own in it.
 * Undefined until it has arrived.
 */
export function useBuiltInCategoryTexts(
  language: string,
  needed: boolean,
): ((key: CategoryKey) => CookieCategoryText) | undefined {
  const locale = defaultTextsLocale(language);
  const [, arrived] = useState(0);
  const texts = fetched.get(locale);
  useEffect(() => {
    if (!needed || fetched.has(locale)) return;
    let live = true;
    loadDefaultTexts(locale).then(
      (loaded) => {
        fetched.set(locale, loaded);
        if (live) arrived((n) => n + 1);
      },
      // Offline for a moment: the preview keeps the category's own name, and tries on the next render.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, needed]);
  return texts ? (key) => texts.categories[key] : undefined;
}
