import { DEFAULT_BANNER_CONFIG, defaultBannerTexts } from '@privacy-portal/sdk/cookie-consent';
import type { FixtureWrite } from '../record-fixtures.writes.ts';
import { writesOf } from './write.ts';

/**
 * The cookieConsent writes the recorder makes, in order (see record-fixtures.writes.ts), on Demo Store
 * (organization 1, property 1): its five categories are 1-5, its 14 cookies 1-14 (12 and 13 await
 * review), its blocking rules 1-3, vendors 1-4, scans 1-2, schedule 1 and banner versions 1-2. A row a
 * write creates gets the next id, which the later writes name.
 */
const cc = writesOf('cookieConsent');

const COOKIE = {
  name: 'newsletter_seen',
  domain: '.store.demo.test',
  path: '/',
  category_id: 2,
  purpose: 'Remembers that the newsletter box was closed.',
  type: 'cookie',
  duration_seconds: 2592000,
  party: 'first',
  script_url: null,
  published: false,
};
const SCHEDULE = { frequency: 'daily', hour: 14, three_state: true, enabled: true };
const VENDOR = {
  kind: 'custom',
  name: 'Zendesk',
  purposes: ['Live chat'],
  privacy_policy_url: 'https://www.zendesk.com/privacy/',
  category_id: 2,
  cookies: ['__zlcmid'],
};

export const COOKIE_CONSENT_WRITES: FixtureWrite[] = [
  cc('post', '/cookiecategory', '/cookiecategory', {
    pid: 1,
    name: 'Social media',
    description: 'Share buttons and embedded posts.',
    translations: { de: { name: 'Soziale Medien', description: 'Teilen-Knöpfe und eingebettete Beiträge.' } },
  }),
  cc('put', '/cookiecategory/{pid}/{id}', '/cookiecategory/1/6', { name: 'Social networks' }),
  // Before a cookie is added: it publishes the three the demo's scans left awaiting review.
  cc('post', '/publish-cookie/{orgId}/{propId}', '/publish-cookie/1/1', {}),
  cc('post', '/cookie/{orgId}/{propId}', '/cookie/1/1', COOKIE),
  cc('put', '/cookie/{orgId}/{propId}/{id}', '/cookie/1/1/15', { ...COOKIE, category_id: 6 }),
  cc('put', '/bulkupdatecookie/{orgId}/{propId}', '/bulkupdatecookie/1/1', { ids: [12, 13], category_id: 4 }),
  cc('post', '/import-cookies-list/{oid}/{pid}', '/import-cookies-list/1/1', {
    csv: 'name,domain,category,duration\nab_test,.store.demo.test,Functional,30 days\n',
    file_name: 'cookies.csv',
  }),
  cc('delete', '/cookie/{orgId}/{propId}/{id}', '/cookie/1/1/15'),
  cc('delete', '/cookiecategory/{pid}/{id}', '/cookiecategory/1/6'),

  // Without workers the scan stays queued: its answer is a started job (3).
  cc('post', '/start-cookie-scanning/{orgId}/{propId}', '/start-cookie-scanning/1/1', {
    three_state: true,
    behind_login: false,
  }),
  cc('post', '/scan-job-details/{pid}/{id}/cancel', '/scan-job-details/1/3/cancel'),
  cc('post', '/schedule-scanjob/{pid}', '/schedule-scanjob/1', SCHEDULE),
  cc('put', '/schedule-scanjob/{pid}/{id}', '/schedule-scanjob/1/2', { ...SCHEDULE, enabled: false }),
  cc('delete', '/schedule-scanjob/{pid}/{id}', '/schedule-scanjob/1/2'),
  cc('put', '/scanner/update/sbl/{propid}', '/scanner/update/sbl/1', {
    login_url: 'https://store.demo.test/account/login',
    username_selector: '#email',
    password_selector: '#password',
    submit_selector: 'button[type=submit]',
    username: 'scanner@store.demo.test',
    password: 's3cret-pass',
  }),
  cc('delete', '/scanner/sbl/{propid}', '/scanner/sbl/1'),

  cc('put', '/update-tag/{oid}/{pid}', '/update-tag/1/1', { enabled: false }),
  cc('post', '/cookie-blocking/save-tag-scr/{pid}', '/cookie-blocking/save-tag-scr/1', {
    pattern: 'https://cdn.segment.com/*',
    category_id: 3,
    description: 'Segment',
    source: 'manual',
  }),
  cc('put', '/cookie-blocking/update-tag-scr/{pid}', '/cookie-blocking/update-tag-scr/1', {
    id: 2,
    pattern: 'static.hotjar.com',
    category_id: 3,
    source: 'scan',
    description: 'Hotjar recordings',
  }),
  cc('delete', '/cookie-blocking/delete-tag-scr/{pid}/{id}', '/cookie-blocking/delete-tag-scr/1/4'),

  cc('post', '/consent/manage-vendors/{orgId}/{propId}', '/consent/manage-vendors/1/1', VENDOR),
  cc('put', '/consent/manage-vendors/{orgId}/{propId}/{id}', '/consent/manage-vendors/1/1/5', {
    ...VENDOR,
    cookies: ['__zlcmid', 'ZD-suid'],
  }),
  cc('delete', '/consent/manage-vendors/{orgId}/{propId}/{id}', '/consent/manage-vendors/1/1/5'),

  cc('put', '/consent/save-lang/{orgId}/{propId}', '/consent/save-lang/1/1', {
    default_language: 'en',
    languages: ['en', 'de'],
  }),
  cc(
    'put',
    '/consent/save-lang/{orgId}/{propId}/{lang}',
    '/consent/save-lang/1/1/de',
    defaultBannerTexts('de'),
  ),
  cc('post', '/consent/save-custom-lang/{orgId}/{propId}', '/consent/save-custom-lang/1/1', {
    language: { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
    texts: defaultBannerTexts('en'),
  }),
  cc('put', '/consent/banner/{orgId}/{propId}', '/consent/banner/1/1', DEFAULT_BANNER_CONFIG),
  cc('post', '/consent/banner-history/{oid}/{pid}', '/consent/banner-history/1/1', {
    note: 'Popup in the middle',
  }),
  cc('post', '/consent/active-banner-history/{oid}/{pid}/{id}', '/consent/active-banner-history/1/1/1'),
  cc('delete', '/consent/delete-banner-history/{oid}/{pid}/{id}', '/consent/delete-banner-history/1/1/2'),

  cc('post', '/consents/export/{propId}', '/consents/export/1', { region: 'DE' }),
  cc('post', '/consents/ledger/{propId}/verify', '/consents/ledger/1/verify'),
];
