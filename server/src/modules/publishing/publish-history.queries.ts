/**
 * The SQL of a publish history, for any module that publishes versions of a draft (the cookie banner,
 * DSAR web forms): an owner table (one row per published thing, with `active_version_id` and
 * `last_version`) and a versions table (what each publish froze, who published it and when). The
 * tables and columns come from the module (PublishTables); the rules are in publish-history.service.ts.
 */
import type { Knex } from 'knex';
import type { Db } from '../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../db/keyset.ts';

/** Where a module keeps what it publishes. */
export interface PublishTables {
  /** The published thing's table (`banners`, `dsar_forms`): it has active_version_id and last_version. */
  owners: string;
  /** Its key, which each version names in `versionOwner` (banners: property_id; forms: id). */
  ownerKey: string;
  /** The owner's column holding the draft a publish freezes. */
  draft: string;
  versions: string;
  versionOwner: string;
  /** The versions' column holding what was frozen. */
  content: string;
  /** Narrows the owner table to the rows that still count (a deleted form's do not). */
  live?: (q: Knex.QueryBuilder) => Knex.QueryBuilder;
}

/** An owner as the caller's scope names it: its key, and what else it must match (its property). */
export interface OwnerRef {
  key: number;
  where?: Record<string, unknown>;
}

export interface OwnerRow<C> {
  key: number;
  draft: C;
  active_version_id: number | null;
  last_version: number;
  /** The whole row, for what a module keeps beside the history (a form's status). */
  row: Record<string, unknown>;
}

/** A version as every history shows it; the module adds what its contract names (a form's languages). */
export interface HistoryVersion<C> {
  id: number;
  owner: number;
  version: number;
  content: C;
  note: string | null;
  published_at: string;
  /** The publisher's name, else their e-mail address; null once the user is gone. */
  published_by: string | null;
  active: boolean;
}

interface VersionRow {
  id: number;
  owner: number;
  version: number;
  content: unknown;
  note: string | null;
  published_at: Date | string;
  active: boolean;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
}

/** jsonb comes back parsed from pg, but as text from some drivers; both read the same. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const owners = (db: Db, t: PublishTables) => {
  const q = db(t.owners);
  return t.live ? t.live(q) : q;
};

/** The owner row, locked until the transaction ends, so publishes, rollbacks and deletions take turns. */
export async function lockOwner<C>(
  trx: Db,
  t: PublishTables,
  ref: OwnerRef,
): Promise<OwnerRow<C> | undefined> {
  const row = (await owners(trx, t)
    .where({ ...ref.where, [t.ownerKey]: ref.key })
    .forUpdate()
    .first()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return {
    key: row[t.ownerKey] as number,
    draft: json<C>(row[t.draft]),
    active_version_id: (row.active_version_id as number | null) ?? null,
    last_version: Number(row.last_version),
    row,
  };
}

/** The number of the version an owner row names as active (null before the first publish). */
export async function versionNumber(db: Db, t: PublishTables, id: number | null): Promise<number | null> {
  if (!id) return null;
  const row = await db(t.versions).where({ id }).first('version');
  return (row?.version as number | undefined) ?? null;
}

/** The owner of a version, for the operations that name only the version. */
export async function ownerOfVersion(db: Db, t: PublishTables, id: number): Promise<number | undefined> {
  const row = await db(t.versions).where({ id }).first(t.versionOwner);
  return row?.[t.versionOwner] as number | undefined;
}

export async function insertVersion<C>(
  trx: Db,
  t: PublishTables,
  owner: number,
  row: { version: number; content: C; note: string | null; publishedBy: number },
): Promise<number> {
  const [inserted] = (await trx(t.versions)
    .insert({
      [t.versionOwner]: owner,
      version: row.version,
      [t.content]: JSON.stringify(row.content),
      note: row.note,
      published_by: row.publishedBy,
    })
    .returning('id')) as Array<{ id: number }>;
  return inserted?.id as number;
}

/** Makes a version the active one, with whatever else the module keeps on the owner row. */
export async function setActive(
  trx: Db,
  t: PublishTables,
  owner: number,
  versionId: number,
  columns: Record<string, unknown>,
): Promise<void> {
  await trx(t.owners)
    .where({ [t.ownerKey]: owner })
    .update({ ...columns, active_version_id: versionId, updated_at: new Date() });
}

export async function removeVersion(trx: Db, t: PublishTables, owner: number, id: number): Promise<void> {
  await trx(t.versions)
    .where({ [t.versionOwner]: owner, id })
    .delete();
}

function versionsQuery(db: Db, t: PublishTables, owner: number) {
  return db(`${t.versions} as v`)
    .leftJoin(`${t.owners} as o`, `o.${t.ownerKey}`, `v.${t.versionOwner}`)
    .leftJoin('users as u', 'u.id', 'v.published_by')
    .where(`v.${t.versionOwner}`, owner)
    .select(
      'v.id',
      `v.${t.versionOwner} as owner`,
      'v.version',
      `v.${t.content} as content`,
      'v.note',
      'v.published_at',
      db.raw('coalesce(o.active_version_id = v.id, false) as active'),
      'u.firstname',
      'u.lastname',
      'u.email',
    );
}

function present<C>(row: VersionRow): HistoryVersion<C> {
  const name = `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim();
  return {
    id: row.id,
    owner: row.owner,
    version: row.version,
    content: json<C>(row.content),
    note: row.note,
    published_at: new Date(row.published_at).toISOString(),
    published_by: row.email ? name || row.email : null,
    active: Boolean(row.active),
  };
}

/** A version of the owner's (undefined for another owner's). */
export async function findVersion<C>(
  db: Db,
  t: PublishTables,
  owner: number,
  id: number,
): Promise<HistoryVersion<C> | undefined> {
  const row = (await versionsQuery(db, t, owner).where('v.id', id).first()) as VersionRow | undefined;
  return row ? present<C>(row) : undefined;
}

const NEWEST_FIRST: Keyset = {
  parts: [
    { sql: 'v.version', type: 'integer' },
    { sql: 'v.id', type: 'integer' },
  ],
  direction: 'desc',
};

/** One page of the history, newest version first. */
export async function versionPage<C>(
  db: Db,
  t: PublishTables,
  owner: number,
  paging: PageQuery,
): Promise<{ rows: HistoryVersion<C>[]; page: PageInfo }> {
  const { rows, page } = await keysetPage<VersionRow>(versionsQuery(db, t, owner), NEWEST_FIRST, paging);
  return { rows: rows.map((r) => present<C>(r)), page };
}
