/**
 * Demo Store's Cookie Consent, as the server's demo seed leaves it (issue 13, "Demo"): a Professional
 * licence, the five default categories, the inventory two scans found (three cookies reviewed and
 * published, the rest awaiting review), a weekly scan, Auto Cookie Blocking with three rules, four
 * vendors, and a banner with a draft and two published versions, the second one active.
 */
import type { Schemas } from '@privacy-portal/sdk';
import {
  COOKIE_CATEGORY_KEYS,
  DEFAULT_BANNER_CONFIG,
  DEFAULT_BANNER_TEXTS,
  DEFAULT_COOKIE_CATEGORIES,
  durationWords,
} from '@privacy-portal/sdk/cookie-consent';
import { subscribe } from '../billing.ts';
import { DEMO_IDS, SEED_TIME } from '../seed.ts';
import type { MockState, MockUser } from '../state.ts';
import { cookieDomain, cookiePages, partyOf, SITE_COOKIES, SITE_PAGES, scanSite } from './site.ts';
import type {
  MockBanner,
  MockBannerVersion,
  MockBlocking,
  MockBlockingRule,
  MockCookie,
  MockCookieCategory,
  MockScanJob,
  MockScanLogin,
  MockScanSchedule,
  MockVendor,
  MockVendorList,
} from './state.ts';
import { sampleVendorLists } from './vendor-lists.ts';

/** The plan of Demo Store's Cookie Consent licence. */
export const DEMO_COOKIE_CONSENT_PLAN = 'price_cookieConsent_professional_monthly';
/** Demo Store's address, as mocks/src/seed.ts gives it. */
const STORE_URL = 'https://store.demo.test';
const STORE = DEMO_IDS.store;

/** The ids of the seeded rows that stories and tests name. */
export const DEMO_COOKIE_CONSENT_IDS = {
  /** Category ids by key (Demo Store's defaults). */
  categories: { necessary: 1, functional: 2, analytics: 3, marketing: 4, unclassified: 5 },
  /** The first scan (no three-state) and the scheduled one with a violation (`_fbp`). */
  firstScan: 1,
  threeStateScan: 2,
  schedule: 1,
  /** Banner versions 1 and 2; 2 is active. */
  firstVersion: 1,
  activeVersion: 2,
} as const;

const ids = DEMO_COOKIE_CONSENT_IDS;
const FIRST_SCAN_AT = '2026-11-14T10:00:00.000Z';
const FIRST_SCAN_DONE = '2026-11-14T10:01:05.000Z';
const SECOND_SCAN_AT = '2026-11-16T02:00:00.000Z';
const SECOND_SCAN_DONE = '2026-11-16T02:01:10.000Z';
/** The cookies only the second scan found, still awaiting review (the team published the first scan's). */
const SECOND_SCAN_ONLY = ['li_gc', 'bcookie', 'recently_viewed'];
const INVENTORY = SITE_COOKIES.slice(0, 15);

export function defaultCategoryRows(propertyId: number, firstId: number): MockCookieCategory[] {
  return COOKIE_CATEGORY_KEYS.map((key, position) => {
    const category = DEFAULT_COOKIE_CATEGORIES[key];
    return {
      id: firstId + position,
      property_id: propertyId,
      key,
      name: category.name,
      description: category.texts.en.description,
      translations: structuredClone({ ...category.texts }),
      // Only Strictly necessary is always on, without consent.
      required: !category.consentRequired,
      position,
    };
  });
}

function cookies(): MockCookie[] {
  return INVENTORY.map((c, i) => {
    const pages = cookiePages(c, STORE_URL, SITE_PAGES.length);
    const found = SECOND_SCAN_ONLY.includes(c.name) ? SECOND_SCAN_DONE : FIRST_SCAN_DONE;
    return {
      id: i + 1,
      property_id: STORE,
      name: c.name,
      domain: cookieDomain(c, STORE_URL),
      path: '/',
      category_id: ids.categories[c.category],
      purpose: c.purpose,
      type: c.type,
      duration_seconds: c.duration_seconds,
      duration: durationWords(c.type, c.duration_seconds),
      party: partyOf(cookieDomain(c, STORE_URL), STORE_URL),
      script_url: c.script_url,
      pages,
      page_count: pages.length,
      source: 'scan',
      published: !SECOND_SCAN_ONLY.includes(c.name),
      platform: c.platform,
      created_at: found,
      updated_at: !SECOND_SCAN_ONLY.includes(c.name) ? '2026-11-15T08:40:00.000Z' : found,
      last_seen_at: SECOND_SCAN_DONE,
    };
  });
}

