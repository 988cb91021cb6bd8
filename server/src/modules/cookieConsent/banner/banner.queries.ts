/**
 * The banner's tables: `banners` (one row per property: the draft, the active version, the last
 * version number given) and `banner_versions` (what each publish froze). Writers lock the banner row
 * first (lockBanner), so publishes, rollbacks and deletions of one property take turns.
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { BannerConfig } from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../../db/keyset.ts';

export interface BannerRow {
  property_id: number;
  draft: BannerConfig;
  draft_updated_at: Date | null;
  active_version_id: number | null;
  last_version: number;
}

interface VersionRow {
  id: number;
  property_id: number;
  version: number;
  config: BannerConfig;
  note: string;
  published_at: Date;
  active: boolean;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
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
  if (!banner?.active_version_id) return null;
  const row = await db('banner_versions').where({ id: banner.active_version_id }).first('version');
  return (row?.version as number | undefined) ?? null;
}

/**
 * The banner row, locked until the transaction ends; created with the given draft when the property
 * has none yet. Two first publishes at once: the second insert waits for the first and does nothing.
 */
export async function lockBanner(trx: Db, propertyId: number, draft: BannerConfig): Promise<BannerRow> {
  await trx('banners')
    .insert({ property_id: propertyId, draft: JSON.stringify(draft) })
    .onConflict('property_id')
    .ignore();
  const row = (await trx('banners').where({ property_id: propertyId }).forUpdate().first()) as BannerRow;
  return readBanner(row);
}

export async function saveDraft(db: Db, propertyId: number, draft: BannerConfig): Promise<void> {
  const now = new Date();
  await db('banners')
    .insert({ property_id: propertyId, draft: JSON.stringify(draft), draft_updated_at: now })
    .onConflict('property_id')
    .merge({ draft: JSON.stringify(draft), draft_updated_at: now, updated_at: now });
}

export async function insertVersion(
  trx: Db,
  row: { propertyId: number; version: number; config: BannerConfig; note: string; publishedBy: number },
): Promise<number> {
  const [inserted] = (await trx('banner_versions')
    .insert({
      property_id: row.propertyId,
      version: row.version,
      config: JSON.stringify(row.config),
      note: row.note,
      published_by: row.publishedBy,
    })
    .returning('id')) as Array<{ id: number }>;
  return inserted?.id as number;
}

/** Makes a version the active one; with a draft, the draft becomes a copy of it too (rollback). */
export async function setActiveVersion(
  trx: Db,
  propertyId: number,
  change: { versionId: number; lastVersion?: number; draft?: BannerConfig },
): Promise<void> {
  const now = new Date();
  await trx('banners')
    .where({ property_id: propertyId })
    .update({
      active_version_id: change.versionId,
      ...(change.lastVersion === undefined ? {} : { last_version: change.lastVersion }),
      ...(change.draft ? { draft: JSON.stringify(change.draft), draft_updated_at: now } : {}),
      updated_at: now,
    });
}

export async function deleteVersion(trx: Db, propertyId: number, id: number): Promise<void> {
  await trx('banner_versions').where({ property_id: propertyId, id }).delete();
}

function versionsQuery(db: Db, propertyId: number) {
  return db('banner_versions as v')
    .leftJoin('banners as b', 'b.property_id', 'v.property_id')
    .leftJoin('users as u', 'u.id', 'v.published_by')
    .where('v.property_id', propertyId)
    .select(
      'v.id',
      'v.property_id',
      'v.version',
      'v.config',
      'v.note',
      'v.published_at',
      db.raw('coalesce(b.active_version_id = v.id, false) as active'),
      'u.firstname',
      'u.lastname',
      'u.email',
    );
}

const presentVersion = (row: VersionRow): Schemas['BannerVersion'] => {
  const name = row.email ? `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim() || row.email : null;
  return {
    id: row.id,
    version: row.version,
    active: Boolean(row.active),
    note: row.note,
    published_at: new Date(row.published_at).toISOString(),
    published_by: name,
    config: json<BannerConfig>(row.config),
  };
};

export async function findVersion(
  db: Db,
  propertyId: number,
  id: number,
): Promise<Schemas['BannerVersion'] | undefined> {
  const row = (await versionsQuery(db, propertyId).where('v.id', id).first()) as VersionRow | undefined;
  return row ? presentVersion(row) : undefined;
}

const NEWEST_FIRST: Keyset = {
  parts: [
    { sql: 'v.version', type: 'integer' },
    { sql: 'v.id', type: 'integer' },
  ],
  direction: 'desc',
};

/** One page of the publish history, newest version first. */
export async function listVersions(
  db: Db,
  propertyId: number,
  paging: PageQuery,
): Promise<{ response: Schemas['BannerVersion'][]; page: PageInfo }> {
  const { rows, page } = await keysetPage<VersionRow>(versionsQuery(db, propertyId), NEWEST_FIRST, paging);
  return { response: rows.map(presentVersion), page };
}
