import { PROPERTY_PRODUCT_NAMES, productOfType } from '@privacy-portal/sdk';
import { hashPassword } from '../modules/auth/passwords.ts';
import { registeredQuickStart } from '../modules/auth/registration.service.ts';
import { seedCookieConsentDemo } from '../modules/cookieConsent/cookieConsent.seed.ts';
import { DEMO_CONSENTS, seedDemoConsents } from '../modules/cookieConsent/demo/consents.seed.ts';
import { seedDsarDemo } from '../modules/dsar/dsar.seed.ts';
import type { Db } from './database.ts';

export const DEMO_PASSWORD = 'Demo-Password-1';
export const DEMO_OWNER_EMAIL = 'owner@demo.test';

/** Demo Company: two organizations, three properties, one user per role and a staff member. Runs once. */
export async function seedDemo(
  db: Db,
  options: { consents?: number; dsarRequests?: number } = {},
): Promise<boolean> {
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
    await seedBillingCustomer(trx, companyId);
    await seedDemoSubscription(trx, companyId, owner.id as number, {
      plan: 'price_dsar_professional_monthly',
      slug: 'dsar',
      invoice: 'DEMO-0001',
      target: { kind: 'organization', id: retail.id as number, name: 'Demo Retail' },
    });
    await seedDemoSubscription(trx, companyId, owner.id as number, {
      plan: 'price_cookieConsent_professional_monthly',
      slug: 'cookie',
      invoice: 'DEMO-0002',
      target: { kind: 'property', id: store.id as number, name: 'Demo Store' },
    });
    await trx('properties')
      .where({ id: store.id })
      .update({ products: JSON.stringify([PROPERTY_PRODUCT_NAMES.cookieConsent]) });
    await seedCookieConsentDemo(trx, { propertyId: store.id as number, ownerId: owner.id as number });
    await seedDemoConsents(trx, { propertyId: store.id as number, count: options.consents ?? DEMO_CONSENTS });
    const assignees = await trx('users')
      .whereIn('email', [DEMO_OWNER_EMAIL, 'admin@demo.test', 'orgadmin@demo.test'])
      .pluck('id');
    await seedDsarDemo(
      trx,
      {
        companyId,
        orgId: retail.id as number,
        propertyId: store.id as number,
        ownerId: owner.id as number,
        assigneeIds: assignees as number[],
      },
      options.dsarRequests,
    );
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
 * Paid monthly subscriptions of the demo (test provider, 1 licence each): DSAR Professional held by
 * Demo Retail (its two organization members fit its 5 users; Demo Health stays unlicensed, the free
 * tier), and Cookie Consent Professional held by Demo Store. Written as the purchase flow would leave
 * them: subscription, licence, purchased + assigned events, a paid invoice, and the entitlement
 * columns (set by the caller; later changes go through syncEntitlements). The catalogue is seeded
 * before (catalogue.seed.ts).
 */
interface DemoSubscription {
  plan: string;
  slug: string;
  invoice: string;
  target: { kind: 'organization' | 'property'; id: number; name: string };
}

async function seedBillingCustomer(trx: Db, companyId: number): Promise<void> {
  await trx('billing_customers').insert({
    company_id: companyId,
    provider: 'test',
    customer_id: 'cus_demo',
    payment_method: JSON.stringify({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
    }),
  });
}

async function seedDemoSubscription(
  trx: Db,
  companyId: number,
  ownerId: number,
  d: DemoSubscription,
): Promise<void> {
  const plan = await trx('plans').where({ stripe_plan_id: d.plan }).first();
  if (!plan) throw new Error('The plan catalogue must be seeded before the demo');
  const start = new Date();
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const [subscription] = await trx('subscriptions')
    .insert({
      company_id: companyId,
      provider: 'test',
      provider_subscription_id: `sub_demo_${d.slug}`,
      provider_item_id: `si_demo_${d.slug}`,
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
      product: productOfType(plan.type),
      type: plan.type,
      tier: plan.tier,
      organization_id: d.target.kind === 'organization' ? d.target.id : null,
      property_id: d.target.kind === 'property' ? d.target.id : null,
      assigned_at: start,
    })
    .returning('id');
  if (d.target.kind === 'organization') {
    await trx('organizations').where({ id: d.target.id }).update({ org_license_id: licence.id });
  }
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
    {
      ...event,
      action: 'assigned',
      target_name: d.target.name,
      created_at: new Date(start.getTime() - 1000),
    },
  ]);
  const price = Number(plan.price);
  await trx('invoices').insert({
    company_id: companyId,
    subscription_id: subscription.id,
    provider_invoice_id: `in_demo_${d.slug}_1`,
    number: d.invoice,
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
