import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  formatterFor,
  LOCALE_INFO,
  type LocaleFormatter,
  type PortalMessageId,
} from '@privacy-portal/sdk/i18n';
import { useContext, useEffect } from 'react';
import { LocaleContext, type LocaleState } from './locale-context.ts';

type Values = MessageDescriptor['values'];

export function useLocale(): LocaleState & { format: LocaleFormatter } {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs a LocaleProvider above it.');
  return { ...state, format: formatterFor(state.locale) };
}

/** The active locale's text of a message; an id missing from the catalogue fails typecheck. */
export function useT(): (id: PortalMessageId, values?: Values) => string {
  const { _ } = useLingui();
  return (id, values) => _(id, values);
}

/**
 * Puts the locale on <html> (lang, and dir: rtl for Arabic) while a translated layout is shown. The
 * signed-in pages are English still, so leaving gives the document back its source language.
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
