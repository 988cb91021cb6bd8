import { hashPassword } from '../modules/auth/passwords.ts';
import type { Db } from './database.ts';

export const DEMO_PASSWORD = 'Demo-Password-1';
export const DEMO_OWNER_EMAIL = 'owner@demo.test';

/** Demo Company: two organizations, three properties, one user per role and a staff member. Runs once. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db('companies').count<{ n: number }[]>('* as n');
  if (Number(existing[0]?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (trx) => {
    const [company] = await trx('companies')
      .insert({ name: 'Demo Company', country: 'Germany', city: 'Berlin', website: 'https://www.demo.test' })
      .returning('id');
    const companyId = company.id as number;
    const [retail] = await trx('organizations')
      .insert({
        company_id: companyId,
        name: 'Demo Retail',
        description: 'Online shop and blog',
        country: 'Germany',
      })
      .returning('id');
    const [health] = await trx('organizations')
      .insert({
        company_id: companyId,
        name: 'Demo Health',
        description: 'Patient portal',
        country: 'France',
      })
      .returning('id');
    const [store] = await trx('properties')
      .insert({
        organization_id: retail.id,
        company_id: companyId,
        name: 'Demo Store',
        url: 'https://store.demo.test',
        is_default: true,
      })
      .returning('id');
    await trx('properties').insert([
      { organization_id: retail.id, company_id: companyId, name: 'Demo Blog', url: 'https://blog.demo.test' },
      {
        organization_id: health.id,
        company_id: companyId,
        name: 'Demo Clinic',
        url: 'https://clinic.demo.test',
        is_default: true,
      },
    ]);
    const people = [
      { email: DEMO_OWNER_EMAIL, firstname: 'Olivia', lastname: 'Owner', role: 'Company Owner', orgs: [] },
      {
        email: 'admin@demo.test',
        firstname: 'Adam',
        lastname: 'Admin',
        role: 'Company Administrator',
        orgs: [],
      },
      {
        email: 'orgadmin@demo.test',
        firstname: 'Oscar',
        lastname: 'Orgadmin',
        role: 'Organization Administrator',
        orgs: [retail.id],
      },
      {
        email: 'viewer@demo.test',
        firstname: 'Vera',
        lastname: 'Viewer',
        role: 'Organization View only',
        orgs: [retail.id],
      },
    ];
    for (const p of people) {
      const [user] = await trx('users')
        .insert({
          email: p.email,
          firstname: p.firstname,
          lastname: p.lastname,
          role: p.role,
          company_id: companyId,
          password_hash: passwordHash,
          email_verified_at: trx.fn.now(),
          terms_accepted_at: trx.fn.now(),
          registration_completed_at: trx.fn.now(),
          joined_at: trx.fn.now(),
          default_organization_id: retail.id,
          default_property_id: store.id,
        })
        .returning('id');
      if (p.orgs.length) {
        await trx('organization_members').insert(
          p.orgs.map((organization_id) => ({ user_id: user.id, organization_id })),
        );
      }
    }
    const owner = await trx('users').where({ email: DEMO_OWNER_EMAIL }).first('id');
    // What the owner's bell shows on a fresh demo: the events that built the demo company.
    await trx('notifications').insert(
      [
        'Adam Admin accepted your invitation and joined Demo Company.',
        'Oscar Orgadmin accepted your invitation and joined Demo Company.',
        'Vera Viewer accepted your invitation and joined Demo Company.',
        'Demo Clinic was added to Demo Health.',
      ].map((text, i) => ({
        user_id: owner.id,
        text,
        created_at: new Date(Date.now() - (4 - i) * 3600_000),
      })),
    );
    await trx('users').insert({
      email: 'staff@demo.test',
      firstname: 'Sam',
      lastname: 'Staff',
      password_hash: passwordHash,
      is_staff: true,
      email_verified_at: trx.fn.now(),
      terms_accepted_at: trx.fn.now(),
      registration_completed_at: trx.fn.now(),
    });
  });
  return true;
}
