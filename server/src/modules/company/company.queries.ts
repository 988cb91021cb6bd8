import type { LicenceHoldings, Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import { type Member, visibleOrganizationIds } from '../access/access.ts';

export interface CompanyRow {
  id: number;
  name: string;
  country: string;
  address: string;
  city: string;
  zip: string;
  phone: string;
  website: string;
  created_at: Date;
}

export function presentCompany(row: CompanyRow): Schemas['Company'] {
  return {
    id: row.id,
    company_name: row.name,
    country: row.country,
    address: row.address,
    city: row.city,
    zip: row.zip,
    phone: row.phone,
    website: row.website,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function findCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  return db('companies').where({ id }).first();
}

export async function updateCompany(
  db: Db,
  id: number,
  input: Schemas['CompanyUpdate'],
): Promise<CompanyRow> {
  const [row] = await db('companies')
    .where({ id })
    .update({
      name: input.company_name.trim(),
      country: input.country ?? '',
      address: input.address ?? '',
      city: input.city ?? '',
      zip: input.zip ?? '',
      phone: input.phone ?? '',
      website: input.website ?? '',
      updated_at: db.fn.now(),
    })
    .returning('*');
  return row as CompanyRow;
}

/** The member's organizations with their DSAR licence, and the product names their properties hold. */
export async function licenceHoldings(db: Db, m: Member): Promise<LicenceHoldings> {
  const organizations = (await db('organizations')
    .whereIn('id', visibleOrganizationIds(db, m))
    .select('id', 'org_license_id')) as Array<{ id: number; org_license_id: number | null }>;
  const properties = (await db('properties')
    .whereIn(
      'organization_id',
      organizations.map((o) => o.id),
    )
    .select('products')) as Array<{ products: string[] | null }>;
  return { organizations: organizations.map((o) => ({ licensed: o.org_license_id !== null })), properties };
}
