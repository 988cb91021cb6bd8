import type { CatalogueImporters } from './catalogue.ts';
import type english from './portal/en.json';

/** The ids of the portal's messages: the English catalogue's keys, so an unknown id fails typecheck. */
export type PortalMessageId = keyof typeof english;

/** The portal's catalogues, one chunk per locale (compiled from ./portal/<locale>.json). */
export const PORTAL_CATALOGUES: CatalogueImporters = {
  en: () => import('./portal/en.ts'),
  de: () => import('./portal/de.ts'),
  fr: () => import('./portal/fr.ts'),
  'pt-BR': () => import('./portal/pt-BR.ts'),
  ar: () => import('./portal/ar.ts'),
  it: () => import('./portal/it.ts'),
  hi: () => import('./portal/hi.ts'),
  zh: () => import('./portal/zh.ts'),
  ja: () => import('./portal/ja.ts'),
  es: () => import('./portal/es.ts'),
};
