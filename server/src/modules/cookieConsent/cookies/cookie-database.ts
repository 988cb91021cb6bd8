// The Open Cookie Database (server/data/open-cookie-database, Apache-2.0, see NOTICE.md there): known
// cookies and storage keys with their platform, category and retention, used to classify what the
// scanner finds. Loaded once, on the first classification, into an index:
// - exact names in a Map (name → rows; a few names are used by several vendors);
// - name prefixes in a Map (prefix → rows) plus the distinct prefix lengths, longest first, so a
//   cookie is checked with one Map lookup per distinct length (about 40), not against every row.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CategoryKey } from '@privacy-portal/sdk/cookie-consent';
import { parse } from 'csv-parse/sync';

/** What the database knows of a cookie. */
export interface CookieMatch {
  /** One of the five default categories; "unclassified" when the database's category is not one of ours. */
  category: CategoryKey;
  /** The database's own category ("Functional", "Security", ...). */
  ocdCategory: string;
  /** The service that sets it ("Google Analytics"). */
  platform: string | null;
  description: string | null;
  /** As the database words it ("2 years", "session"). */
  retention: string | null;
  dataController: string | null;
  /** The controller's privacy or GDPR rights page. */
  privacyUrl: string | null;
  /** "wildcard": the name starts with one of the database's prefixes (`_ga_` for `_ga_ABC123`). */
  matchedBy: 'exact' | 'wildcard';
  /** The database's name or prefix that matched (`_ga_`), as written there. */
  ocdName: string;
  /** The database row's ID (a UUID). */
  ocdId: string;
}

export interface CookieToClassify {
  name: string;
  /** The cookie's domain (".example.com" or "example.com"); used to choose between rows of the same name. */
  domain?: string | null;
}

interface OcdRow {
  id: string;
  platform: string;
  category: string;
  name: string;
  /** The hostnames named in the database's free-text Domain column ("doubleclick.net (3rd party)"). */
  hosts: string[];
  description: string;
  retention: string;
  dataController: string;
  privacyUrl: string;
}

/** A prefix entry: the name must start with the prefix, and the rest must match `rest` when given. */
interface PrefixEntry {
  row: OcdRow;
  rest: RegExp | null;
}

interface CookieIndex {
  file: string;
  rows: number;
  exact: Map<string, OcdRow[]>;
  prefixes: Map<string, PrefixEntry[]>;
  /** The distinct prefix lengths, longest first. */
  prefixLengths: number[];
}

const CSV_PATH = path.join('data', 'open-cookie-database', 'open-cookie-database.csv');

/** The database's categories (lower case) in our five keys. "Security" (CSRF tokens and the like) is necessary. */
const CATEGORY_KEYS: ReadonlyMap<string, CategoryKey> = new Map([
  ['necessary', 'necessary'],
  ['strictly necessary', 'necessary'],
  ['essential', 'necessary'],
  ['security', 'necessary'],
  ['functional', 'functional'],
  ['functionality', 'functional'],
  ['personalization', 'functional'],
  ['personalisation', 'functional'],
  ['preferences', 'functional'],
  ['analytics', 'analytics'],
  ['statistics', 'analytics'],
  ['performance', 'analytics'],
  ['marketing', 'marketing'],
  ['advertising', 'marketing'],
  ['targeting', 'marketing'],
]);

/** Our category key for one of the database's categories. */
export function categoryOfOcd(ocdCategory: string): CategoryKey {
  return CATEGORY_KEYS.get(ocdCategory.trim().toLowerCase()) ?? 'unclassified';
}

/**
 * The CSV, found from this module's own location upward: from the sources this file is
 * server/src/modules/cookieConsent/cookies/, from the bundle it is server/dist/main.mjs, and in both
 * cases the first folder above that has data/open-cookie-database/ is server/. So the bundle needs no
 * copy of the data, and scripts/build-server.mjs no change.
 */
function findCsv(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, CSV_PATH);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`Open Cookie Database not found: no ${CSV_PATH} in ${start} or a folder above it`);
}

const HOST = /(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}/g;

