/**
 * The banner's tables: `banners` (one row per property: the draft, the active version, the last
 * version number given) and `banner_versions` (what each publish froze). The publish history is the
 * shared one (publishing/publish-history.*) over BANNER_TABLES; here is what only the banner has.
 */
import type { BannerConfig } from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';
import { type PublishTables, versionNumber } from '../../publishing/publish-history.queries.ts';

/** The banner's publish history: one banner per property, its versions by property too. */
export const BANNER_TABLES: PublishTables = {
  owners: 'banners',
  ownerKey: 'property_id',
  draft: 'draft',
  versions: 'banner_versions',
  versionOwner: 'property_id',
  content: 'config',
};

export interface BannerRow {
  property_id: number;
  draft: BannerConfig;
  draft_updated_at: Date | null;
  active_version_id: number | null;
  last_version: number;
}

/** jsonb comes back parsed from pg, but as text from some drivers; both read the same. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const readBanner = (row: BannerRow): BannerRow => ({ ...row, draft: json<BannerConfig>(row.draft) });

export async function findBanner(db: Db, propertyId: number): Promise<BannerRow | undefined> {
  const row = (await db('banners').where({ property_id: propertyId }).first()) as BannerRow | undefined;
  return row ? readBanner(row) : undefined;
}

/** The version number visitors see (null before the first publish). */
export async function activeVersionNumber(db: Db, banner: BannerRow | undefined): Promise<number | null> {
  return versionNumber(db, BANNER_TABLES, banner?.active_version_id ?? null);
}

/**
 * Creates the banner row with the given draft when the property has none yet, so a first publish has
 * a row to lock. Two first publishes at once: the second insert waits for the first and does nothing.
 */
export async function ensureBanner(trx: Db, propertyId: number, draft: BannerConfig): Promise<void> {
  await trx('banners')
    .insert({ property_id: propertyId, draft: JSON.stringify(draft) })
    .onConflict('property_id')
    .ignore();
}

export async function saveDraft(db: Db, propertyId: number, draft: BannerConfig): Promise<void> {
  const now = new Date();
  await db('banners')
    .insert({ property_id: propertyId, draft: JSON.stringify(draft), draft_updated_at: now })
    .onConflict('property_id')
    .merge({ draft: JSON.stringify(draft), draft_updated_at: now, updated_at: now });
}
