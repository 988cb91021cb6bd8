/**
 * The fixture website every mock scan "visits": a small shop with the cookies, storage keys and
 * third-party scripts such a site sets, written for whatever address the property has. Demo Store's
 * inventory and its two seeded scans are made from it too, so a new scan finds what the inventory
 * already holds, plus one cookie the last scan had not seen (Microsoft Clarity's `_clck`).
 */
import type { Schemas } from '@privacy-portal/sdk';
import { type CategoryKey, durationWords } from '@privacy-portal/sdk/cookie-consent';
import type { MockScanResult, MockScanScript } from './state.ts';

/** The shop's pages, in the order a crawl from the home page finds them. */
export const SITE_PAGES = [
  '/',
  '/products',
  '/products/trail-runner-2',
  '/products/city-sneaker',
  '/cart',
  '/checkout',
  '/about',
  '/blog',
  '/blog/how-to-choose-running-shoes',
  '/contact',
  '/privacy-policy',
  '/account/login',
] as const;

/** A cookie of the fixture site; `domain` 'host' is the property's host, 'site' its registrable domain. */
export interface SiteCookie {
  name: string;
  domain: 'host' | 'site' | string;
  type: Schemas['StorageType'];
  category: CategoryKey;
  purpose: string;
  duration_seconds: number | null;
  script_url: string | null;
  set_by: Schemas['ScanFinding']['set_by'];
  platform: string | null;
  /** Indexes into SITE_PAGES, or every page. */
  pages: 'all' | number[];
  /** Still set after the site's own banner 'Reject all' and with GPC on. */
  afterReject: boolean;
}

const DAY = 86_400;
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-5Q2Z8VJ7KX';
const FB = 'https://connect.facebook.net/en_US/fbevents.js';
const HOTJAR = 'https://static.hotjar.com/c/hotjar-3452987.js?sv=6';
const GPT = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';
const LINKEDIN = 'https://snap.licdn.com/li.lms-analytics/insight.min.js';
const MAPS = 'https://maps.googleapis.com/maps/api/js?key=demo&callback=initMap';
const CLARITY = 'https://www.clarity.ms/tag/k3j9x2m1qa';
const SHOP = [1, 2, 3, 4, 5];

