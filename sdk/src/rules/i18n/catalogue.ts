import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

/**
 * Catalogues are Lingui's minimal JSON ({ "id": "ICU message" }, one file per locale), compiled at
 * build time by `npm run i18n:compile -w sdk` into modules of pre-parsed messages, so that the runtime
 * (@lingui/core, about 2.5 KB gzip) never parses ICU. Each locale is a dynamic import: a page
 * downloads its own language only.
 */
export type CatalogueImporters = Readonly<Record<Locale, () => Promise<{ messages: Messages }>>>;

const loaded = new WeakMap<I18n, Set<Locale>>();

/** Loads a locale's compiled catalogue (once per i18n instance) and makes it the active one. */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  importers: CatalogueImporters,
): Promise<void> {
  let locales = loaded.get(i18n);
  if (!locales) {
    locales = new Set();
    loaded.set(i18n, locales);
  }
  if (!locales.has(locale)) {
    const { messages } = await importers[locale]();
    i18n.load(locale, messages);
    locales.add(locale);
  }
  i18n.activate(locale);
}

/**
 * The ids of `source` (the English catalogue) that `catalogue` lacks. Every locale must have every
 * message: the compile step runs with --strict and fails on a missing one, and the tests call this.
 * There is no silent fallback: a missing message is a bug, not English text on a German page.
 */
export function missingMessages(source: Record<string, string>, catalogue: Record<string, string>): string[] {
  return Object.keys(source).filter((id) => typeof catalogue[id] !== 'string' || catalogue[id] === '');
}
