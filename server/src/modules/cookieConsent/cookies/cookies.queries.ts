import type { Schemas } from '@privacy-portal/sdk';
import type { Knex } from 'knex';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../../db/keyset.ts';

export type StorageType = Schemas['StorageType'];
export type Party = Schemas['Party'];
export type CookieSource = Schemas['Cookie']['source'];

export interface CookieRow {
  id: number;
  property_id: number;
  name: string;
  domain: string;
  path: string;
  type: StorageType;
  category_id: number;
  purpose: string;
  duration_seconds: number | string | null;
  duration: string;
  party: Party;
  script_url: string | null;
  pages: string[];
  page_count: number;
  source: CookieSource;
  published: boolean;
  published_at: Date | null;
  platform: string | null;
  last_seen_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A cookie row with its category's name, as every read returns it. */
export type NamedCookieRow = CookieRow & { category_name: string };

/** The columns a write sets (the rest keep their defaults or values). */
export type CookieFields = Partial<
  Omit<CookieRow, 'id' | 'property_id' | 'pages' | 'created_at' | 'updated_at'> & { pages: string }
>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentCookie(row: NamedCookieRow): Schemas['Cookie'] {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    path: row.path,
    category_id: row.category_id,
    category_name: row.category_name,
    purpose: row.purpose,
    type: row.type,
    duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    duration: row.duration,
    party: row.party,
    script_url: row.script_url,
    pages: row.pages,
    page_count: row.page_count,
    source: row.source,
    published: row.published,
    platform: row.platform,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_seen_at: row.last_seen_at ? iso(row.last_seen_at) : null,
  };
}

const named = (db: Db) =>
  db('cookies')
    .select('cookies.*', 'cookie_categories.name as category_name')
    .join('cookie_categories', 'cookie_categories.id', 'cookies.category_id');

export async function findCookie(
  db: Db,
  propertyId: number,
  id: number,
): Promise<NamedCookieRow | undefined> {
  return named(db).where({ 'cookies.property_id': propertyId, 'cookies.id': id }).first();
}

