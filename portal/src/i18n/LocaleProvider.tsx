import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, type Locale, PORTAL_CATALOGUES } from '@privacy-portal/sdk/i18n';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LocaleContext } from './locale-context.ts';
import { initialLocale, storeLocale } from './locale-storage.ts';

/**
 * The portal's language: the visitor's stored choice, else the browser's language among the ten,
 * else English. Loads that locale's catalogue (its own chunk) before showing the pages, so no text
 * flashes in another language; a later switch keeps the current texts until the new ones arrive.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [i18n] = useState(() => setupI18n());
  const [locale, setActive] = useState<Locale | null>(null);
  // The last requested locale wins when switches overlap.
  const requested = useRef<Locale | null>(null);

  const switchTo = useCallback(
    async (next: Locale) => {
      requested.current = next;
      await activateLocale(i18n, next, PORTAL_CATALOGUES);
      if (requested.current === next) setActive(next);
      else i18n.activate(requested.current ?? next);
    },
    [i18n],
  );

  useEffect(() => {
    void switchTo(initialLocale());
  }, [switchTo]);

  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(next);
      void switchTo(next);
    },
    [switchTo],
  );

  const value = useMemo(() => (locale ? { locale, setLocale } : null), [locale, setLocale]);
  if (!value) return null;
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}