function scans(): MockScanJob[] {
  const names = INVENTORY.map((c) => c.name);
  const first = scanSite(STORE_URL, {
    pageCount: SITE_PAGES.length,
    threeState: false,
    only: names.filter((n) => !SECOND_SCAN_ONLY.includes(n)),
  });
  const second = scanSite(STORE_URL, { pageCount: SITE_PAGES.length, threeState: true, only: names });
  const job = (
    id: number,
    at: string,
    done: string,
    o: { trigger: 'manual' | 'schedule'; threeState: boolean; result: MockScanJob['result']; fresh: number },
  ): MockScanJob => ({
    id,
    property_id: STORE,
    status: 'completed',
    trigger: o.trigger,
    start_url: `${STORE_URL}/`,
    max_pages: 1000,
    three_state: o.threeState,
    behind_login: false,
    pages_total: o.result.pages.length,
    pages_done: o.result.pages.length,
    cookies_found: o.result.findings.length,
    new_cookies: o.fresh,
    violations: o.result.findings.filter((f) => f.violation).length,
    error: null,
    created_at: at,
    started_at: new Date(new Date(at).getTime() + 1000).toISOString(),
    finished_at: done,
    schedule_id: o.trigger === 'schedule' ? ids.schedule : null,
    result: o.result,
  });
  return [
    job(ids.firstScan, FIRST_SCAN_AT, FIRST_SCAN_DONE, {
      trigger: 'manual',
      threeState: false,
      result: first,
      fresh: first.findings.length,
    }),
    job(ids.threeStateScan, SECOND_SCAN_AT, SECOND_SCAN_DONE, {
      trigger: 'schedule',
      threeState: true,
      result: second,
      fresh: SECOND_SCAN_ONLY.length,
    }),
  ];
}

const schedules = (): MockScanSchedule[] => [
  {
    id: ids.schedule,
    property_id: STORE,
    frequency: 'weekly',
    hour: 2,
    three_state: true,
    enabled: true,
    last_run_at: SECOND_SCAN_AT,
    next_run_at: '2026-11-23T02:00:00.000Z',
  },
];

const RULES_AT = '2026-11-16T09:12:00.000Z';
const rules = (): MockBlockingRule[] => [
  {
    id: 1,
    property_id: STORE,
    pattern: 'https://connect.facebook.net/*',
    category_id: ids.categories.marketing,
    source: 'scan',
    description: 'Meta Pixel: set _fbp even after Reject all in the scan of 16 November.',
    created_at: RULES_AT,
  },
  {
    id: 2,
    property_id: STORE,
    pattern: 'static.hotjar.com',
    category_id: ids.categories.analytics,
    source: 'scan',
    description: 'Hotjar heatmaps and recordings.',
    created_at: RULES_AT,
  },
  {
    id: 3,
    property_id: STORE,
    pattern: 'https://www.googletagmanager.com/*',
    category_id: ids.categories.analytics,
    source: 'manual',
    description: 'Google tag (gtag.js) for Google Analytics 4.',
    created_at: '2026-11-16T09:20:00.000Z',
  },
];

function vendors(lists: { iab: MockVendorList; google: MockVendorList }): MockVendor[] {
  const listed = (kind: 'iab' | 'google', gvlId: number) =>
    lists[kind].vendors.find((v) => v.gvl_id === gvlId) as Schemas['GlobalVendor'];
  const fromList = (
    id: number,
    kind: 'iab' | 'google',
    gvlId: number,
    category: number,
    names: string[],
  ): MockVendor => {
    const v = listed(kind, gvlId);
    return {
      id,
      property_id: STORE,
      kind,
      name: v.name,
      gvl_id: gvlId,
      purposes: [...v.purposes],
      privacy_policy_url: v.privacy_policy_url,
      category_id: category,
      cookies: names,
      created_at: '2026-11-17T11:00:00.000Z',
    };
  };
  return [
    {
      id: 1,
      property_id: STORE,
      kind: 'custom',
      name: 'Trustpilot',
      gvl_id: null,
      purposes: ['Collect and show product reviews'],
      privacy_policy_url: 'https://legal.trustpilot.com/for-reviewers/end-user-privacy-terms',
      category_id: ids.categories.functional,
      cookies: [],
      created_at: '2026-11-17T10:45:00.000Z',
    },
    fromList(2, 'iab', 755, ids.categories.marketing, ['IDE', 'test_cookie', 'NID']),
    fromList(3, 'iab', 91, ids.categories.marketing, []),
    fromList(4, 'google', 1205, ids.categories.marketing, []),
  ];
}

