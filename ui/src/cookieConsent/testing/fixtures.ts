import type { Schemas } from '@privacy-portal/sdk';

// Builders of the contract's Cookie Consent shapes for the component tests (test support only: no
// index.ts, so the package's `./*` export does not publish it).

type Cookie = Schemas['Cookie'];
type ScanJob = Schemas['ScanJob'];

const STAMP = '2026-03-02T09:00:00.000Z';

export const TEST_CATEGORIES = [
  { id: 1, name: 'Strictly necessary', cookie_count: 1 },
  { id: 2, name: 'Functional', cookie_count: 0 },
  { id: 3, name: 'Analytics', cookie_count: 2 },
  { id: 4, name: 'Marketing', cookie_count: 1 },
  { id: 5, name: 'Unclassified', cookie_count: 0 },
];

export function testCookie(overrides: Partial<Cookie> & Pick<Cookie, 'id' | 'name'>): Cookie {
  return {
    domain: '.demo-store.example',
    path: '/',
    category_id: 3,
    category_name: 'Analytics',
    purpose: '',
    type: 'cookie',
    duration_seconds: 63072000,
    duration: '2 years',
    party: 'first',
    script_url: null,
    pages: ['https://demo-store.example/'],
    page_count: 1,
    source: 'scan',
    published: true,
    platform: null,
    created_at: STAMP,
    updated_at: STAMP,
    last_seen_at: STAMP,
    ...overrides,
  };
}

export const TEST_COOKIES: Cookie[] = [
  testCookie({
    id: 1,
    name: '_ga',
    platform: 'Google Analytics',
    script_url: 'https://www.googletagmanager.com/gtag/js?id=G-1',
    page_count: 12,
  }),
  testCookie({
    id: 2,
    name: 'session_id',
    category_id: 1,
    category_name: 'Strictly necessary',
    duration_seconds: null,
    duration: 'session',
    page_count: 24,
  }),
  testCookie({
    id: 3,
    name: '_fbp',
    domain: '.facebook.com',
    party: 'third',
    category_id: 4,
    category_name: 'Marketing',
    duration_seconds: 7776000,
    duration: '3 months',
    published: false,
    platform: 'Meta Pixel',
    script_url: 'https://connect.facebook.net/en_US/fbevents.js',
    page_count: 3,
  }),
  testCookie({
    id: 4,
    name: 'hjSession',
    type: 'localStorage',
    duration_seconds: 1800,
    duration: '30 minutes',
    published: false,
    page_count: 2,
  }),
];

export function testScanJob(overrides: Partial<ScanJob> = {}): ScanJob {
  return {
    id: 7,
    status: 'completed',
    trigger: 'manual',
    start_url: 'https://demo-store.example/',
    max_pages: 1000,
    three_state: true,
    behind_login: false,
    pages_total: 24,
    pages_done: 24,
    cookies_found: 11,
    new_cookies: 2,
    violations: 1,
    error: null,
    created_at: '2026-03-01T08:00:00.000Z',
    started_at: '2026-03-01T08:00:02.000Z',
    finished_at: '2026-03-01T08:01:12.000Z',
    ...overrides,
  };
}

type CookieCategory = Schemas['CookieCategory'];

export const TEST_LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' as const },
];

export function testCategory(
  overrides: Partial<CookieCategory> & Pick<CookieCategory, 'id' | 'name'>,
): CookieCategory {
  return {
    key: null,
    description: '',
    translations: {},
    required: false,
    position: overrides.id,
    cookie_count: 0,
    ...overrides,
  };
}

export const TEST_FULL_CATEGORIES: CookieCategory[] = [
  testCategory({
    id: 1,
    key: 'necessary',
    name: 'Strictly necessary',
    description: 'Needed for the site to work.',
    translations: {
      en: { name: 'Strictly necessary', description: 'Needed for the site to work.' },
      de: { name: 'Unbedingt erforderlich', description: 'Für die Funktion der Website erforderlich.' },
    },
    required: true,
    cookie_count: 1,
  }),
  testCategory({
    id: 3,
    key: 'analytics',
    name: 'Analytics',
    description: 'Counts visits.',
    translations: { en: { name: 'Analytics', description: 'Counts visits.' } },
    cookie_count: 2,
  }),
  testCategory({ id: 6, name: 'Social media', description: 'Share buttons and embeds.', cookie_count: 0 }),
];

type ScanJobDetails = Schemas['ScanJobDetails'];

export const TEST_DETAILS: ScanJobDetails = {
  job: testScanJob({ violations: 2, cookies_found: 3 }),
  findings: [
    {
      name: '_ga',
      domain: '.demo-store.example',
      path: '/',
      type: 'cookie',
      party: 'first',
      script_url: 'https://www.googletagmanager.com/gtag/js?id=G-1',
      set_by: 'script',
      duration: '2 years',
      pages: ['https://demo-store.example/'],
      states: ['plain', 'reject', 'gpc'],
      violation: true,
      category_key: 'analytics',
      platform: 'Google Analytics',
      cookie_id: 1,
    },
    {
      name: 'session_id',
      domain: 'demo-store.example',
      path: '/',
      type: 'cookie',
      party: 'first',
      script_url: null,
      set_by: 'http',
      duration: 'session',
      pages: ['https://demo-store.example/'],
      states: ['plain', 'reject', 'gpc'],
      violation: false,
      category_key: 'necessary',
      platform: null,
      cookie_id: 2,
    },
    {
      name: 'tracker',
      domain: 'demo-store.example',
      path: '/',
      type: 'cookie',
      party: 'first',
      script_url: null,
      set_by: 'http',
      duration: '1 year',
      pages: ['https://demo-store.example/'],
      states: ['plain', 'reject'],
      violation: true,
      category_key: null,
      platform: null,
      cookie_id: null,
    },
  ],
  pages: [
    { url: 'https://demo-store.example/', status: 200, error: null },
    { url: 'https://demo-store.example/gone', status: 404, error: null },
  ],
  scripts: [
    {
      url: 'https://www.googletagmanager.com/gtag/js?id=G-1',
      host: 'www.googletagmanager.com',
      blocked: false,
    },
    { url: 'https://connect.facebook.net/en_US/fbevents.js', host: 'connect.facebook.net', blocked: true },
  ],
};
