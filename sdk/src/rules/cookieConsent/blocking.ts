/**
 * Auto Cookie Blocking rules: which scripts a rule's pattern holds back. One function for the server
 * (a scan's `blocked` flags, the hosts it proposes), the mocks and the embedded banner, so a rule
 * blocks in the browser exactly what the portal said it would.
 *
 * A pattern (contract: ScriptPattern) is one of
 * - a bare host, `connect.facebook.net`: every script from that host or a subdomain of it;
 * - a host glob, `*.facebook.net`: every script from a host the glob matches (`*` is any characters);
 * - an address, `https://cdn.example.com/pixel.js`: that script; without a query string in the
 *   pattern the script's query string is ignored (`pixel.js?v=3` is the same script);
 * - an address glob, `https://www.googletagmanager.com/*`: `*` stands for any characters, across `/`.
 * The scheme may be left out (`cdn.example.com/pixel.js`) or written `//` for either scheme. Hosts
 * compare without letter case; a host without a port matches any port. A fragment never counts.
 */

interface PatternParts {
  /** What comes before the host as written: `https://`, `//` or nothing. */
  prefix: string;
  /** `https:` or `http:` (or another scheme, which matches nothing), null for either. */
  scheme: string | null;
  /** The host, lower-cased, possibly with `*` and a port. */
  host: string;
  /** Path and query as written, or '' for none. */
  path: string;
  /** Path and query to compare, or null when the pattern names a host only. */
  rest: string | null;
}

const SCHEME = /^([a-z][a-z0-9+.-]*:)?\/\//i;

function splitPattern(pattern: string): PatternParts {
  const trimmed = pattern.trim().replace(/#.*$/, '');
  const scheme = SCHEME.exec(trimmed);
  const body = scheme ? trimmed.slice(scheme[0].length) : trimmed;
  const end = body.search(/[/?]/);
  const host = (end < 0 ? body : body.slice(0, end)).toLowerCase();
  const path = end < 0 ? '' : body.slice(end);
  return {
    prefix: scheme?.[0].toLowerCase() ?? '',
    scheme: scheme?.[1]?.toLowerCase() ?? null,
    host,
    path,
    // `https://connect.facebook.net/` is written as a host, not as the one script at its root.
    rest: path === '' || path === '/' ? null : path,
  };
}

/** The pattern as stored and compared for duplicates: trimmed, its scheme and host in lower case. */
export function normalizePattern(pattern: string): string {
  const p = splitPattern(pattern);
  return `${p.prefix}${p.host}${p.path}`;
}

/** The host a pattern names, lower-cased, possibly with `*` and a port; '' when it names none. */
export function patternHost(pattern: string): string {
  return splitPattern(pattern).host;
}

const HOST_GLOB = /^(\[[0-9a-f:.]+\]|[a-z0-9*_.-]+)(:(\d{1,5}|\*))?$/;

/** Why a pattern could never hold back a script (the reason for a 400 naming it), or null. */
export function blockingPatternProblem(pattern: string): string | null {
  const p = splitPattern(pattern);
  if (p.scheme && p.scheme !== 'http:' && p.scheme !== 'https:') return 'must be an http or https address';
  if (!p.host) return 'must name a host, such as connect.facebook.net';
  if (!HOST_GLOB.test(p.host)) return 'has a host that is not a host name';
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function globMatches(glob: string, text: string): boolean {
  const source = glob.split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${source}$`, 's').test(text);
}

/** The script's host as the pattern writes it: with its port when the pattern has one. */
const hostOf = (patternHost: string, url: URL) => (/:(\d+|\*)$/.test(patternHost) ? url.host : url.hostname);

function hostMatches(patternHost: string, url: URL, subdomains: boolean): boolean {
  const host = hostOf(patternHost, url);
  if (patternHost.includes('*')) return globMatches(patternHost, host);
  return host === patternHost || (subdomains && host.endsWith(`.${patternHost}`));
}

/** Whether a blocking rule's pattern covers a script address (absolute, http or https). */
export function ruleMatches(pattern: string, scriptUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const parts = splitPattern(pattern);
  if (!parts.host) return false;
  if (parts.scheme && parts.scheme !== url.protocol) return false;
  // A host alone covers its subdomains; an address names its host exactly (or by its glob).
  if (parts.rest === null) return hostMatches(parts.host, url, true);
  if (!hostMatches(parts.host, url, false)) return false;
  const target = parts.rest.includes('?') ? `${url.pathname}${url.search}` : url.pathname;
  const rest = parts.rest.startsWith('?') ? `/${parts.rest}` : parts.rest;
  return rest.includes('*') ? globMatches(rest, target) : rest === target;
}

/** The rule (of those given) that first covers the script, if any. */
export function firstMatchingRule<R extends { pattern: string }>(
  rules: readonly R[],
  scriptUrl: string,
): R | undefined {
  return rules.find((r) => ruleMatches(r.pattern, scriptUrl));
}