/** Version 1: the first banner, an English bar along the bottom. */
const FIRST_BANNER: Schemas['BannerConfig'] = {
  ...structuredClone(DEFAULT_BANNER_CONFIG),
  layout: 'bar',
  position: 'bottom',
};

/** Version 2: a box in three languages, Consent Mode v2, the US opt-out for California, no branding. */
const SECOND_BANNER: Schemas['BannerConfig'] = {
  ...structuredClone(DEFAULT_BANNER_CONFIG),
  languages: ['en', 'de', 'fr'],
  texts: {
    en: { ...DEFAULT_BANNER_TEXTS.en },
    de: { ...DEFAULT_BANNER_TEXTS.de },
    fr: { ...DEFAULT_BANNER_TEXTS.fr },
  },
  regions: [
    { region: 'EU', regulation: 'gdpr' },
    { region: 'US-CA', regulation: 'us_opt_out' },
  ],
  consent_mode: { ...structuredClone(DEFAULT_BANNER_CONFIG.consent_mode), enabled: true },
  show_branding: false,
  privacy_policy_url: `${STORE_URL}/privacy-policy`,
};

const banners = (): MockBanner[] => [
  {
    property_id: STORE,
    // Being edited: the shop's green instead of the default blue, not yet published.
    draft: {
      ...structuredClone(SECOND_BANNER),
      colours: { ...SECOND_BANNER.colours, accent: '#0b7a53', link: '#0b7a53' },
    },
    draft_updated_at: SEED_TIME,
    active_version_id: ids.activeVersion,
    last_version: 2,
  },
];

const versions = (): MockBannerVersion[] => [
  {
    id: ids.firstVersion,
    property_id: STORE,
    version: 1,
    note: 'First banner',
    published_at: '2026-11-10T15:00:00.000Z',
    published_by: 'Olivia Owner',
    config: structuredClone(FIRST_BANNER),
  },
  {
    id: ids.activeVersion,
    property_id: STORE,
    version: 2,
    note: 'German and French, Google Consent Mode v2, opt-out for California',
    published_at: '2026-11-18T10:30:00.000Z',
    published_by: 'Adam Admin',
    config: structuredClone(SECOND_BANNER),
  },
];

const blocking = (): MockBlocking[] => [{ property_id: STORE, enabled: true, updated_at: RULES_AT }];

export interface CookieConsentSeed {
  categories: () => MockCookieCategory[];
  cookies: () => MockCookie[];
  scans: () => MockScanJob[];
  schedules: () => MockScanSchedule[];
  logins: () => MockScanLogin[];
  blocking: () => MockBlocking[];
  rules: () => MockBlockingRule[];
  vendors: () => MockVendor[];
  banners: () => MockBanner[];
  versions: () => MockBannerVersion[];
  vendorLists: { iab: MockVendorList; google: MockVendorList };
}

/** The seed of each collection; without the demo (`demo` false) empty ones and the vendor lists. */
export function seedCookieConsentRows(demo: boolean): CookieConsentSeed {
  const vendorLists = sampleVendorLists();
  const none = () => [];
  if (!demo) {
    return {
      categories: none,
      cookies: none,
      scans: none,
      schedules: none,
      logins: none,
      blocking: none,
      rules: none,
      vendors: none,
      banners: none,
      versions: none,
      vendorLists,
    };
  }
  return {
    categories: () => defaultCategoryRows(STORE, 1),
    cookies,
    scans,
    schedules,
    logins: none,
    blocking,
    rules,
    vendors: () => vendors(vendorLists),
    banners,
    versions,
    vendorLists,
  };
}

/**
 * Demo Company's Cookie Consent Professional subscription of one licence, on Demo Store. Bought
 * before the DSAR one, so that the DSAR subscription stays the newest (first) in the lists.
 */
export function seedCookieConsentLicence(state: Omit<MockState, 'reset'>): void {
  const owner = state.users.get(DEMO_IDS.owner) as MockUser;
  const plan = state.plans.find((p) => p.stripe_plan_id === DEMO_COOKIE_CONSENT_PLAN) as Schemas['Plan'];
  subscribe(
    state,
    { companyId: DEMO_IDS.company, user: owner },
    {
      plan,
      quantity: 1,
      percentOff: 0,
      trial: false,
      target: { kind: 'property', id: STORE, name: 'Demo Store', organization_id: DEMO_IDS.retail },
      at: '2026-10-28T00:00:00.000Z',
    },
  );
}
