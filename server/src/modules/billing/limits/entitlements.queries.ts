import type { Db } from '../../../db/database.ts';

/** The product names each property of the company holds (`properties.products`, a JSON array). */
export async function propertyProducts(
  db: Db,
  companyId: number,
): Promise<Array<{ id: number; products: string[] }>> {
  const rows = (await db('properties').where({ company_id: companyId }).select('id', 'products')) as Array<{
    id: number;
    products: string[] | string | null;
  }>;
  return rows.map((p) => ({
    id: p.id,
    products: typeof p.products === 'string' ? (JSON.parse(p.products) as string[]) : (p.products ?? []),
  }));
}

export async function setPropertyProducts(db: Db, propertyId: number, products: string[]): Promise<void> {
  await db('properties')
    .where({ id: propertyId })
    .update({ products: JSON.stringify(products) });
}

/** The DSAR licence each organization of the company holds (`organizations.org_license_id`). */
export async function organizationLicenceIds(
  db: Db,
  companyId: number,
): Promise<Array<{ id: number; org_license_id: number | null }>> {
  return (await db('organizations')
    .where({ company_id: companyId })
    .select('id', 'org_license_id')) as Array<{
    id: number;
    org_license_id: number | null;
  }>;
}

export async function setOrganizationLicenceId(
  db: Db,
  orgId: number,
  licenceId: number | null,
): Promise<void> {
  await db('organizations').where({ id: orgId }).update({ org_license_id: licenceId });
}