/** The fixture site's cookies; the first fifteen are Demo Store's inventory, `_clck` is new to it. */
export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    name: 'PHPSESSID',
    domain: 'host',
    type: 'cookie',
    category: 'necessary',
    purpose: 'Keeps your session while you browse the shop.',
    duration_seconds: null,
    script_url: null,
    set_by: 'http',
    platform: 'PHP',
    pages: 'all',
    afterReject: true,
  },
  {
    name: 'cart_id',
    domain: 'host',
    type: 'cookie',
    category: 'necessary',
    purpose: 'Remembers the products in your shopping cart.',
    duration_seconds: 30 * DAY,
    script_url: null,
    set_by: 'http',
    platform: null,
    pages: [...SHOP],
    afterReject: true,
  },
  {
    name: '__cf_bm',
    domain: 'site',
    type: 'cookie',
    category: 'necessary',
    purpose: 'Cloudflare Bot Management: tells people from bots to keep the shop available.',
    duration_seconds: 1800,
    script_url: null,
    set_by: 'http',
    platform: 'Cloudflare',
    pages: 'all',
    afterReject: true,
  },
  {
    name: 'cc_cookie',
    domain: 'host',
    type: 'cookie',
    category: 'necessary',
    purpose: 'Stores your cookie consent choices so the banner is not shown again.',
    duration_seconds: 365 * DAY,
    script_url: null,
    set_by: 'script',
    platform: 'Privacy Portal',
    pages: 'all',
    afterReject: true,
  },
  {
    name: '_ga',
    domain: 'site',
    type: 'cookie',
    category: 'analytics',
    purpose: 'Google Analytics: tells visitors apart to count visits and page views.',
    duration_seconds: 730 * DAY,
    script_url: GTAG,
    set_by: 'script',
    platform: 'Google Analytics',
    pages: 'all',
    afterReject: false,
  },
  {
    name: '_ga_5Q2Z8VJ7KX',
    domain: 'site',
    type: 'cookie',
    category: 'analytics',
    purpose: 'Google Analytics 4: keeps the state of the current visit.',
    duration_seconds: 730 * DAY,
    script_url: GTAG,
    set_by: 'script',
    platform: 'Google Analytics',
    pages: 'all',
    afterReject: false,
  },
  {
    name: '_gid',
    domain: 'site',
    type: 'cookie',
    category: 'analytics',
    purpose: 'Google Analytics: tells visitors apart for 24 hours.',
    duration_seconds: DAY,
    script_url: GTAG,
    set_by: 'script',
    platform: 'Google Analytics',
    pages: 'all',
    afterReject: false,
  },
  {
    name: '_hjSessionUser_3452987',
    domain: 'site',
    type: 'cookie',
    category: 'analytics',
    purpose: 'Hotjar: recognises a returning visitor for heatmaps and recordings.',
    duration_seconds: 365 * DAY,
    script_url: HOTJAR,
    set_by: 'script',
    platform: 'Hotjar',
    pages: [0, 1, 2, 3, 4, 5],
    afterReject: false,
  },
  {
    name: '_fbp',
    domain: 'site',
    type: 'cookie',
    category: 'marketing',
    purpose: 'Meta Pixel: measures and targets ads on Facebook and Instagram.',
    duration_seconds: 90 * DAY,
    script_url: FB,
    set_by: 'script',
    platform: 'Meta Pixel',
    pages: 'all',
    // The shop loads the pixel outside the banner's control: set even after 'Reject all'.
    afterReject: true,
  },
  {
    name: 'IDE',
    domain: '.doubleclick.net',
    type: 'cookie',
    category: 'marketing',
    purpose: 'Google DoubleClick: shows relevant ads and measures them.',
    duration_seconds: 395 * DAY,
    script_url: GPT,
    set_by: 'http',
    platform: 'DoubleClick/Google Marketing',
    pages: [0, 1, 7, 8],
    afterReject: false,
  },
  {
    name: 'test_cookie',
    domain: '.doubleclick.net',
    type: 'cookie',
    category: 'marketing',
    purpose: 'Google DoubleClick: checks whether the browser accepts cookies.',
    duration_seconds: 900,
    script_url: GPT,
    set_by: 'http',
    platform: 'DoubleClick/Google Marketing',
    pages: [0, 1, 7, 8],
    afterReject: false,
  },
  {
    name: 'NID',
    domain: '.google.com',
    type: 'cookie',
    category: 'marketing',
    purpose: 'Google: remembers preferences and shows ads on Google services (the store map).',
    duration_seconds: 183 * DAY,
    script_url: MAPS,
    set_by: 'http',
    platform: 'Google',
    pages: [9],
    afterReject: false,
  },
  {
    name: 'li_gc',
    domain: '.linkedin.com',
    type: 'cookie',
    category: 'functional',
    purpose: "LinkedIn: stores the visitor's consent to LinkedIn's non-essential cookies.",
    duration_seconds: 180 * DAY,
    script_url: LINKEDIN,
    set_by: 'http',
    platform: 'LinkedIn',
    pages: [0, 6, 7],
    afterReject: false,
  },
  {
    name: 'bcookie',
    domain: '.linkedin.com',
    type: 'cookie',
    category: 'marketing',
    purpose: 'LinkedIn Insight Tag: identifies the browser for ads and conversion tracking.',
    duration_seconds: 365 * DAY,
    script_url: LINKEDIN,
    set_by: 'http',
    platform: 'LinkedIn',
    pages: [0, 6, 7],
    afterReject: false,
  },
  {
    name: 'recently_viewed',
    domain: 'host',
    type: 'localStorage',
    category: 'functional',
    purpose: 'Remembers the products you looked at, for "Recently viewed".',
    duration_seconds: null,
    script_url: null,
    set_by: 'script',
    platform: null,
    pages: [2, 3],
    afterReject: false,
  },
  {
    name: '_clck',
    domain: 'site',
    type: 'cookie',
    category: 'analytics',
    purpose: 'Microsoft Clarity: recognises a returning visitor for session recordings.',
    duration_seconds: 365 * DAY,
    script_url: CLARITY,
    set_by: 'script',
    platform: 'Microsoft Clarity',
    pages: 'all',
    afterReject: false,
  },
];

