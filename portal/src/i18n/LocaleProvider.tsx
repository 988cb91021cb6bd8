import type { Locale } from '@privacy-portal/sdk/i18n';
import { type ReactNode, useMemo, useState } from 'react';
import { LocaleChoiceContext } from './locale-context.ts';
import { initialLocale, storeLocale } from './locale-storage.ts';

/**
 * The portal's language: the visitor's stored choice, else the browser's language among the ten,
 * else English. It holds the choice only; the catalogue and the Lingui runtime load with the first
 * translated part (<Translated>), so a page with none (the login page) carries neither.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setChosen] = useState<Locale>(initialLocale);
  const value = useMemo(
    () => ({
      locale,
      setLocale(next: Locale) {
        storeLocale(next);
        setChosen(next);
      },
    }),
    [locale],
  );
  return <LocaleChoiceContext.Provider value={value}>{children}</LocaleChoiceContext.Provider>;
}