export interface CookieFilters {
  category_id?: number | undefined;
  published?: boolean | undefined;
  party?: Party | undefined;
  type?: StorageType | undefined;
  search?: string | undefined;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function applyFilters(q: Knex.QueryBuilder, propertyId: number, f: CookieFilters): Knex.QueryBuilder {
  q.where('cookies.property_id', propertyId);
  if (f.category_id !== undefined) q.where('cookies.category_id', f.category_id);
  if (f.published !== undefined) q.where('cookies.published', f.published);
  if (f.party !== undefined) q.where('cookies.party', f.party);
  if (f.type !== undefined) q.where('cookies.type', f.type);
  if (f.search !== undefined && f.search.trim() !== '') {
    const pattern = `%${likeLiteral(f.search.trim())}%`;
    q.where((w) =>
      w
        .whereRaw("cookies.name ilike ? escape '\\'", [pattern])
        .orWhereRaw("cookies.domain ilike ? escape '\\'", [pattern])
        .orWhereRaw("cookies.purpose ilike ? escape '\\'", [pattern]),
    );
  }
  return q;
}

const BY_NAME: Keyset = {
  parts: [
    { sql: 'lower(cookies.name)', type: 'text' },
    { sql: 'cookies.id', type: 'integer' },
  ],
};

/** One page of the property's cookies by name, with how many match the filters in all. */
export async function listCookiesPage(
  db: Db,
  propertyId: number,
  filters: CookieFilters,
  paging: PageQuery,
): Promise<{ response: Schemas['Cookie'][]; page: PageInfo; total: number }> {
  const [counted] = await applyFilters(db('cookies'), propertyId, filters).count<{ n: number | string }[]>(
    '* as n',
  );
  const { rows, page } = await keysetPage<NamedCookieRow>(
    applyFilters(named(db), propertyId, filters),
    BY_NAME,
    paging,
  );
  return { response: rows.map(presentCookie), page, total: Number(counted?.n ?? 0) };
}

export async function insertCookie(db: Db, propertyId: number, fields: CookieFields): Promise<number> {
  const [row] = await db('cookies')
    .insert({ ...fields, property_id: propertyId })
    .returning('id');
  return row.id as number;
}

export async function updateCookieFields(db: Db, id: number, fields: CookieFields): Promise<void> {
  await db('cookies')
    .where({ id })
    .update({ ...fields, updated_at: db.fn.now() });
}

export async function deleteCookieRow(db: Db, propertyId: number, id: number): Promise<number> {
  return (await db('cookies').where({ property_id: propertyId, id }).delete().returning('id')).length;
}

/** How many of these ids are cookies of the property. */
export async function countOwnCookies(db: Db, propertyId: number, ids: readonly number[]): Promise<number> {
  const [row] = await db('cookies')
    .where({ property_id: propertyId })
    .whereIn('id', ids)
    .count<{ n: number | string }[]>('* as n');
  return Number(row?.n ?? 0);
}

/** Sets fields on the property's cookies with these ids; the number changed. */
export async function updateCookiesByIds(
  db: Db,
  propertyId: number,
  ids: readonly number[],
  fields: Record<string, unknown>,
): Promise<number> {
  return db('cookies')
    .where({ property_id: propertyId })
    .whereIn('id', ids)
    .update({ ...fields, updated_at: db.fn.now() });
}

/** Publishes the property's unpublished cookies (only these ids when given); the number published. */
export async function publishUnpublished(
  db: Db,
  propertyId: number,
  ids?: readonly number[],
): Promise<number> {
  const q = db('cookies').where({ property_id: propertyId, published: false });
  if (ids) q.whereIn('id', ids);
  return q.update({ published: true, published_at: db.fn.now(), updated_at: db.fn.now() });
}

/** Purposes written for the property's cookies, most used first. */
export async function purposesByUse(db: Db, propertyId: number, limit: number): Promise<string[]> {
  const rows: Array<{ purpose: string }> = await db('cookies')
    .select(db.raw('trim(purpose) as purpose'))
    .where({ property_id: propertyId })
    .whereRaw("trim(purpose) <> ''")
    .groupByRaw('trim(purpose)')
    .orderByRaw('count(*) desc, trim(purpose) asc')
    .limit(limit);
  return rows.map((r) => r.purpose);
}

export async function countsByType(db: Db, propertyId: number): Promise<Map<StorageType, number>> {
  const rows: Array<{ type: StorageType; n: number | string }> = await db('cookies')
    .select('type')
    .count('* as n')
    .where({ property_id: propertyId })
    .groupBy('type');
  return new Map(rows.map((r) => [r.type, Number(r.n)]));
}

/** The property's cookies with these names, for matching by (name, domain, path, type). */
export async function cookiesNamed(
  db: Db,
  propertyId: number,
  names: readonly string[],
): Promise<CookieRow[]> {
  const out: CookieRow[] = [];
  // In chunks: a file or a scan can name thousands of cookies, more than one statement's parameters.
  for (let i = 0; i < names.length; i += 1000) {
    out.push(
      ...(await db('cookies')
        .where({ property_id: propertyId })
        .whereIn('name', names.slice(i, i + 1000))),
    );
  }
  return out;
}

/** Inserts many cookies; duplicates of existing rows (by the unique key) are skipped. Returns the ids made. */
export async function insertCookiesSkippingExisting(
  db: Db,
  propertyId: number,
  rows: readonly CookieFields[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const made = await db('cookies')
      .insert(rows.slice(i, i + 200).map((r) => ({ ...r, property_id: propertyId })))
      .onConflict(['property_id', 'name', 'domain', 'path', 'type'])
      .ignore()
      .returning('id');
    ids.push(...made.map((r: { id: number }) => r.id));
  }
  return ids;
}

/** The key a cookie is known by within its property. */
export const cookieKey = (c: { name: string; domain: string; path: string; type: string }) =>
  `${c.name}\u0000${c.domain}\u0000${c.path}\u0000${c.type}`;
