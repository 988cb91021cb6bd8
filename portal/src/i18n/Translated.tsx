import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, type Locale, PORTAL_CATALOGUES } from '@privacy-portal/sdk/i18n';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { ActiveLocaleContext, LocaleChoiceContext } from './locale-context.ts';

/** One runtime for every translated part of the page, so each catalogue loads once. */
const i18n = setupI18n();
let latest: Promise<void> = Promise.resolve();

/**
 * A part of the page whose texts come from the catalogue. It shows nothing until the chosen locale's
 * catalogue (its own chunk) has loaded, so no text flashes in another language; after a switch it keeps
 * the current texts until the new ones arrive.
 */
export function Translated({ children }: { children: ReactNode }) {
  // Inside another translated part (the footer of a public page) the outer one already loads.
  if (useContext(ActiveLocaleContext)) return children;
  return <TranslatedRoot>{children}</TranslatedRoot>;
}

function TranslatedRoot({ children }: { children: ReactNode }) {
  const choice = useContext(LocaleChoiceContext);
  if (!choice) throw new Error('<Translated> needs the LocaleProvider above it.');
  const chosen = choice.locale;
  const [active, setActive] = useState<Locale | null>(() => (i18n.locale === chosen ? chosen : null));

  useEffect(() => {
    let current = true;
    // Switches run one after another, so the last choice is the one left active.
    latest = latest.catch(() => undefined).then(() => activateLocale(i18n, chosen, PORTAL_CATALOGUES));
    latest.then(
      () => {
        if (current) setActive(chosen);
      },
      () => {
        // A catalogue that fails to load (offline) keeps the texts already shown, or the English ones.
        if (current) void activateLocale(i18n, 'en', PORTAL_CATALOGUES).then(() => setActive('en'));
      },
    );
    return () => {
      current = false;
    };
  }, [chosen]);

  if (!active) return null;
  return (
    <ActiveLocaleContext.Provider value={active}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ActiveLocaleContext.Provider>
  );
}
