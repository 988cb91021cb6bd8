import type { Locale } from '@privacy-portal/sdk/i18n';
import { createContext } from 'react';

export interface LocaleChoice {
  /** The language chosen (stored, or the browser's); its texts may still be loading. */
  locale: Locale;
  /** Stores the choice; every <Translated> part switches once the locale's catalogue has loaded. */
  setLocale(locale: Locale): void;
}

/** The choice, held at the app's root: small, so that pages without translated texts stay light. */
export const LocaleChoiceContext = createContext<LocaleChoice | null>(null);

/** The locale whose catalogue is loaded and shown, inside <Translated>. */
export const ActiveLocaleContext = createContext<Locale | null>(null);
