import type { Browser } from 'playwright-core';
import type { SameSite } from './scanner.cookies.ts';
import type { ScanRefusalReason } from './scanner.guard.ts';
import type { Party } from './scanner.party.ts';
import type { HostResolver } from './scanner.resolve.ts';

/** plain: a visitor who does nothing; reject: one who clicked "Reject all"; gpc: one whose browser sends GPC. */
export type ScanMode = 'plain' | 'reject' | 'gpc';

export interface ScanLogin {
  loginUrl: string;
  usernameSelector: string;
  passwordSelector: string;
  submitSelector: string;
  username: string;
  password: string;
}

export interface ScanInput {
  startUrl: string;
  /** The property's domains: pages on them and their subdomains are visited; they are the first party. */
  domains: string[];
  maxPages: number;
  mode: ScanMode;
  /** The property's own "Reject all" button; defaults to DEFAULT_REJECT_SELECTORS. */
  rejectSelector?: string;
  login?: ScanLogin;
  /** Lets the scan reach private and loopback addresses (test sites, a customer's intranet). */
  allowPrivate: boolean;
  /** Chromium's --host-resolver-rules; the SSRF guard resolves with the same rules. */
  hostResolverRules?: string;
  /** A browser to reuse (launched with the same hostResolverRules); otherwise one is launched and closed. */
  browser?: Browser;
  onProgress?: (done: number, total: number) => void | Promise<void>;
  signal?: AbortSignal;
  /**
   * Visit exactly these pages (same-site ones, in this order) instead of discovering them: the reject
   * and GPC runs can take the plain run's pages, so the three states compare the same pages. Neither
   * robots.txt nor the sitemap is fetched then.
   */
  urls?: string[];
  /** How the guard resolves names; defaults to hostResolverRules, then DNS. */
  resolveHost?: HostResolver;
  /** Per page navigation timeout, 20 s by default. */
  navigationTimeoutMs?: number;
}

export interface PageResult {
  url: string;
  /** The HTTP status of the page, null when it did not load. */
  status: number | null;
  error?: string;
}

export type CookieSetter = 'http' | 'script' | 'unknown';

/** One cookie: a (name, domain, path) seen on one or more pages. Values are never kept. */
export interface CookieFinding {
  name: string;
  /** Without a leading dot. */
  domain: string;
  path: string;
  party: Party;
  /** How it was first seen set: a Set-Cookie header, a script, or only found in the cookie jar. */
  setBy: CookieSetter;
  /**
   * The first known setter: for a Set-Cookie on a page or frame document, that document; on a script's
   * response, the script; on other requests (image, xhr), the script that made the request. For script
   * cookies, the calling script (the page for inline scripts). Null when unknown.
   */
  initiator: string | null;
  /** Pages on which it was set, or first found in the jar (a cookie is not re-counted while unchanged). */
  pages: string[];
  /** The declared lifetime in seconds (Chromium stores at most 400 days); null for a session cookie. */
  durationSeconds: number | null;
  /** The same in words: 'session', '1 day', '1 year 1 month'. */
  duration: string;
  secure: boolean;
  httpOnly: boolean;
  /** As declared; null when the site did not say (browsers then treat it as Lax). */
  sameSite: SameSite | null;
}

export type StorageKind = 'local' | 'session';

export interface StorageFinding {
  key: string;
  kind: StorageKind;
  origin: string;
  party: Party;
  /** The script that called setItem, when it did; null for other writes. */
  initiator: string | null;
  /** Pages on which it was written, or first found. */
  pages: string[];
}

export interface ScriptFinding {
  url: string;
  host: string;
  party: Party;
  thirdParty: boolean;
  pages: string[];
}

/** A request the SSRF guard stopped (a private subresource, a redirect off the property). */
export interface BlockedFinding {
  url: string;
  reason: ScanRefusalReason;
  message: string;
  page: string | null;
}

export interface ScanResult {
  mode: ScanMode;
  pages: PageResult[];
  cookies: CookieFinding[];
  storage: StorageFinding[];
  scripts: ScriptFinding[];
  blocked: BlockedFinding[];
  /** Reject mode: whether a "Reject all" button was found and clicked. Null in the other modes. */
  rejectClicked: boolean | null;
  cancelled: boolean;
}
