/**
 * What the recorder asks the real API (record-fixtures.ts): the GET operations the mocks serve, as the
 * demo accounts that stories and page tests sign in as. Ids are the demo seed's: Demo Company 1, Demo
 * Retail 1 (Demo Store 1, Demo Blog 2), Demo Health 2 (Demo Clinic 3).
 */

/** The recorder's clock: the seed's "today" and every stamp of the fixtures (the mocks' SEED_TIME). */
export const FIXED_NOW = '2026-11-21T09:30:00.000Z';

/** One file under mocks/fixtures per module. */
export type FixtureModule = 'account' | 'billing' | 'cookieConsent' | 'dsar';

export interface FixtureRequest {
  module: FixtureModule;
  /** Path and query under /api/v1. */
  url: string;
  /** The demo account that asks; none for a public operation. */
  as?: string;
  /** Asked after the writes (scripts/fixture-writes): what only exists once they are made, e.g. a full cart. */
  afterWrites?: true;
}

const OWNER = 'owner@demo.test';
const ADMIN = 'admin@demo.test';
const ORG_ADMIN = 'orgadmin@demo.test';
const VIEWER = 'viewer@demo.test';
const STAFF = 'staff@demo.test';
const MEMBERS = [OWNER, ADMIN, ORG_ADMIN, VIEWER];

const each = (module: FixtureModule, url: string, accounts: string[]): FixtureRequest[] =>
  accounts.map((as) => ({ module, url, as }));

const DAY_MS = 86_400_000;
const day = (ago: number) => new Date(Date.parse(FIXED_NOW) - ago * DAY_MS).toISOString().slice(0, 10);
/** The dashboards' periods (last 7, 30, 90 days) and the pages' custom one (40 to 20 days ago). */
const RANGES = [
  [6, 0],
  [29, 0],
  [89, 0],
  [40, 20],
].map(([from = 0, to = 0]) => `from=${day(from)}&to=${day(to)}`);
const RANGE = RANGES[1] as string;
/** The dashboards' reads, once per period. */
const periods = (module: FixtureModule, path: string): FixtureRequest[] =>
  RANGES.flatMap((range) => each(module, `${path}?${range}`, [OWNER]));

