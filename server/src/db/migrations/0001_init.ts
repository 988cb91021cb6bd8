import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('companies', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('country', 100).notNullable().defaultTo('');
    t.string('address', 200).notNullable().defaultTo('');
    t.string('city', 100).notNullable().defaultTo('');
    t.string('zip', 20).notNullable().defaultTo('');
    t.string('phone', 40).notNullable().defaultTo('');
    t.string('website', 2048).notNullable().defaultTo('');
    // A paid sign-up whose checkout is not finished: login answers statusRequired until it is.
    t.jsonb('pending_plan');
    t.timestamps(true, true);
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.integer('company_id').references('companies.id').onDelete('CASCADE');
    t.string('email', 254).notNullable().unique();
    t.text('password_hash');
    t.string('firstname', 60).notNullable();
    t.string('lastname', 60).notNullable();
    t.string('role', 40);
    t.string('status', 16).notNullable().defaultTo('active');
    t.timestamp('email_verified_at', { useTz: true });
    t.timestamp('terms_accepted_at', { useTz: true });
    t.integer('default_organization_id');
    t.integer('default_property_id');
    t.jsonb('quickstart_visited_links').notNullable().defaultTo('[]');
    t.boolean('is_quickstart_dismissed').notNullable().defaultTo(false);
    t.string('theme', 8).notNullable().defaultTo('light');
    t.text('totp_secret');
    t.text('totp_pending_secret');
    t.timestamp('totp_enabled_at', { useTz: true });
    t.jsonb('recovery_codes').notNullable().defaultTo('[]');
    t.boolean('is_staff').notNullable().defaultTo(false);
    t.jsonb('signup').notNullable().defaultTo('{}');
    t.integer('invited_by').references('users.id').onDelete('SET NULL');
    t.timestamp('invited_at', { useTz: true });
    t.timestamp('joined_at', { useTz: true });
    t.timestamp('password_changed_at', { useTz: true });
    t.timestamp('registration_completed_at', { useTz: true });
    t.timestamp('last_login_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['company_id']);
  });

  await knex.schema.createTable('organizations', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('description', 500).notNullable().defaultTo('');
    t.string('country', 100).notNullable().defaultTo('');
    t.integer('org_license_id');
    t.timestamps(true, true);
  });
  await knex.raw('CREATE UNIQUE INDEX organizations_company_name ON organizations (company_id, lower(name))');

  await knex.schema.createTable('properties', (t) => {
    t.increments('id');
    t.integer('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('url', 2048).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.boolean('is_default').notNullable().defaultTo(false);
    t.jsonb('products').notNullable().defaultTo('[]');
    t.boolean('form_status').notNullable().defaultTo(false);
    t.boolean('form_isactive').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });
  await knex.raw('CREATE UNIQUE INDEX properties_org_name ON properties (organization_id, lower(name))');
  await knex.raw(
    'CREATE UNIQUE INDEX properties_one_default ON properties (organization_id) WHERE is_default',
  );

  await knex.schema.alterTable('users', (t) => {
    t.foreign('default_organization_id').references('organizations.id').onDelete('SET NULL');
    t.foreign('default_property_id').references('properties.id').onDelete('SET NULL');
  });

  await knex.schema.createTable('organization_members', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.primary(['user_id', 'organization_id']);
  });

  await knex.schema.createTable('sessions', (t) => {
    t.uuid('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 16).notNullable();
    t.integer('impersonator_id').references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
    t.string('ip', 64);
    t.string('user_agent', 300);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  await knex.schema.createTable('one_time_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('purpose', 20).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.jsonb('meta').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'purpose']);
  });

  await knex.schema.createTable('outbox', (t) => {
    t.increments('id');
    t.string('to_address', 254).notNullable();
    t.string('subject', 300).notNullable();
    t.text('text').notNullable();
    t.text('html');
    t.string('status', 10).notNullable();
    t.text('error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.index(['to_address']);
  });

  await knex.schema.createTable('audit_log', (t) => {
    t.increments('id');
    t.integer('actor_user_id').references('users.id').onDelete('SET NULL');
    t.integer('subject_user_id').references('users.id').onDelete('SET NULL');
    t.integer('company_id').references('companies.id').onDelete('CASCADE');
    t.string('action', 60).notNullable();
    t.string('ip', 64);
    t.jsonb('meta').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('settings', (t) => {
    t.string('key', 60).primary();
    t.text('value').notNullable();
  });

  // The shape rate-limiter-flexible's PostgreSQL store expects.
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'rate_limits',
    'settings',
    'audit_log',
    'outbox',
    'one_time_tokens',
    'sessions',
    'organization_members',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('users', (t) => {
    t.dropForeign('default_organization_id');
    t.dropForeign('default_property_id');
  });
  for (const table of ['properties', 'organizations', 'users', 'companies']) {
    await knex.schema.dropTableIfExists(table);
  }
}
