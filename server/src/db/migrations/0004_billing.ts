import type { Knex } from 'knex';

/**
 * Billing and licences. The plan catalogue rows are upserted at start-up from the sdk's catalogue
 * (billing/catalogue.seed.ts), so prices and limits stay one piece of data.
 * `properties.products` and `organizations.org_license_id` are kept in step with the licences by
 * the licence service (syncEntitlements): the guards and pages already read them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plans', (t) => {
    t.increments('id');
    t.string('stripe_plan_id', 120).notNullable().unique();
    t.string('name', 60).notNullable();
    t.string('product_name', 60).notNullable();
    t.integer('type').notNullable();
    t.string('tier', 16).notNullable();
    t.string('cycle', 8).notNullable();
    // -1 marks Enterprise (contact sales).
    t.decimal('price', 10, 2).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.boolean('active').notNullable().defaultTo(true);
    t.jsonb('features').notNullable().defaultTo('[]');
    t.jsonb('limits').notNullable();
    t.jsonb('contents').notNullable().defaultTo('[]');
    t.integer('sort').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('coupons', (t) => {
    t.string('code', 40).primary();
    t.decimal('percent_off', 5, 2).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('expires_at', { useTz: true });
  });

  await knex.schema.createTable('cart_items', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('plan_id').notNullable().references('plans.id');
    t.integer('quantity').notNullable();
    t.string('target_kind', 12);
    t.integer('target_id');
    t.integer('added_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['company_id']);
  });

  await knex.schema.createTable('billing_customers', (t) => {
    t.integer('company_id').primary().references('companies.id').onDelete('CASCADE');
    t.string('provider', 10).notNullable();
    t.string('customer_id', 120).notNullable();
    t.jsonb('payment_method');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('checkout_sessions', (t) => {
    t.string('id', 120).primary();
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('provider', 10).notNullable();
    t.string('kind', 12).notNullable().defaultTo('checkout');
    t.string('status', 12).notNullable().defaultTo('open');
    // What is bought: [{ plan_id, quantity, target_kind, target_id }], frozen at checkout.
    t.jsonb('items').notNullable().defaultTo('[]');
    t.string('coupon_code', 40);
    t.decimal('percent_off', 5, 2).notNullable().defaultTo(0);
    t.decimal('amount_total', 12, 2).notNullable().defaultTo(0);
    t.text('success_url').notNullable();
    t.text('cancel_url').notNullable();
    t.text('last_error');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('subscriptions', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('provider', 10).notNullable();
    t.string('provider_subscription_id', 120).notNullable().unique();
    t.string('provider_item_id', 120).notNullable();
    t.integer('plan_id').notNullable().references('plans.id');
    t.integer('quantity').notNullable();
    t.string('status', 12).notNullable();
    t.decimal('discount_percentage', 5, 2).notNullable().defaultTo(0);
    t.timestamp('current_period_start', { useTz: true }).notNullable();
    t.timestamp('current_period_end', { useTz: true }).notNullable();
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    t.timestamp('canceled_at', { useTz: true });
    t.timestamp('trial_end', { useTz: true });
    t.timestamp('ended_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['company_id']);
  });

  await knex.schema.createTable('licences', (t) => {
    t.increments('id');
    t.integer('subscription_id').notNullable().references('subscriptions.id').onDelete('CASCADE');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('product', 20).notNullable();
    t.integer('type').notNullable();
    t.string('tier', 16).notNullable();
    t.integer('organization_id').references('organizations.id').onDelete('SET NULL');
    t.integer('property_id').references('properties.id').onDelete('SET NULL');
    t.timestamp('assigned_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['company_id']);
    t.index(['subscription_id']);
  });
  // One licence of a product per property, one DSAR licence per organization.
  await knex.raw(
    'CREATE UNIQUE INDEX licences_one_per_property ON licences (property_id, product) WHERE property_id IS NOT NULL',
  );
  await knex.raw(
    "CREATE UNIQUE INDEX licences_one_per_organization ON licences (organization_id) WHERE organization_id IS NOT NULL AND product = 'dsar'",
  );

  await knex.schema.createTable('licence_events', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('subscription_id').notNullable();
    t.integer('licence_id');
    t.string('action', 20).notNullable();
    t.string('product_name', 60).notNullable();
    t.string('plan_name', 60).notNullable();
    t.string('target_name', 200);
    t.integer('actor_user_id').references('users.id').onDelete('SET NULL');
    t.string('detail', 300);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['company_id', 'created_at']);
  });

  await knex.schema.createTable('invoices', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('subscription_id').references('subscriptions.id').onDelete('SET NULL');
    t.string('provider_invoice_id', 120).notNullable().unique();
    t.string('number', 40).notNullable();
    t.string('status', 16).notNullable();
    t.string('description', 300).notNullable().defaultTo('');
    t.decimal('amount_due', 12, 2).notNullable();
    t.decimal('amount_paid', 12, 2).notNullable();
    t.string('currency', 3).notNullable().defaultTo('usd');
    t.timestamp('period_start', { useTz: true }).notNullable();
    t.timestamp('period_end', { useTz: true }).notNullable();
    t.text('hosted_invoice_url');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['company_id', 'created_at']);
  });

  // Provider events already applied: a replayed webhook changes nothing.
  await knex.schema.createTable('billing_events', (t) => {
    t.string('id', 120).primary();
    t.string('provider', 10).notNullable();
    t.string('type', 80).notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('enterprise_requests', (t) => {
    t.increments('id');
    t.integer('company_id').references('companies.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('email', 254).notNullable();
    t.jsonb('products').notNullable();
    t.text('additional_info').notNullable().defaultTo('');
    t.string('user_ip', 64);
    t.string('user_agent', 300);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Quotas as counters: monthly metrics use period 'YYYY-MM'.
  await knex.schema.createTable('usage_counters', (t) => {
    t.string('scope_kind', 12).notNullable();
    t.integer('scope_id').notNullable();
    t.string('metric', 20).notNullable();
    t.string('period', 7).notNullable();
    t.bigInteger('count').notNullable().defaultTo(0);
    t.primary(['scope_kind', 'scope_id', 'metric', 'period']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'usage_counters',
    'enterprise_requests',
    'billing_events',
    'invoices',
    'licence_events',
    'licences',
    'subscriptions',
    'checkout_sessions',
    'billing_customers',
    'cart_items',
    'coupons',
    'plans',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
