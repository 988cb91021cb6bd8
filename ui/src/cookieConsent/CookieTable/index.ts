export type { CookieBulkChange } from './CookieBulkBar.tsx';
export type { CookieCategoryOption, CookieFilters } from './CookieFilterBar.tsx';
export { hasCookieFilters, NO_COOKIE_FILTERS } from './CookieFilterBar.tsx';
export type { CookieTableProps } from './CookieTable.tsx';
export { CookieTable } from './CookieTable.tsx';
export type { CookieSort, CookieSortColumn } from './cookieSort.ts';
export { sortCookies } from './cookieSort.ts';
export type { Party, StorageType } from './labels.ts';
export { cookieCount, hostOf, PARTY_LABEL, publishedLabel, STORAGE_LABEL } from './labels.ts';
