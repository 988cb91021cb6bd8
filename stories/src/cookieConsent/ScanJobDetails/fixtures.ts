import type { Schemas } from '@privacy-portal/sdk';

// Scans of a small shop, for the scanner stories.

type ScanJob = Schemas['ScanJob'];
type ScanFinding = Schemas['ScanFinding'];

const SHOP = 'https://demo-store.example';

export function storyScan(id: number, patch: Partial<ScanJob> = {}): ScanJob {
  const day = String(28 - id).padStart(2, '0');
  return {
    id,
    status: 'completed',
    trigger: 'manual',
    start_url: `${SHOP}/`,
    max_pages: 1000,
    three_state: true,
    behind_login: false,
    pages_total: 24,
    pages_done: 24,
    cookies_found: 13,
    new_cookies: 0,
    violations: 0,
    error: null,
    created_at: `2026-02-${day}T09:00:00.000Z`,
    started_at: `2026-02-${day}T09:00:02.000Z`,
    finished_at: `2026-02-${day}T09:01:40.000Z`,
    ...patch,
  };
}

export const STORY_SCANS: ScanJob[] = [
  storyScan(1, { new_cookies: 2, violations: 2 }),
  storyScan(2, { trigger: 'schedule' }),
  storyScan(3, {
    status: 'failed',
    pages_done: 0,
    cookies_found: 0,
    error: 'The site did not answer within 30 s.',
  }),
  storyScan(4, { status: 'cancelled', pages_done: 9, cookies_found: 6, trigger: 'schedule' }),
  storyScan(5, { three_state: false, new_cookies: 11, cookies_found: 11 }),
];

function finding(name: string, patch: Partial<ScanFinding>): ScanFinding {
  return {
    name,
    domain: '.demo-store.example',
    path: '/',
    type: 'cookie',
    party: 'first',
    script_url: null,
    set_by: 'http',
    duration: '1 year',
    pages: [`${SHOP}/`],
    states: ['plain'],
    violation: false,
    category_key: null,
    platform: null,
    cookie_id: null,
    ...patch,
  };
}

export const STORY_DETAILS: Schemas['ScanJobDetails'] = {
  job: STORY_SCANS[0] as ScanJob,
  findings: [
    finding('cart_token', {
      states: ['plain', 'reject', 'gpc'],
      duration: 'session',
      category_key: 'necessary',
      cookie_id: 1,
    }),
    finding('pp_consent', { states: ['plain', 'reject', 'gpc'], category_key: 'necessary', cookie_id: 2 }),
    finding('_ga', {
      set_by: 'script',
      script_url: 'https://www.googletagmanager.com/gtag/js?id=G-DEMO',
      duration: '2 years',
      states: ['plain'],
      category_key: 'analytics',
      platform: 'Google Analytics',
      cookie_id: 5,
    }),
    finding('_hjSessionUser_123', {
      set_by: 'script',
      script_url: 'https://static.hotjar.com/c/hotjar-123.js',
      states: ['plain', 'reject', 'gpc'],
      violation: true,
      category_key: 'analytics',
      platform: 'Hotjar',
      cookie_id: 7,
    }),
    finding('fr', {
      domain: '.facebook.com',
      party: 'third',
      set_by: 'http',
      script_url: 'https://connect.facebook.net/en_US/fbevents.js',
      duration: '3 months',
      states: ['plain', 'reject'],
      violation: true,
      category_key: 'marketing',
      platform: 'Meta Pixel',
      cookie_id: 10,
    }),
    finding('hjViewportId', {
      type: 'sessionStorage',
      set_by: 'script',
      script_url: 'https://static.hotjar.com/c/hotjar-123.js',
      duration: 'session',
      states: ['plain'],
      category_key: 'analytics',
      platform: 'Hotjar',
      cookie_id: 8,
    }),
  ],
  pages: [
    { url: `${SHOP}/`, status: 200, error: null },
    { url: `${SHOP}/products`, status: 200, error: null },
    { url: `${SHOP}/cart`, status: 200, error: null },
    { url: `${SHOP}/old-sale`, status: 404, error: null },
    { url: `${SHOP}/slow`, status: null, error: 'The page did not load within 30 s.' },
  ],
  scripts: [
    {
      url: 'https://www.googletagmanager.com/gtag/js?id=G-DEMO',
      host: 'www.googletagmanager.com',
      blocked: true,
    },
    { url: 'https://static.hotjar.com/c/hotjar-123.js', host: 'static.hotjar.com', blocked: false },
    { url: 'https://connect.facebook.net/en_US/fbevents.js', host: 'connect.facebook.net', blocked: false },
  ],
};

export const STORY_CATEGORY_NAMES = {
  necessary: 'Strictly necessary',
  functional: 'Functional',
  analytics: 'Analytics',
  marketing: 'Marketing',
  unclassified: 'Unclassified',
};
