import { recorded } from '@privacy-portal/mocks';
import type { Schemas } from '@privacy-portal/sdk';

// Demo Store's consent records as the real API recorded them (mocks/fixtures: the last 90 days, and
// a record's proof with its SHA-256 link), for the Consent Tracking stories.

/** The recorded log, oldest first. */
const CHAIN: Schemas['ConsentRecord'][] = recorded(
  '/consents/tracking/{propId}',
  '/consents/tracking/1?from=2026-08-24&to=2026-11-21&limit=200',
).response.sort((a, b) => a.seq - b.seq);

/** The newest records first, as the log lists them. */
export const STORY_RECORDS: Schemas['ConsentRecord'][] = CHAIN.slice(-25).reverse();

export const STORY_CATEGORY_NAMES: ReadonlyMap<string, string> = new Map([
  ['necessary', 'Strictly necessary'],
  ['functional', 'Functional'],
  ['analytics', 'Analytics'],
  ['marketing', 'Marketing'],
]);

export const STORY_FILTER_OPTIONS: Schemas['ConsentFilterOptions'] = recorded(
  '/consents/trackingbyfilter/{propId}',
  '/consents/trackingbyfilter/1',
).response;

/** A record whose consent id chose twice, with its proof as the server answers it (`linkValid` false: altered). */
export function storyDetail(linkValid = true): Schemas['ConsentRecordDetail'] {
  const detail = recorded('/consents/tracking/{propId}/{seq}', '/consents/tracking/1/134').response;
  return { ...detail, link_valid: linkValid };
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
