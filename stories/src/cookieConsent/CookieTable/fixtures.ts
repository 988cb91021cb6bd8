import type { Schemas } from '@privacy-portal/sdk';

// A property's inventory as a scan of a small shop finds it, for the Cookie Consent stories.

type Cookie = Schemas['Cookie'];
type CookieCategory = Schemas['CookieCategory'];

const STAMP = '2026-03-02T09:00:00.000Z';
const SHOP = 'https://demo-store.example';

function cookie(id: number, name: string, category: CookieCategory, patch: Partial<Cookie> = {}): Cookie {
  return {
    id,
    name,
    domain: '.demo-store.example',
    path: '/',
    category_id: category.id,
    category_name: category.name,
    purpose: '',
    type: 'cookie',
    duration_seconds: 31536000,
    duration: '1 year',
    party: 'first',
    script_url: null,
    pages: [`${SHOP}/`, `${SHOP}/products`, `${SHOP}/cart`],
    page_count: 3,
    source: 'scan',
    published: true,
    platform: null,
    created_at: STAMP,
    updated_at: STAMP,
    last_seen_at: STAMP,
    ...patch,
  };
}

function category(
  id: number,
  key: CookieCategory['key'],
  name: string,
  description: string,
  patch: Partial<CookieCategory> = {},
): CookieCategory {
  return {
    id,
    key,
    name,
    description,
    translations: { en: { name, description } },
    required: key === 'necessary',
    position: id - 1,
    cookie_count: 0,
    ...patch,
  };
}

export const STORY_CATEGORIES: CookieCategory[] = [
  category(
    1,
    'necessary',
    'Strictly necessary',
    'Needed for the shop to work: the cart, the login and your privacy choices.',
    {
      translations: {
        en: {
          name: 'Strictly necessary',
          description: 'Needed for the shop to work: the cart, the login and your privacy choices.',
        },
        de: {
          name: 'Unbedingt erforderlich',
          description: 'Für den Shop erforderlich: Warenkorb, Anmeldung und Ihre Datenschutzeinstellungen.',
        },
        ar: {
          name: 'ضرورية للغاية',
          description: 'ضرورية لعمل المتجر: سلة التسوق وتسجيل الدخول وخيارات الخصوصية.',
        },
      },
      cookie_count: 3,
    },
  ),
  category(2, 'functional', 'Functional', 'Remember your language and region.', { cookie_count: 1 }),
  category(3, 'analytics', 'Analytics', 'Count visits and sources of traffic so we can improve the shop.', {
    cookie_count: 4,
  }),
  category(
    4,
    'marketing',
    'Marketing',
    'Set by our advertising partners to show you relevant ads elsewhere.',
    {
      cookie_count: 4,
    },
  ),
  category(5, 'unclassified', 'Unclassified', 'Cookies we have not sorted yet.', { cookie_count: 1 }),
  category(6, null, 'Social media', 'Share buttons and embedded posts.', {
    translations: {},
    cookie_count: 0,
  }),
];

const [necessary, functional, analytics, marketing, unclassified] = STORY_CATEGORIES as [
  CookieCategory,
  CookieCategory,
  CookieCategory,
  CookieCategory,
  CookieCategory,
];

export const STORY_COOKIES: Cookie[] = [
  cookie(1, 'cart_token', necessary, {
    duration_seconds: null,
    duration: 'session',
    purpose: 'Keeps the contents of the shopping cart.',
    page_count: 24,
  }),
  cookie(2, 'pp_consent', necessary, { purpose: 'Stores your cookie choices.', page_count: 24 }),
  cookie(3, 'XSRF-TOKEN', necessary, { duration_seconds: null, duration: 'session', page_count: 12 }),
  cookie(4, 'locale', functional, { duration_seconds: 2592000, duration: '30 days', page_count: 24 }),
  cookie(5, '_ga', analytics, {
    duration_seconds: 63072000,
    duration: '2 years',
    platform: 'Google Analytics',
    script_url: 'https://www.googletagmanager.com/gtag/js?id=G-DEMO',
    purpose: 'Distinguishes visitors.',
    page_count: 24,
  }),
  cookie(6, '_ga_DEMO', analytics, {
    duration_seconds: 63072000,
    duration: '2 years',
    platform: 'Google Analytics',
    script_url: 'https://www.googletagmanager.com/gtag/js?id=G-DEMO',
    page_count: 24,
  }),
  cookie(7, '_hjSessionUser_123', analytics, {
    platform: 'Hotjar',
    script_url: 'https://static.hotjar.com/c/hotjar-123.js',
    published: false,
    page_count: 9,
  }),
  cookie(8, 'hjViewportId', analytics, {
    type: 'sessionStorage',
    duration_seconds: null,
    duration: 'session',
    platform: 'Hotjar',
    script_url: 'https://static.hotjar.com/c/hotjar-123.js',
    published: false,
    page_count: 9,
  }),
  cookie(9, '_fbp', marketing, {
    duration_seconds: 7776000,
    duration: '3 months',
    platform: 'Meta Pixel',
    script_url: 'https://connect.facebook.net/en_US/fbevents.js',
    page_count: 18,
  }),
  cookie(10, 'fr', marketing, {
    domain: '.facebook.com',
    party: 'third',
    duration_seconds: 7776000,
    duration: '3 months',
    platform: 'Meta Pixel',
    script_url: 'https://connect.facebook.net/en_US/fbevents.js',
    page_count: 18,
  }),
  cookie(11, 'IDE', marketing, {
    domain: '.doubleclick.net',
    party: 'third',
    duration_seconds: 33696000,
    duration: '1 year 1 month',
    platform: 'Google Ads',
    script_url: 'https://www.googletagmanager.com/gtag/js?id=AW-DEMO',
    published: false,
    page_count: 6,
  }),
  cookie(12, 'test_cookie', marketing, {
    domain: '.doubleclick.net',
    party: 'third',
    duration_seconds: 900,
    duration: '15 minutes',
    platform: 'Google Ads',
    published: false,
    page_count: 6,
  }),
  cookie(13, 'ab_variant', unclassified, {
    type: 'localStorage',
    duration_seconds: null,
    duration: 'session',
    published: false,
    page_count: 2,
    pages: [`${SHOP}/`, `${SHOP}/sale`],
  }),
];

export const STORY_LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'fr', name: 'Français' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' as const },
];