/** The scripts the fixture site loads from other hosts (the scanner reports third-party scripts only). */
const SITE_SCRIPTS = [GTAG, FB, HOTJAR, GPT, LINKEDIN, MAPS, CLARITY];

/**
 * The registrable domain of a host, approximated by its last two labels (the server uses the Public
 * Suffix List through tldts; the mocks' hosts, store.demo.test and the like, need no more).
 */
export const registrableDomain = (host: string): string =>
  host.replace(/^\./, '').toLowerCase().split('.').slice(-2).join('.');

/** First party when the cookie's registrable domain is the property's. */
export function partyOf(domain: string, propertyUrl: string): Schemas['Party'] {
  return registrableDomain(domain) === registrableDomain(new URL(propertyUrl).hostname) ? 'first' : 'third';
}

/** Whether an address is on the property's domain (its registrable domain or a subdomain of it). */
export function onPropertyDomain(url: string, propertyUrl: string): boolean {
  const site = registrableDomain(new URL(propertyUrl).hostname);
  const host = new URL(url).hostname.toLowerCase();
  return host === site || host.endsWith(`.${site}`);
}

export function cookieDomain(cookie: SiteCookie, propertyUrl: string): string {
  const host = new URL(propertyUrl).hostname;
  if (cookie.domain === 'host') return host;
  if (cookie.domain === 'site') return `.${registrableDomain(host)}`;
  return cookie.domain;
}

/** The addresses of the pages a cookie is on, of the first `pageCount` pages crawled. */
export function cookiePages(cookie: SiteCookie, propertyUrl: string, pageCount: number): string[] {
  const origin = new URL(propertyUrl).origin;
  const indexes = cookie.pages === 'all' ? SITE_PAGES.map((_, i) => i) : cookie.pages;
  return indexes.filter((i) => i < pageCount).map((i) => `${origin}${SITE_PAGES[i]}`);
}

/** The pages a scan of at most `maxPages` pages visits. */
export const sitePageCount = (maxPages: number): number => Math.min(maxPages, SITE_PAGES.length);

/**
 * What a scan of the fixture site finds on its first `pageCount` pages: every cookie, in which scan
 * states (with `threeState`: also after 'Reject all' and with GPC on), flagged as a violation when it
 * needs consent and is set after a rejection; `only` limits it to some cookies (the seeded scans).
 */
export function scanSite(
  propertyUrl: string,
  o: { pageCount: number; threeState: boolean; only?: readonly string[] },
): MockScanResult {
  const origin = new URL(propertyUrl).origin;
  const cookies = SITE_COOKIES.filter(
    (c) => (!o.only || o.only.includes(c.name)) && cookiePages(c, propertyUrl, o.pageCount).length > 0,
  );
  const findings = cookies.map((c) => {
    const rejected = o.threeState && c.afterReject;
    return {
      name: c.name,
      domain: cookieDomain(c, propertyUrl),
      path: '/',
      type: c.type,
      party: partyOf(cookieDomain(c, propertyUrl), propertyUrl),
      script_url: c.script_url,
      set_by: c.set_by,
      duration: durationWords(c.type, c.duration_seconds),
      pages: cookiePages(c, propertyUrl, o.pageCount),
      states: rejected ? (['plain', 'reject', 'gpc'] as const) : (['plain'] as const),
      violation: rejected && c.category !== 'necessary',
      category_key: c.category,
      platform: c.platform,
    };
  });
  const used = new Set(cookies.map((c) => c.script_url));
  const scripts: MockScanScript[] = SITE_SCRIPTS.filter((url) => used.has(url)).map((url) => ({
    url,
    host: new URL(url).hostname,
  }));
  const pages = SITE_PAGES.slice(0, o.pageCount).map((path) => ({
    url: `${origin}${path}`,
    status: 200,
    error: null,
  }));
  return { findings: findings.map((f) => ({ ...f, states: [...f.states] })), pages, scripts };
}
