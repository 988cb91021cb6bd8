import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../db/keyset.ts';
import type { PropertyRow } from '../access/access.queries.ts';

type ProductName = 'Cookie' | 'Preference' | 'Social';

export function presentProperty(row: PropertyRow): Schemas['Property'] {
  const products = (row.products ?? []) as ProductName[];
  return {
    property_id: row.id,
    organization_id: row.organization_id,
    property_name: row.name,
    url: row.url,
    property_active: row.active,
    is_default: row.is_default,
    license_assigned: products.length > 0,
    name: products.length ? products : null,
    form_isactive: row.form_isactive,
    form_status: row.form_status,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** A new property; the organization's first one becomes its default. */
export async function insertProperty(
  db: Db,
  orgId: number,
  companyId: number,
  input: { property_name: string; url: string },
): Promise<PropertyRow> {
  const hasDefault = await db('properties').where({ organization_id: orgId, is_default: true }).first('id');
  const [row] = await db('properties')
    .insert({
      organization_id: orgId,
      company_id: companyId,
      name: input.property_name.trim(),
      url: input.url.trim(),
      is_default: !hasDefault,
    })
    .returning('*');
  return row as PropertyRow;
}

export async function listPropertiesOf(db: Db, orgIds: number[]): Promise<PropertyRow[]> {
  if (!orgIds.length) return [];
  return db('properties').whereIn('organization_id', orgIds).orderByRaw('lower(name), id');
}

const BY_NAME: Keyset = {
  parts: [
    { sql: 'lower(properties.name)', type: 'text' },
    { sql: 'properties.id', type: 'integer' },
  ],
};

/** One page of an organization's properties, sorted by name. */
export async function listPropertiesPage(
  db: Db,
  orgId: number,
  paging: PageQuery,
): Promise<{ response: Schemas['Property'][]; page: PageInfo }> {
  const q = db('properties').select('properties.*').where({ organization_id: orgId });
  const { rows, page } = await keysetPage<PropertyRow>(q, BY_NAME, paging);
  return { response: rows.map(presentProperty), page };
}

/** Makes the property its organization's only default. */
export async function makeDefault(db: Db, orgId: number, propId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('properties').where({ organization_id: orgId, is_default: true }).update({ is_default: false });
    await trx('properties').where({ id: propId }).update({ is_default: true, updated_at: trx.fn.now() });
  });
}

export async function findProperty(db: Db, id: number): Promise<PropertyRow> {
  return db('properties').where({ id }).first();
}

export async function updatePropertyFields(
  db: Db,
  id: number,
  patch: { property_name?: string; url?: string; property_active?: boolean },
): Promise<void> {
  const fields: Record<string, unknown> = {};
  if (patch.property_name !== undefined) fields.name = patch.property_name.trim();
  if (patch.url !== undefined) fields.url = patch.url.trim();
  if (patch.property_active !== undefined) fields.active = patch.property_active;
  if (Object.keys(fields).length)
    await db('properties')
      .where({ id })
      .update({ ...fields, updated_at: db.fn.now() });
}

/** Deletes the property; when it was the default, the oldest remaining active property takes over. */
export async function deleteProperty(db: Db, property: PropertyRow): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('properties').where({ id: property.id }).delete();
    if (!property.is_default) return;
    const next = await trx('properties')
      .where({ organization_id: property.organization_id, active: true })
      .orderBy('id')
      .first('id');
    if (next) await trx('properties').where({ id: next.id }).update({ is_default: true });
  });
}
