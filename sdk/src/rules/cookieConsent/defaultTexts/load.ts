import { type Locale, pickLocale } from '../../i18n/locales.ts';
import type { LocaleDefaults } from './types.ts';

// One file per language, fetched on its own: a page that shows the banner in one language does not
// download the other nine.
const LOADERS: Readonly<Record<Locale, () => Promise<{ TEXTS: LocaleDefaults }>>> = {
  en: () => import('./en.ts'),
  de: () => import('./de.ts'),
  fr: () => import('./fr.ts'),
  'pt-BR': () => import('./pt-BR.ts'),
  ar: () => import('./ar.ts'),
  it: () => import('./it.ts'),
  hi: () => import('./hi.ts'),
  zh: () => import('./zh.ts'),
  ja: () => import('./ja.ts'),
  es: () => import('./es.ts'),
};

/**
 * One language's built-in banner and category wording, fetched alone: the tag's own of the ten, else
 * its language alone (de-AT → de), else English, as categoryText resolves it.
 */
export async function loadDefaultTexts(tag: string): Promise<LocaleDefaults> {
  return (await LOADERS[pickLocale({ preferred: [tag] })]()).TEXTS;
}
