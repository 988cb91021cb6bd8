import { type Locale, pickLocale } from '@privacy-portal/sdk/i18n';

/** Where the visitor's choice of language is kept (the language picker writes it). */
export const LOCALE_STORAGE_KEY = 'pp.locale';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (private modes, iframes); the choice then lasts for the page only.
    return undefined;
  }
}

/** The stored choice, else the browser's language among the ten, else English. */
export function initialLocale(): Locale {
  return pickLocale({ stored: storage()?.getItem(LOCALE_STORAGE_KEY), preferred: navigator.languages ?? [] });
}

export function storeLocale(locale: Locale): void {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Quota or blocked storage: the choice still applies until the page is left.
  }
}
