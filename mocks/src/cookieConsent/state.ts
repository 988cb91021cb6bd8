import type { Schemas } from '@privacy-portal/sdk';
import { Collection } from '../collection.ts';
import { DEMO_IDS } from '../seed.ts';
import {
  demoBanners,
  demoBlocking,
  demoCategories,
  demoCookies,
  demoInstallations,
  demoRules,
  demoScans,
  demoSchedules,
  demoVendors,
  demoVersions,
} from './demo.ts';
import type { MockInstallation } from './installation.ts';
import { type ConsentLedgerMockState, createConsentLedgerState } from './tracking.ts';
import { sampleVendorLists } from './vendor-lists.ts';

/** Every row belongs to one property, as in the server's tables (migration 0011). */
type OfProperty = { property_id: number };

/** A category; `cookie_count` is counted when it is shown. */
export type MockCookieCategory = Omit<Schemas['CookieCategory'], 'cookie_count'> & OfProperty;
/** A cookie; `category_name` is its category's current name when it is shown. */
export type MockCookie = Omit<Schemas['Cookie'], 'category_name'> & OfProperty;
/** A third-party script a scan saw; whether a rule blocks it is decided when the details are read. */
export type MockScanScript = Omit<Schemas['ScanJobDetails']['scripts'][number], 'blocked'>;
/** What a scan found: kept on the job, as the server keeps it in scan_jobs.result. */
export interface MockScanResult {
  findings: Array<Omit<Schemas['ScanFinding'], 'cookie_id'>>;
  pages: Schemas['ScanPage'][];
  scripts: MockScanScript[];
}
export type MockScanJob = Schemas['ScanJob'] &
  OfProperty & {
    schedule_id: number | null;
    /** Filled page by page while it runs; complete when it is. */
    result: MockScanResult;
  };
export type MockScanSchedule = Schemas['ScanSchedule'] & OfProperty;
/** Scan behind login: one per property (`property_id` is its id). The password is kept, never shown. */
export type MockScanLogin = Omit<Schemas['ScanLogin'], 'password_set'> & OfProperty & { password: string };
/** Auto Cookie Blocking on or off, one row per property. */
export interface MockBlocking extends OfProperty {
  enabled: boolean;
  updated_at: string;
}
export type MockBlockingRule = Omit<Schemas['BlockingRule'], 'category_name'> & OfProperty;
export type MockVendor = Schemas['Vendor'] & OfProperty;
/** The banner of a property: its draft and which published version visitors see. */
export interface MockBanner extends OfProperty {
  draft: Schemas['BannerConfig'];
  draft_updated_at: string | null;
  active_version_id: number | null;
  /** The last version number given, so that a deleted version's number is not given again. */
  last_version: number;
}
export type MockBannerVersion = Omit<Schemas['BannerVersion'], 'active'> & OfProperty;

/** The IAB Global Vendor List and Google's ad-technology providers, as the server keeps them. */
export interface MockVendorList {
  version: number | null;
  vendors: Schemas['GlobalVendor'][];
}

/**
 * The Cookie Consent backend of the mocks: one collection per table of the server, every row keyed
 * by its property; `reset()` puts the seed back, with the other collections of MockState.
 */
export interface CookieConsentMockState {
  categories: Collection<MockCookieCategory>;
  cookies: Collection<MockCookie>;
  scans: Collection<MockScanJob>;
  schedules: Collection<MockScanSchedule>;
  logins: Collection<MockScanLogin>;
  blocking: Collection<MockBlocking>;
  rules: Collection<MockBlockingRule>;
  vendors: Collection<MockVendor>;
  banners: Collection<MockBanner>;
  versions: Collection<MockBannerVersion>;
  vendorLists: { iab: MockVendorList; google: MockVendorList };
  /** The properties whose dashboard answers the demo's recorded consents (mocks/fixtures), and the embed's last beacon per property. */
  consentDashboards: Collection<OfProperty>;
  installations: Collection<MockInstallation>;
  /** Each property's consent ledger with its exports and chain checks (tracking.ts). */
  consents: ConsentLedgerMockState;
  reset(): void;
}

const byId = (row: { id: number }) => row.id;
const byProperty = (row: OfProperty) => row.property_id;

/** Demo Store's module as the recorded demo shows it (`seed` false: empty, for a state without the demo). */
// `_now` is the state's clock, which the recorded rows no longer read (mocks/src/state.ts passes it).
export function createCookieConsentState(seed = true, _now?: () => Date): CookieConsentMockState {
  const rows = <T>(demo: () => T[]) => (seed ? demo : () => []);
  const collections = {
    categories: new Collection<MockCookieCategory>(byId, rows(demoCategories)),
    cookies: new Collection<MockCookie>(byId, rows(demoCookies)),
    scans: new Collection<MockScanJob>(byId, rows(demoScans)),
    schedules: new Collection<MockScanSchedule>(byId, rows(demoSchedules)),
    logins: new Collection<MockScanLogin>(byProperty),
    blocking: new Collection<MockBlocking>(byProperty, rows(demoBlocking)),
    rules: new Collection<MockBlockingRule>(byId, rows(demoRules)),
    vendors: new Collection<MockVendor>(byId, rows(demoVendors)),
    banners: new Collection<MockBanner>(byProperty, rows(demoBanners)),
    versions: new Collection<MockBannerVersion>(byId, rows(demoVersions)),
    consentDashboards: new Collection<OfProperty>(
      byProperty,
      rows(() => [{ property_id: DEMO_IDS.store }]),
    ),
    installations: new Collection<MockInstallation>(byProperty, rows(demoInstallations)),
  };
  const consents = createConsentLedgerState(seed);
  return {
    ...collections,
    // Product content, not demo data: the lists are there without the demo too.
    vendorLists: sampleVendorLists(),
    consents,
    reset() {
      for (const collection of Object.values(collections)) collection.reset();
      consents.reset();
    },
  };
}
