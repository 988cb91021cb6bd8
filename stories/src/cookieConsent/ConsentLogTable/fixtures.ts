import { canonicalJson, demoLedger, type MockConsentRow } from '@privacy-portal/mocks';
import type { Schemas } from '@privacy-portal/sdk';

// Demo Store's consent records as the real API recorded them (a real SHA-256 chain), for the Consent
// Tracking stories.

const CHAIN: MockConsentRow[] = demoLedger();

/** The newest records first, as the log lists them. */
export const STORY_RECORDS: Schemas['ConsentRecord'][] = CHAIN.slice(-25)
  .reverse()
  .map((r) => r.record);

export const STORY_CATEGORY_NAMES: ReadonlyMap<string, string> = new Map([
  ['necessary', 'Strictly necessary'],
  ['functional', 'Functional'],
  ['analytics', 'Analytics'],
  ['marketing', 'Marketing'],
]);

export const STORY_FILTER_OPTIONS: Schemas['ConsentFilterOptions'] = {
  first_day: CHAIN[0]?.record.recorded_at.slice(0, 10) ?? null,
  last_day: CHAIN.at(-1)?.record.recorded_at.slice(0, 10) ?? null,
  regions: [...new Set(CHAIN.flatMap((r) => (r.record.region ? [r.record.region] : [])))].sort(),
  countries: [...new Set(CHAIN.flatMap((r) => (r.record.country ? [r.record.country] : [])))].sort(),
  categories: [...STORY_CATEGORY_NAMES].map(([key, name]) => ({ key, name })),
  banner_versions: [1, 2],
};

/** A record whose consent id chose more than once, with its proof. */
export function storyDetail(linkValid = true): Schemas['ConsentRecordDetail'] {
  const counts = new Map<string, number>();
  for (const r of CHAIN) counts.set(r.record.consent_id, (counts.get(r.record.consent_id) ?? 0) + 1);
  const row =
    [...CHAIN].reverse().find((r) => (counts.get(r.record.consent_id) ?? 0) > 1) ??
    (CHAIN.at(-1) as MockConsentRow);
  return {
    record: row.record,
    link: { seq: row.record.seq, prev_hash: row.prev_hash, hash: row.hash },
    canonical: canonicalJson(row.record),
    link_valid: linkValid,
    history: CHAIN.filter((r) => r.record.consent_id === row.record.consent_id)
      .reverse()
      .map((r) => r.record),
  };
}

export const storyCheck = (
  patch: Partial<Schemas['LedgerVerification']> = {},
): Schemas['LedgerVerification'] => ({
  id: '5d1c1f52-8f0e-4a53-9d4e-2a1b3c4d5e6f',
  status: 'running',
  done: 210,
  total: CHAIN.length,
  checked: 210,
  first_broken: null,
  started_at: '2026-11-25T12:00:00.000Z',
  finished_at: null,
  ...patch,
});

export const storyExport = (patch: Partial<Schemas['ConsentExport']> = {}): Schemas['ConsentExport'] => ({
  id: '8a3e2c10-5b7d-4e9f-a1c2-3d4e5f607182',
  status: 'running',
  done: 60,
  total: 140,
  file_name: null,
  created_at: '2026-11-25T12:00:00.000Z',
  finished_at: null,
  ...patch,
});

/** A phone's width, for the stories that show the narrow layout. */
export const PHONE = { width: 360 } as const;
