import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../db/keyset.ts';
import { type OrganizationRow, type PropertyRow, visibleOrganizationIds } from '../access/access.queries.ts';
import type { Member } from '../access/access.ts';
import { listPropertiesOf, presentProperty } from '../properties/properties.queries.ts';

export function presentOrganization(
  row: OrganizationRow,
  properties: PropertyRow[],
): Schemas['Organization'] {
  return {
    id: row.id,
    orgname: row.name,
    description: row.description,
    country: row.country,
    cID: row.company_id,
    org_license_id: row.org_license_id,
    org_license_assigned: row.org_license_id !== null,
    properties: properties.filter((p) => p.organization_id === row.id).map(presentProperty),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function insertOrganization(
  db: Db,
  companyId: number,
  input: { orgname: string; description: string; country: string },
): Promise<OrganizationRow> {
  const [row] = await db('organizations')
    .insert({
      company_id: companyId,
      name: input.orgname.trim(),
      description: input.description,
      country: input.country,
    })
    .returning('*');
  return row as OrganizationRow;
}

/**
 * The member's organizations as one scan of the company (a company role needs no membership test),
 * so the index (company_id, lower(name), id) serves the name order and the cursor.
 */
function visibleOrganizations(db: Db, m: Member) {
  const q = db('organizations').where('organizations.company_id', m.companyId);
  if (m.role.scope === 'organization') q.whereIn('organizations.id', visibleOrganizationIds(db, m));
  return q;
}

/** Organizations by name, case-insensitively; the id breaks ties (and makes the key unique). */
const BY_NAME: Keyset = {
  parts: [
    { sql: 'lower(organizations.name)', type: 'text' },
    { sql: 'organizations.id', type: 'integer' },
  ],
};

/** One page of the member's organizations sorted by name, each with its properties sorted by name. */
export async function listOrganizations(
  db: Db,
  m: Member,
  onlyWithProperties: boolean,
  paging: PageQuery,
): Promise<{ response: Schemas['Organization'][]; page: PageInfo }> {
  const q = visibleOrganizations(db, m).select('organizations.*');
  if (onlyWithProperties)
    q.whereExists(db('properties').whereRaw('properties.organization_id = organizations.id'));
  const { rows, page } = await keysetPage<OrganizationRow>(q, BY_NAME, paging);
  const properties = await listPropertiesOf(
    db,
    rows.map((o) => o.id),
  );
  return { response: rows.map((o) => presentOrganization(o, properties)), page };
}

export async function organizationWithProperties(
  db: Db,
  org: OrganizationRow,
): Promise<Schemas['Organization']> {
  return presentOrganization(org, await listPropertiesOf(db, [org.id]));
}

export async function updateOrganization(
  db: Db,
  id: number,
  patch: { orgname?: string; description?: string; country?: string },
): Promise<OrganizationRow> {
  const [row] = await db('organizations')
    .where({ id })
    .update({
      ...(patch.orgname !== undefined ? { name: patch.orgname.trim() } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.country !== undefined ? { country: patch.country } : {}),
      updated_at: db.fn.now(),
    })
    .returning('*');
  return row as OrganizationRow;
}

/** Deletes the organization; its properties and memberships go with it (foreign keys cascade). */
export async function deleteOrganization(db: Db, id: number): Promise<void> {
  await db('organizations').where({ id }).delete();
}

/** One page of the member's organizations whose name contains the text, case-insensitively. */
export async function findOrganizationsByName(
  db: Db,
  m: Member,
  name: string,
  paging: PageQuery,
): Promise<{ response: Schemas['OrganizationMatch'][]; page: PageInfo }> {
  const pattern = `%${name
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`;
  const q = visibleOrganizations(db, m)
    .select('organizations.id', 'organizations.name')
    .whereRaw('lower(name) like ?', [pattern]);
  const { rows, page } = await keysetPage<OrganizationRow>(q, BY_NAME, paging);
  return { response: rows.map((r) => ({ id: r.id, orgname: r.name })), page };
}
