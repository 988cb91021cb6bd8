import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../../db/keyset.ts';

export type Vendor = Schemas['Vendor'];
export type VendorKind = Vendor['kind'];
export type VendorListKind = Exclude<VendorKind, 'custom'>;

interface VendorRow {
  id: number;
  kind: VendorKind;
  name: string;
  gvl_id: number | null;
  purposes: string[];
  privacy_policy_url: string | null;
  category_id: number | null;
  cookies: string[];
  created_at: Date;
}

export type VendorFields = Omit<VendorRow, 'id' | 'created_at'>;

export function presentVendor(row: VendorRow): Vendor {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    gvl_id: row.gvl_id,
    purposes: row.purposes,
    privacy_policy_url: row.privacy_policy_url,
    category_id: row.category_id,
    cookies: row.cookies,
    created_at: new Date(row.created_at).toISOString(),
  };
}

const COLUMNS = [
  'vendors.id',
  'vendors.kind',
  'vendors.name',
  'vendors.gvl_id',
  'vendors.purposes',
  'vendors.privacy_policy_url',
  'vendors.category_id',
  'vendors.cookies',
  'vendors.created_at',
];

const BY_NAME: Keyset = {
  parts: [
    { sql: 'lower(vendors.name)', type: 'text' },
    { sql: 'vendors.id', type: 'integer' },
  ],
};

export async function listVendors(
  db: Db,
  propertyId: number,
  paging: PageQuery,
): Promise<{ response: Vendor[]; page: PageInfo }> {
  const q = db('vendors').select(COLUMNS).where('vendors.property_id', propertyId);
  const { rows, page } = await keysetPage<VendorRow>(q, BY_NAME, paging);
  return { response: rows.map(presentVendor), page };
}

export async function findVendor(db: Db, propertyId: number, id: number): Promise<Vendor | undefined> {
  const row = (await db('vendors').where({ id, property_id: propertyId }).first(COLUMNS)) as
    | VendorRow
    | undefined;
  return row ? presentVendor(row) : undefined;
}

// jsonb columns take JSON text: knex would send a JS array as a PostgreSQL array.
const jsonb = (fields: VendorFields) => ({
  ...fields,
  purposes: JSON.stringify(fields.purposes),
  cookies: JSON.stringify(fields.cookies),
});

export async function insertVendor(db: Db, propertyId: number, fields: VendorFields): Promise<Vendor> {
  const [row] = (await db('vendors')
    .insert({ property_id: propertyId, ...jsonb(fields) })
    .returning(COLUMNS.map((c) => c.replace('vendors.', '')))) as VendorRow[];
  return presentVendor(row as VendorRow);
}

/** The changed vendor, or undefined when the property has no vendor of that id. */
export async function updateVendor(
  db: Db,
  propertyId: number,
  id: number,
  fields: VendorFields,
): Promise<Vendor | undefined> {
  const [row] = (await db('vendors')
    .where({ id, property_id: propertyId })
    .update({ ...jsonb(fields), updated_at: db.fn.now() })
    .returning(COLUMNS.map((c) => c.replace('vendors.', '')))) as VendorRow[];
  return row ? presentVendor(row) : undefined;
}

export async function deleteVendor(db: Db, propertyId: number, id: number): Promise<boolean> {
  // `returning`: knex-pglite answers a plain DELETE with an object, not the row count.
  const gone = await db('vendors').where({ id, property_id: propertyId }).delete().returning('id');
  return gone.length > 0;
}

// ---- vendor_lists: the last downloaded IAB Global Vendor List and Google provider list ----------

export interface StoredListStamp {
  version: number | null;
  fetched_at: Date;
}

/** Which copy of a list the table holds (without its data, which can be megabytes). */
export async function storedListStamp(db: Db, kind: VendorListKind): Promise<StoredListStamp | undefined> {
  return (await db('vendor_lists').where({ kind }).first('version', 'fetched_at')) as
    | StoredListStamp
    | undefined;
}

export async function storedListData(db: Db, kind: VendorListKind): Promise<unknown> {
  const row = (await db('vendor_lists').where({ kind }).first('data')) as { data: unknown } | undefined;
  return row?.data;
}

/** Replaces the stored copy of a list. */
export async function saveVendorList(
  db: Db,
  kind: VendorListKind,
  version: number | null,
  data: object,
): Promise<void> {
  const row = { kind, version, data: JSON.stringify(data), fetched_at: db.fn.now() };
  await db('vendor_lists').insert(row).onConflict('kind').merge(['version', 'data', 'fetched_at']);
}
