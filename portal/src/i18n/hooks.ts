import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  formatterFor,
  LOCALE_INFO,
  type Locale,
  type LocaleFormatter,
  type PortalMessageId,
} from '@privacy-portal/sdk/i18n';
import { useContext, useEffect } from 'react';
import { ActiveLocaleContext, type LocaleChoice, LocaleChoiceContext } from './locale-context.ts';

type Values = MessageDescriptor['values'];

/** The chosen language and the way to change it (the language picker). */
export function useLocaleChoice(): LocaleChoice {
  const choice = useContext(LocaleChoiceContext);
  if (!choice) throw new Error('useLocaleChoice needs the LocaleProvider above it.');
  return choice;
}

/** The locale of the texts shown, with its date and number formatter; inside <Translated>. */
export function useLocale(): { locale: Locale; format: LocaleFormatter } {
  const locale = useContext(ActiveLocaleContext);
  if (!locale) throw new Error('useLocale needs a <Translated> part above it.');
  return { locale, format: formatterFor(locale) };
}

/** The active locale's text of a message; an id missing from the catalogue fails typecheck. */
export function useT(): (id: PortalMessageId, values?: Values) => string {
  const { _ } = useLingui();
  return (id, values) => _(id, values);
}

/**
 * Puts the texts' locale on <html> (lang, and dir: rtl for Arabic) while a translated layout is shown.
 * The signed-in pages are English still, so leaving gives the document back its source language.
 */
export function useDocumentLocale(): void {
  const { locale } = useLocale();
  useEffect(() => {
    const html = document.documentElement;
    html.lang = locale;
    html.dir = LOCALE_INFO[locale].dir;
    return () => {
      html.lang = 'en';
      html.dir = 'ltr';
    };
  }, [locale]);
}
