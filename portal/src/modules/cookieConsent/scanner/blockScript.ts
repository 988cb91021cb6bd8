import type { Schemas } from '@privacy-portal/sdk';

type ScanFinding = Schemas['ScanFinding'];
type CookieCategory = Schemas['CookieCategory'];

/**
 * The blocking pattern for the script that set a cookie: its address without the query, so the rule
 * still holds when the query changes (a cache-buster, another tag id); a rule without a query covers
 * every query of that address.
 */
export function scriptPattern(scriptUrl: string): string {
  try {
    const url = new URL(scriptUrl);
    return `${url.origin}${url.pathname}`;
  } catch {
    return scriptUrl;
  }
}

/**
 * The category the script is held back under: the inventory cookie's own (it may have been
 * reclassified since the scan), else the one the scan gave it, else Unclassified.
 */
export function blockingCategory(
  finding: ScanFinding,
  cookieCategoryId: number | null,
  categories: readonly CookieCategory[],
): CookieCategory | undefined {
  const byId = cookieCategoryId === null ? undefined : categories.find((c) => c.id === cookieCategoryId);
  return (
    byId ??
    categories.find((c) => c.key !== null && c.key === finding.category_key) ??
    categories.find((c) => c.key === 'unclassified')
  );
}
