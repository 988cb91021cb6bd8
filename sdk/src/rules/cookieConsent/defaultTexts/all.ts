// Every language's built-in wording at once, for the server, the mocks and the rules that check a draft.
import type { Locale } from '../../i18n/locales.ts';
import { TEXTS as ar } from './ar.ts';
import { TEXTS as de } from './de.ts';
import { TEXTS as en } from './en.ts';
import { TEXTS as es } from './es.ts';
import { TEXTS as fr } from './fr.ts';
import { TEXTS as hi } from './hi.ts';
import { TEXTS as it } from './it.ts';
import { TEXTS as ja } from './ja.ts';
import { TEXTS as ptBR } from './pt-BR.ts';
import type { LocaleDefaults } from './types.ts';
import { TEXTS as zh } from './zh.ts';

export const DEFAULT_TEXTS: Readonly<Record<Locale, LocaleDefaults>> = {
  en: en,
  de: de,
  fr: fr,
  'pt-BR': ptBR,
  ar: ar,
  it: it,
  hi: hi,
  zh: zh,
  ja: ja,
  es: es,
};
