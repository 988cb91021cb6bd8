// i18n shared by the portal, the public pages and the embed: the ten form languages, the catalogue
// loader, and one date and number formatter per locale.
export type { CatalogueImporters } from './catalogue.ts';
export { activateLocale, missingMessages } from './catalogue.ts';
export type { DateOptions, DateStyle, LocaleFormatter } from './format.ts';
export { formatterFor } from './format.ts';
export type { Locale, LocaleInfo } from './locales.ts';
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_INFO,
  LOCALES,
  localeDirection,
  localeOfCode,
  matchLocale,
  pickLocale,
} from './locales.ts';
export type { PortalMessageId } from './portal-catalogue.ts';
export { PORTAL_CATALOGUES } from './portal-catalogue.ts';