export const FIXTURE_REQUESTS: FixtureRequest[] = [
  ...each('account', '/user', [...MEMBERS, STAFF]),
  ...each('account', '/role', MEMBERS),
  ...each('account', '/quickstart', MEMBERS),
  ...each('account', '/company', MEMBERS),
  ...each('account', '/company/service', MEMBERS),
  ...each('account', '/organizations?limit=100', MEMBERS),
  ...each('account', '/organizations/1', [OWNER]),
  ...each('account', '/organizations/1/1', [OWNER]),
  ...each('account', '/property/1?limit=100', [OWNER]),
  ...each('account', '/property/2?limit=100', [OWNER]),
  ...each('account', '/team_member?limit=100', [OWNER]),
  ...each('account', '/available/user/company', [OWNER]),
  ...each('account', '/available/user/organization/1', [OWNER]),
  ...each('account', '/notification', [OWNER]),
  ...each('account', '/notificationunreadcount', [OWNER]),
  ...each('account', '/notificationnewcount', [OWNER]),
  ...each('account', '/notificationtotalcount', [OWNER]),
  ...each('account', '/organizations/2', [OWNER]),
  ...each('account', '/organizations/1/2', [OWNER]),
  ...each('account', '/organizations/2/3', [OWNER]),
  ...each('account', '/organizationsbyname/1?name=demo', [OWNER]),
  ...each('account', '/property/1/1', [OWNER]),
  ...each('account', '/property/1/2', [OWNER]),
  ...each('account', '/property/2/3', [OWNER]),
  ...each('account', '/team_member?orgid=1&limit=100', [OWNER]),
  ...each('account', '/available/user/organization/2', [OWNER]),
  ...each('account', '/notification?offset=5', [OWNER]),
  ...each('account', '/notification', [STAFF]),
  ...each('account', '/contactus', [STAFF]),
  { module: 'account', url: '/health' },
  { module: 'account', url: '/help/categories' },
  { module: 'account', url: '/help/articles' },
  { module: 'account', url: '/help/articles/popular' },
  // Every article (the help centre opens any of them).
  ...Array.from(
    { length: 12 },
    (_, i): FixtureRequest => ({ module: 'account', url: `/help/articles/${i + 1}` }),
  ),

  { module: 'billing', url: '/billing/plan' },
  { module: 'billing', url: '/billing/plan/features' },
  ...each('billing', '/billing/list/subscription', [OWNER]),
  ...each('billing', '/billing/list/subscription_list?limit=100', [OWNER]),
  ...each('billing', '/billing/subscription/1', [OWNER]),
  ...each('billing', '/billing/list/invoice', [OWNER]),
  ...each('billing', '/billing/account', [OWNER]),
  ...each('billing', '/billing/current/plan?oid=1', MEMBERS),
  ...each('billing', '/billing/current/plan?oid=1&pid=1&type=2', MEMBERS),
  ...each('billing', '/billing/plan/allowed-features?oid=1&pid=1', MEMBERS),
  ...each('billing', '/billing/plan/allowed-features?oid=2&pid=3', [OWNER]),
  ...each('billing', '/licensed/property?limit=100', [OWNER]),
  ...each('billing', '/licensed/organizations?limit=100', [OWNER]),
  ...each('billing', '/licensed/property_license?limit=100', [OWNER]),
  ...each('billing', '/license/history', [OWNER]),
  ...each('billing', '/cart', [OWNER]),
  ...each('billing', '/billing/checkout/available', [OWNER]),
  // The admin reads the company's cart once the writes have put a line in it (the owner's is empty).
  ...['/billing/checkout/available', '/billing/checkout/available?coupon_code=WELCOME10', '/cart'].map(
    (url): FixtureRequest => ({ module: 'billing', url, as: ADMIN, afterWrites: true }),
  ),
  ...each('billing', '/billing/check_coupon/WELCOME10', [OWNER]),
  ...each('billing', '/unlicensed/property?type=0&limit=100', [OWNER]),
  ...each('billing', '/unlicensed/property?type=2&limit=100', [OWNER]),
  ...each('billing', '/unlicensed/organizations?limit=100', [OWNER]),
  ...each('billing', '/property_license/1?limit=100', [OWNER]),
  ...each('billing', '/property_license/2?limit=100', [OWNER]),
  ...each('billing', '/property_license/1/1?limit=100', [OWNER]),
  ...each('billing', '/billing/current/plan?oid=2', [OWNER]),
  ...each('billing', '/available/form/2', [OWNER]),
  ...each('billing', '/available/scan/2/3', [OWNER]),

  ...each('cookieConsent', '/cookiecategory?pid=1', [OWNER]),
  ...each('cookieConsent', '/all-cookie/1/1?limit=200', [OWNER]),
  ...each('cookieConsent', '/un-published-cookie/1?limit=200', [OWNER]),
  ...each('cookieConsent', '/cookiepurpose/1', [OWNER]),
  ...each('cookieConsent', '/cookietype/1', [OWNER]),
  ...each('cookieConsent', '/scan-jobs/1/1?limit=100', [OWNER]),
  ...each('cookieConsent', '/last-cookie-scan-job/1', [OWNER]),
  ...each('cookieConsent', '/scannerstatus/1/1', [OWNER]),
  ...each('cookieConsent', '/schedule-scanjob/1', [OWNER]),
  ...each('cookieConsent', '/available/scan/1/1', [OWNER]),
  ...each('cookieConsent', '/cookie-blocking/tag-list/1?limit=100', [OWNER]),
  ...each('cookieConsent', '/consent/manage-vendors/1/1?limit=100', [OWNER]),
  ...each('cookieConsent', '/consent/banner/1/1', [OWNER]),
  ...each('cookieConsent', '/consent/banner-history/1/1?limit=100', [OWNER]),
  ...each('cookieConsent', '/cookie-consent/installation/1', [OWNER]),
  ...periods('cookieConsent', '/consentdashboard/1'),
  ...periods('cookieConsent', '/consent-activity/1'),
  ...periods('cookieConsent', '/consentdetailsdashboard/1'),
  ...periods('cookieConsent', '/consentcountrylist/1'),
  ...each('cookieConsent', `/consents/tracking/1?${RANGE}&limit=200`, [OWNER]),
  ...each('cookieConsent', '/consents/trackingbyfilter/1', [OWNER]),
  // To fill the mocks' in-memory rows: blocking on/off, each demo scan's findings, the whole 90-day
  // ledger (152 records, under the 200 limit) and the newest record's proof (to check the mocks' links).
  ...each('cookieConsent', '/tag-list-javascript/1/1', [OWNER]),
  ...each('cookieConsent', '/scan-job-details/1/1', [OWNER]),
  ...each('cookieConsent', '/scan-job-details/1/2', [OWNER]),
  ...each('cookieConsent', `/consents/tracking/1?${RANGES[2]}&limit=200`, [OWNER]),
  ...each('cookieConsent', '/consents/tracking/1/152', [OWNER]),
  // What the pages ask beside: the dashboard's counts of published and awaiting cookies, both vendor
  // lists (and one search), the proof of an older record, the scan login (none).
  ...each('cookieConsent', '/all-cookie/1/1?published=true&limit=1', [OWNER]),
  ...each('cookieConsent', '/all-cookie/1/1?published=false&limit=1', [OWNER]),
  ...each('cookieConsent', '/consent/global-vendors/1/1?kind=iab', [OWNER]),
  ...each('cookieConsent', '/consent/global-vendors/1/1?kind=google', [OWNER]),
  ...each('cookieConsent', '/consent/global-vendors/1/1?kind=iab&search=trade', [OWNER]),
  ...each('cookieConsent', '/consents/tracking/1/7', [OWNER]),
  // A visitor who chose twice (its proof lists both): the stories' record.
  ...each('cookieConsent', '/consents/tracking/1/134', [OWNER]),
  ...each('cookieConsent', '/scanner/sbl/1', [OWNER]),
  { module: 'cookieConsent', url: '/public/cookie-consent/1/config' },
  { module: 'cookieConsent', url: '/public/cookie-consent/1/details' },

  ...each('dsar', '/ccpa/form/1/1', [OWNER]),
  // The form builder asks the default form in every language (sdk LOCALES).
  ...each('dsar', '/ccpa/form/1/1?languages=en,de,fr,pt-BR,ar,it,hi,zh,ja,es', [OWNER]),
  ...each('dsar', '/dsar/check-form-identifier?identifier=careers-privacy', [OWNER]),
  ...each('dsar', '/workflow/1/1', [OWNER]),
  ...each('dsar', '/workflow/name/1?name=Erasure', [OWNER]),
  ...each('dsar', '/dsar/form/1/1?limit=100', [OWNER]),
  ...each('dsar', '/workflow/1?limit=100', [OWNER]),
  ...each('dsar', '/dsar/templates/1', [OWNER]),
  ...each('dsar', '/dsar/settings/1', [OWNER]),
  ...each('dsar', '/dsar/requests/1?limit=200', [OWNER, ORG_ADMIN]),
  ...each('dsar', '/dsar/request-filters/1', [OWNER]),
  ...periods('dsar', '/ccpa/request/chart/1/1'),
  ...periods('dsar', '/ccpa/chart/state/1/1'),
  ...each('dsar', '/available/form/1', [OWNER]),
  ...each('dsar', '/available/request/1', [OWNER]),
  ...each('dsar', '/available/workflow/1', [OWNER]),
  { module: 'dsar', url: '/public/countryandstate/list' },
  // The states of the countries the pages' tests choose (Germany, France) and the dashboard names (US).
  ...['DE', 'FR', 'US'].map((c) => ({
    module: 'dsar' as const,
    url: `/public/countryandstate/list?countryid=${c}`,
  })),
  ...each('dsar', '/ccpa/form/1/1/1', [OWNER]),
  ...each('dsar', '/dsar/publish-history/1/1/1?limit=100', [OWNER]),
  ...each('dsar', '/dsar/request-count/1', [OWNER]),
  ...each('dsar', '/dsar/webform/get-system-map/1', [OWNER]),
  // One request of each status, with its timeline, for the details page.
  ...[148, 168, 135, 179, 69, 109].flatMap((id) => [
    ...each('dsar', `/dsar/requests/1/${id}`, [OWNER]),
    ...each('dsar', `/dsar/requests/1/${id}/timeline?limit=100`, [OWNER]),
  ]),
  { module: 'dsar', url: '/public/dsar/forms/demo-retail-privacy' },
];
