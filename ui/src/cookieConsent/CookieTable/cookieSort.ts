import type { Schemas } from '@privacy-portal/sdk';

type Cookie = Schemas['Cookie'];

export type CookieSortColumn = 'name' | 'category' | 'domain' | 'party' | 'duration' | 'pages' | 'status';

export interface CookieSort {
  column: CookieSortColumn;
  direction: 'ascending' | 'descending';
}

export const DEFAULT_COOKIE_SORT: CookieSort = { column: 'name', direction: 'ascending' };

// Case-insensitive and number-aware, so "_ga_2" sorts before "_ga_10" as a person expects.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const KEYS: Readonly<Record<CookieSortColumn, (c: Cookie) => string | number>> = {
  name: (c) => c.name,
  category: (c) => c.category_name,
  domain: (c) => c.domain,
  party: (c) => c.party,
  // A session cookie lives shortest: it goes before any lifetime.
  duration: (c) => c.duration_seconds ?? -1,
  pages: (c) => c.page_count,
  status: (c) => (c.published ? 1 : 0),
};

function compareKey(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The rows in the chosen order; equal keys fall back to name, then domain, so the order is stable. */
export function sortCookies(rows: readonly Cookie[], sort: CookieSort): Cookie[] {
  const key = KEYS[sort.column];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      sign * compareKey(key(a), key(b)) ||
      collator.compare(a.name, b.name) ||
      collator.compare(a.domain, b.domain) ||
      a.id - b.id,
  );
}
