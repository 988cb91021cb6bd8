import type { Db } from '../../db/database.ts';
import type { OrganizationRow } from '../access/access.queries.ts';
import type { CompanyRow } from '../company/company.queries.ts';
import type { UserRow } from '../users/users.queries.ts';

/** A new account from the sign-up form (a unique-violation when the address was taken meanwhile). */
export async function insertRegisteredUser(
  db: Db,
  row: { email: string; password_hash: string; firstname: string; lastname: string; signup: string },
): Promise<UserRow | undefined> {
  const [user] = (await db('users').insert(row).returning('*')) as UserRow[];
  return user;
}

/**
 * Locks the registrant's row for the rest of the transaction and reads what the steps made so far:
 * the same step sent several times at once runs one after another, so it makes one company, one
 * organization and one property.
 */
export async function lockRegistrant(
  trx: Db,
  userId: number,
): Promise<Pick<UserRow, 'company_id' | 'registration_completed_at'> | undefined> {
  return trx('users').where({ id: userId }).forUpdate().first('company_id', 'registration_completed_at');
}

/** The organization the registration made (a company has none other before the registration ends). */
export async function firstOrganizationOf(db: Db, companyId: number): Promise<OrganizationRow | undefined> {
  return db('organizations').where({ company_id: companyId }).orderBy('id').first();
}

export async function companyNameOf(db: Db, companyId: number): Promise<string | undefined> {
  const company = await db('companies').where({ id: companyId }).first('name');
  return company ? (company.name as string) : undefined;
}

interface CompanyFields {
  name: string;
  country: string;
  website: string;
  pending_plan: string | null;
}

/** Going back in the form changes the company made on the first pass. */
export async function rewriteRegisteredCompany(
  trx: Db,
  companyId: number,
  fields: CompanyFields,
): Promise<CompanyRow> {
  const [company] = await trx('companies')
    .where({ id: companyId })
    .update({ ...fields, updated_at: trx.fn.now() })
    .returning('*');
  return company as CompanyRow;
}

/** The registrant's company, and the registrant as its owner. */
export async function insertRegisteredCompany(
  trx: Db,
  userId: number,
  fields: CompanyFields,
  signup: string,
): Promise<CompanyRow> {
  const [company] = await trx('companies').insert(fields).returning('*');
  await trx('users').where({ id: userId }).update({
    company_id: company?.id,
    role: 'Company Owner',
    signup,
    joined_at: trx.fn.now(),
  });
  return company as CompanyRow;
}

/** Renames the registration's organization; undefined when it is gone. */
export async function renameRegisteredOrganization(
  db: Db,
  orgId: number,
  changes: { name: string; description?: string },
): Promise<OrganizationRow | undefined> {
  const [updated] = (await db('organizations')
    .where({ id: orgId })
    .update({ ...changes, updated_at: db.fn.now() })
    .returning('*')) as OrganizationRow[];
  return updated;
}

export async function findCompanyOrganization(
  db: Db,
  companyId: number,
  orgId: number,
): Promise<OrganizationRow | undefined> {
  return db('organizations').where({ id: orgId, company_id: companyId }).first();
}

/** The last step: registration done, the new pair as the user's default, Quick Start progress saved. */
export async function completeRegistration(
  trx: Db,
  userId: number,
  values: { orgId: number; propId: number; quickstartSections: string },
): Promise<void> {
  await trx('users').where({ id: userId }).update({
    registration_completed_at: trx.fn.now(),
    default_organization_id: values.orgId,
    default_property_id: values.propId,
    quickstart_sections: values.quickstartSections,
    updated_at: trx.fn.now(),
  });
}
