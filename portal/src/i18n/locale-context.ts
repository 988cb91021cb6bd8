import type { Locale } from '@privacy-portal/sdk/i18n';
import { createContext } from 'react';

export interface LocaleState {
  locale: Locale;
  /** Stores the choice and switches every text once the locale's catalogue has loaded. */
  setLocale(locale: Locale): void;
}

export const LocaleContext = createContext<LocaleState | null>(null);
