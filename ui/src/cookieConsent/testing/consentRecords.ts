import type { Schemas } from '@privacy-portal/sdk';

// Builders of the contract's Consent Tracking shapes for the component tests and stories (test
// support only: no index.ts, so the package's `./*` export does not publish it).

type ConsentRecord = Schemas['ConsentRecord'];

export const TEST_CATEGORY_NAMES: ReadonlyMap<string, string> = new Map([
  ['necessary', 'Strictly necessary'],
  ['functional', 'Functional'],
  ['analytics', 'Analytics'],
  ['marketing', 'Marketing'],
]);

const hex = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

export function testConsentRecord(
  overrides: Partial<ConsentRecord> & Pick<ConsentRecord, 'seq'>,
): ConsentRecord {
  return {
    consent_id: `0b6f7a52-3c1e-4d0a-9a55-${String(overrides.seq).padStart(12, '0')}`,
    recorded_at: new Date(Date.UTC(2026, 10, 20, 9, 0, 0) + overrides.seq * 60_000).toISOString(),
    banner_version: 2,
    choice: 'accept_all',
    granted: ['necessary', 'functional', 'analytics', 'marketing'],
    denied: [],
    gpc: false,
    tc_string: null,
    consent_mode: { ad_storage: 'granted', analytics_storage: 'granted' },
    region: 'DE',
    country: 'DE',
    device: 'desktop',
    page_url: 'https://store.demo.test/products',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
    ip_hash: hex(7),
    over_limit: false,
    ...overrides,
  };
}

/** Five records, newest first: every choice, a US state with GPC, a phone. */
export const TEST_CONSENT_RECORDS: ConsentRecord[] = [
  testConsentRecord({
    seq: 5,
    choice: 'custom',
    granted: ['necessary', 'analytics'],
    denied: ['functional', 'marketing'],
    device: 'mobile',
    region: 'FR',
    country: 'FR',
  }),
  testConsentRecord({
    seq: 4,
    choice: 'reject_all',
    granted: ['necessary'],
    denied: ['functional', 'analytics', 'marketing'],
    gpc: true,
    region: 'US-CA',
    country: 'US',
  }),
  testConsentRecord({ seq: 3 }),
  testConsentRecord({
    seq: 2,
    choice: 'reject_all',
    granted: ['necessary'],
    denied: ['functional', 'analytics', 'marketing'],
    device: 'tablet',
    banner_version: 1,
  }),
  testConsentRecord({ seq: 1, banner_version: 1, region: null, country: null }),
];

export const TEST_FILTER_OPTIONS: Schemas['ConsentFilterOptions'] = {
  first_day: '2026-08-27',
  last_day: '2026-11-25',
  regions: ['DE', 'FR', 'US-CA', 'US-NY'],
  countries: ['DE', 'FR', 'US'],
  categories: [...TEST_CATEGORY_NAMES].map(([key, name]) => ({ key, name })),
  banner_versions: [1, 2],
};

export function testConsentDetail(linkValid = true): Schemas['ConsentRecordDetail'] {
  const record = TEST_CONSENT_RECORDS[2] as ConsentRecord;
  return {
    record,
    link: { seq: record.seq, prev_hash: hex(0xab), hash: hex(0xcd) },
    canonical: JSON.stringify(record),
    link_valid: linkValid,
    history: [
      testConsentRecord({
        seq: 9,
        consent_id: record.consent_id,
        choice: 'reject_all',
        granted: ['necessary'],
      }),
      record,
    ],
  };
}

export function testLedgerCheck(
  overrides: Partial<Schemas['LedgerVerification']> = {},
): Schemas['LedgerVerification'] {
  return {
    id: '5d1c1f52-8f0e-4a53-9d4e-2a1b3c4d5e6f',
    status: 'running',
    done: 105,
    total: 420,
    checked: 105,
    first_broken: null,
    started_at: '2026-11-25T09:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

export function testConsentExport(
  overrides: Partial<Schemas['ConsentExport']> = {},
): Schemas['ConsentExport'] {
  return {
    id: '8a3e2c10-5b7d-4e9f-a1c2-3d4e5f607182',
    status: 'running',
    done: 50,
    total: 140,
    file_name: null,
    created_at: '2026-11-25T09:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}