function hostsOf(domainColumn: string): string[] {
  return domainColumn.toLowerCase().match(HOST) ?? [];
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The rest of a name after a short prefix that ends in a letter: nothing, or not a letter first. */
const NOT_A_LETTER = /^(?![a-z])/i;

/**
 * The prefix a row stands for, if any:
 * - Wildcard match = 1: the name is a prefix (`_ga_` matches `_ga_ABC123`, `_gat` matches `_gat_UA-1`).
 *   A short prefix (under 6 characters) that ends in a letter does not run on into another letter: the
 *   database marks `_s`, `tp`, `cap`, `CT` as wildcards, and `_session` or `captcha` are not theirs.
 * - A name with `*` (a few rows with Wildcard match = 0: `SSPR_*`, `SCM*`): the part before the `*`.
 * - A name ending in NNN (`pm_sess_NNN`, `aboutads_sessNNN`): the part before it, followed by digits.
 * - A name ending in `_`, `-`, `.` or `:` (`Hm_lvt_`, `ref-`, with Wildcard match = 0): an ID always
 *   follows such a name in practice, so it is also a prefix; the exact name still matches exactly.
 */
function prefixOf(name: string, wildcard: boolean): { prefix: string; rest: RegExp | null } | null {
  const star = name.indexOf('*');
  if (star >= 0) return star > 0 ? { prefix: name.slice(0, star), rest: null } : null;
  if (wildcard) return { prefix: name, rest: name.length < 6 && /[a-z]$/i.test(name) ? NOT_A_LETTER : null };
  if (/.NNN$/.test(name)) return { prefix: name.slice(0, -3), rest: /^\d+$/ };
  if (/.[_\-.:]$/.test(name)) return { prefix: name, rest: null };
  return null;
}

function buildIndex(): CookieIndex {
  const file = findCsv();
  const records = parse(readFileSync(file), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
  }) as Array<Record<string, string | undefined>>;
  const exact = new Map<string, OcdRow[]>();
  const prefixes = new Map<string, PrefixEntry[]>();
  let rows = 0;
  for (const record of records) {
    const field = (column: string) => (record[column] ?? '').trim();
    const name = field('Cookie / Data Key name');
    if (name === '') continue;
    const row: OcdRow = {
      id: field('ID'),
      platform: field('Platform'),
      category: field('Category'),
      name,
      hosts: hostsOf(field('Domain')),
      description: field('Description'),
      retention: field('Retention period'),
      dataController: field('Data Controller'),
      privacyUrl: field('User Privacy & GDPR Rights Portals'),
    };
    rows++;
    const wildcard = field('Wildcard match') === '1';
    const pattern = prefixOf(name, wildcard);
    if (pattern) pushTo(prefixes, pattern.prefix, { row, rest: pattern.rest });
    if (!wildcard && !name.includes('*')) pushTo(exact, name, row);
  }
  const prefixLengths = [...new Set([...prefixes.keys()].map((prefix) => prefix.length))].sort(
    (a, b) => b - a,
  );
  return { file, rows, exact, prefixes, prefixLengths };
}

let index: CookieIndex | undefined;

function cookieIndex(): CookieIndex {
  index ??= buildIndex();
  return index;
}

function bareDomain(domain: string | null | undefined): string {
  return (domain ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\.+|\.+$/g, '');
}

/** The cookie's domain is the row's host or under it, or the row's host is under the cookie's domain. */
function domainMatches(row: OcdRow, domain: string): boolean {
  return row.hosts.some(
    (host) => host === domain || domain.endsWith(`.${host}`) || host.endsWith(`.${domain}`),
  );
}

/** Of several rows for the same name: the first whose domain fits the cookie's, else the first. */
function pick(rows: readonly OcdRow[], domain: string): OcdRow {
  return (domain !== '' && rows.find((row) => domainMatches(row, domain))) || rows[0]!;
}

function orNull(value: string): string | null {
  return value === '' ? null : value;
}

function toMatch(row: OcdRow, matchedBy: CookieMatch['matchedBy']): CookieMatch {
  return {
    category: categoryOfOcd(row.category),
    ocdCategory: row.category,
    platform: orNull(row.platform),
    description: orNull(row.description),
    retention: orNull(row.retention),
    dataController: orNull(row.dataController),
    privacyUrl: /^https?:\/\//i.test(row.privacyUrl) ? row.privacyUrl : null,
    matchedBy,
    ocdName: row.name,
    ocdId: row.id,
  };
}

/**
 * What the Open Cookie Database says of a cookie (or a localStorage/sessionStorage key), or null when it
 * does not know it. Names are case-sensitive, as browsers treat them. An exact name wins over a prefix;
 * of the prefixes the longest wins (`_gac_gb_` before `_gac_`); of several rows for one name or prefix,
 * the one whose domain fits the cookie's domain, else the first in the file.
 */
export function classifyCookie({ name, domain }: CookieToClassify): CookieMatch | null {
  const { exact, prefixes, prefixLengths } = cookieIndex();
  const host = bareDomain(domain);
  const exactRows = exact.get(name);
  if (exactRows) return toMatch(pick(exactRows, host), 'exact');
  for (const length of prefixLengths) {
    if (length > name.length) continue;
    const entries = prefixes.get(name.slice(0, length));
    if (!entries) continue;
    const rest = name.slice(length);
    const rows = entries
      .filter((entry) => entry.rest === null || entry.rest.test(rest))
      .map((entry) => entry.row);
    if (rows.length > 0) return toMatch(pick(rows, host), 'wildcard');
  }
  return null;
}

/** The size of the loaded index (loads it when needed), for the health of the data and for tests. */
export function cookieDatabaseInfo(): { file: string; rows: number; exactNames: number; prefixes: number } {
  const { file, rows, exact, prefixes } = cookieIndex();
  return { file, rows, exactNames: exact.size, prefixes: prefixes.size };
}
