import { hashPassword } from '../modules/auth/passwords.ts';
import { registeredQuickStart } from '../modules/auth/registration.service.ts';
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
          // The owner registered the company: Getting Started is done, as after a real registration.
          ...(p.role === 'Company Owner'
            ? { quickstart_sections: JSON.stringify(registeredQuickStart()) }
            : {}),
        })
        .returning('id');
      if (p.orgs.length) {
        await trx('organization_members').insert(
          p.orgs.map((organization_id) => ({ user_id: user.id, organization_id })),
        );
      }
    }
    const owner = await trx('users').where({ email: DEMO_OWNER_EMAIL }).first('id');
    await seedDemoSubscription(trx, companyId, owner.id as number, {
      id: retail.id as number,
      name: 'Demo Retail',
    });
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

/**
 * A paid DSAR Professional monthly subscription (test provider, 1 licence) whose licence Demo Retail
 * holds: Demo Retail's two organization members fit its 5 users, and the DSAR pages open for it.
 * Demo Health stays unlicensed (the free tier: 1 user). Written as the purchase flow would leave
 * it: customer, subscription, licence, purchased + assigned events, a paid invoice, and the
 * organization's org_license_id (set here directly; later changes go through syncEntitlements).
 * The catalogue is seeded before (catalogue.seed.ts).
 */
async function seedDemoSubscription(
  trx: Db,
  companyId: number,
  ownerId: number,
  retail: { id: number; name: string },
): Promise<void> {
  const plan = await trx('plans').where({ stripe_plan_id: 'price_dsar_professional_monthly' }).first();
  if (!plan) throw new Error('The plan catalogue must be seeded before the demo');
  const start = new Date();
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  await trx('billing_customers').insert({
    company_id: companyId,
    provider: 'test',
    customer_id: 'cus_demo',
    payment_method: JSON.stringify({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: start.getUTCFullYear() + 3,
    }),
  });
  const [subscription] = await trx('subscriptions')
    .insert({
      company_id: companyId,
      provider: 'test',
      provider_subscription_id: 'sub_demo_dsar',
      provider_item_id: 'si_demo_dsar',
      plan_id: plan.id,
      quantity: 1,
      status: 'active',
      discount_percentage: 0,
      current_period_start: start,
      current_period_end: end,
    })
    .returning('id');
  const [licence] = await trx('licences')
    .insert({
      subscription_id: subscription.id,
      company_id: companyId,
      product: 'dsar',
      type: plan.type,
      tier: plan.tier,
      organization_id: retail.id,
      assigned_at: start,
    })
    .returning('id');
  await trx('organizations').where({ id: retail.id }).update({ org_license_id: licence.id });
  const event = {
    company_id: companyId,
    subscription_id: subscription.id,
    licence_id: licence.id,
    product_name: plan.product_name,
    plan_name: plan.name,
    actor_user_id: ownerId,
  };
  await trx('licence_events').insert([
    // Both in the past (a second apart, in order), so anything done after the seed is newer.
    {
      ...event,
      action: 'purchased',
      target_name: null,
      detail: '1 licence',
      created_at: new Date(start.getTime() - 2000),
    },
    { ...event, action: 'assigned', target_name: retail.name, created_at: new Date(start.getTime() - 1000) },
  ]);
  const price = Number(plan.price);
  await trx('invoices').insert({
    company_id: companyId,
    subscription_id: subscription.id,
    provider_invoice_id: 'in_demo_dsar_1',
    number: 'DEMO-0001',
    status: 'paid',
    description: `${plan.name} ${plan.product_name} (${plan.cycle}) × 1`,
    amount_due: price,
    amount_paid: price,
    currency: 'usd',
    period_start: start,
    period_end: end,
    // In the past like the licence events: provider invoices carry whole seconds, and a purchase
    // made in the seed's second must still sort as the newest.
    created_at: new Date(start.getTime() - 2000),
  });
}
