/**
 * Demo Store's Cookie Consent rows, read from the recorded answers of the real API (mocks/fixtures,
 * `npm run fixtures`): the server's own demo seed is the one source, no second seed is written here.
 */

import { recorded } from '../fixtures.ts';
import { DEMO_IDS } from '../seed.ts';
import type { MockInstallation } from './installation.ts';
import { GENESIS_HASH, linkHash, type MockConsentRow } from './ledger.ts';
import type {
  MockBanner,
  MockBannerVersion,
  MockBlocking,
  MockBlockingRule,
  MockCookie,
  MockCookieCategory,
  MockScanJob,
  MockScanSchedule,
  MockVendor,
} from './state.ts';

const STORE = DEMO_IDS.store;

/** The plan of Demo Store's Cookie Consent licence. */
export const DEMO_COOKIE_CONSENT_PLAN = 'price_cookieConsent_professional_monthly';

/** The ids of the demo rows that stories and tests name (the recording's). */
export const DEMO_COOKIE_CONSENT_IDS = {
  /** Category ids by key (Demo Store's defaults). */
  categories: { necessary: 1, functional: 2, analytics: 3, marketing: 4, unclassified: 5 },
  /** The first scan (no three-state) and the scheduled three-state one. */
  firstScan: 1,
  threeStateScan: 2,
  schedule: 1,
  /** Banner versions 1 and 2; 2 is active. */
  firstVersion: 1,
  activeVersion: 2,
} as const;

const ofStore = <T extends object>(row: T) => ({ ...row, property_id: STORE });

export const demoCategories = (): MockCookieCategory[] =>
  recorded('/cookiecategory', `/cookiecategory?pid=${STORE}`).response.map(({ cookie_count: _, ...c }) =>
    ofStore(c),
  );

export const demoCookies = (): MockCookie[] =>
  recorded('/all-cookie/{orgId}/{propId}', `/all-cookie/1/${STORE}?limit=200`).response.map(
    ({ category_name: _, ...c }) => ofStore(c),
  );

export const demoScans = (): MockScanJob[] => {
  const schedule = DEMO_COOKIE_CONSENT_IDS.schedule;
  return recorded('/scan-jobs/{orgId}/{propId}', `/scan-jobs/1/${STORE}?limit=100`).response.map((job) => {
    const details = recorded('/scan-job-details/{pid}/{id}', `/scan-job-details/${STORE}/${job.id}`).response;
    return {
      ...ofStore(job),
      schedule_id: job.trigger === 'schedule' ? schedule : null,
      result: {
        findings: details.findings.map(({ cookie_id: _, ...f }) => f),
        pages: details.pages,
        scripts: details.scripts.map(({ blocked: _, ...s }) => s),
      },
    };
  });
};

export const demoSchedules = (): MockScanSchedule[] =>
  recorded('/schedule-scanjob/{pid}', `/schedule-scanjob/${STORE}`).response.map(ofStore);

export const demoRules = (): MockBlockingRule[] =>
  recorded('/cookie-blocking/tag-list/{pid}', `/cookie-blocking/tag-list/${STORE}?limit=100`).response.map(
    ({ category_name: _, ...r }) => ofStore(r),
  );

export const demoBlocking = (): MockBlocking[] => {
  const { enabled } = recorded(
    '/tag-list-javascript/{oid}/{pid}',
    `/tag-list-javascript/1/${STORE}`,
  ).response;
  return [{ property_id: STORE, enabled, updated_at: demoCookies()[0]?.updated_at ?? '' }];
};

export const demoVendors = (): MockVendor[] =>
  recorded(
    '/consent/manage-vendors/{orgId}/{propId}',
    `/consent/manage-vendors/1/${STORE}?limit=100`,
  ).response.map(ofStore);

export const demoVersions = (): MockBannerVersion[] =>
  recorded(
    '/consent/banner-history/{oid}/{pid}',
    `/consent/banner-history/1/${STORE}?limit=100`,
  ).response.map(({ active: _, ...v }) => ofStore(v));

export const demoBanners = (): MockBanner[] => {
  const banner = recorded('/consent/banner/{orgId}/{propId}', `/consent/banner/1/${STORE}`).response;
  const versions = demoVersions();
  return [
    {
      property_id: STORE,
      draft: banner.draft,
      draft_updated_at: banner.draft_updated_at,
      active_version_id: versions.find((v) => v.version === banner.published_version)?.id ?? null,
      last_version: Math.max(0, ...versions.map((v) => v.version)),
    },
  ];
};

export const demoInstallations = (): MockInstallation[] => {
  const {
    script_url: _s,
    snippet: _n,
    ...row
  } = recorded('/cookie-consent/installation/{propId}', `/cookie-consent/installation/${STORE}`).response;
  return [row];
};

/** The 90-day range the recorder asked the whole ledger for. */
const LEDGER_URL = `/consents/tracking/${STORE}?from=2026-08-24&to=2026-11-21&limit=200`;

/**
 * Demo Store's consent ledger in seq order, each link hashed after the previous one as the server's
 * ledger does (ledger.ts): the recorded proof of the last record names the same hash.
 */
export function demoLedger(): MockConsentRow[] {
  const records = recorded('/consents/tracking/{propId}', LEDGER_URL).response.sort((a, b) => a.seq - b.seq);
  let prev = GENESIS_HASH;
  return records.map((record) => {
    const row = { record, prev_hash: prev, hash: linkHash(prev, record) };
    prev = row.hash;
    return row;
  });
}
