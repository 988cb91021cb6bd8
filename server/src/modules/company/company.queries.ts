import type { LicenceHoldings, Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import { visibleOrganizationIds } from '../access/access.queries.ts';
import type { Member } from '../access/access.ts';

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

/**
 * Locks the company row until the transaction ends: its purchases (checkout, trial start) and
 * user-limit checks queue up, so a parallel request waits and then sees what the first one wrote.
 */
export async function lockCompany(trx: Db, companyId: number): Promise<void> {
  await trx('companies').where({ id: companyId }).forUpdate().first('id');
}

/** Whether the company exists (a provider's metadata may name one that was deleted since). */
export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  return Boolean(await db('companies').where({ id: companyId }).first('id'));
}

/** The ids of every user of the company (members to notify). */
export async function companyUserIds(db: Db, companyId: number): Promise<number[]> {
  return (await db('users').where({ company_id: companyId }).select('id')).map((u) => u.id as number);
}

/** The paid plan a sign-up chose and has not paid yet (companies.pending_plan), or null. */
export async function pendingPlanOf(db: Db, companyId: number): Promise<unknown> {
  const company = await db('companies').where({ id: companyId }).first('pending_plan');
  return company?.pending_plan ?? null;
}

/** Clears the paid plan a sign-up chose once it is paid: its logins go through from then on. */
export async function clearPendingPlan(db: Db, companyId: number): Promise<void> {
  await db('companies').where({ id: companyId }).update({ pending_plan: null });
}
