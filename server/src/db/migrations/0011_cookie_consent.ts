import type { Knex } from 'knex';

// Cookie Consent (issue 13): categories, the cookie inventory, scans and their schedules, scan behind
// login, Auto Cookie Blocking rules, vendors, the IAB Global Vendor List snapshot, and the banner with
// its publish history. Everything belongs to one property and goes with it.
export async function up(knex: Knex): Promise<void> {
  const propertyRef = (t: Knex.CreateTableBuilder) =>
    t.integer('property_id').notNullable().references('id').inTable('properties').onDelete('CASCADE');
  const stamps = (t: Knex.CreateTableBuilder) => {
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  };

  await knex.schema.createTable('cookie_categories', (t) => {
    t.increments('id').primary();
    propertyRef(t);
    t.string('key', 20); // a default category's key; null for custom ones
    t.string('name', 60).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.jsonb('translations').notNullable().defaultTo('{}');
    t.boolean('required').notNullable().defaultTo(false);
    t.integer('position').notNullable();
    stamps(t);
    t.unique(['property_id', 'key']);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX cookie_categories_property_name ON cookie_categories (property_id, lower(name))',
  );

  await knex.schema.createTable('cookies', (t) => {
    t.increments('id').primary();
    propertyRef(t);
    t.string('name', 255).notNullable();
    t.string('domain', 253).notNullable();
    t.string('path', 255).notNullable().defaultTo('/');
    t.string('type', 20).notNullable().defaultTo('cookie');
    t.integer('category_id').notNullable().references('id').inTable('cookie_categories');
    t.text('purpose').notNullable().defaultTo('');
    t.bigInteger('duration_seconds');
    t.string('duration', 60).notNullable().defaultTo('session');
    t.string('party', 10).notNullable();
    t.text('script_url');
    t.jsonb('pages').notNullable().defaultTo('[]');
    t.integer('page_count').notNullable().defaultTo(0);
    t.string('source', 10).notNullable();
    t.boolean('published').notNullable().defaultTo(false);
    t.timestamp('published_at', { useTz: true });
    t.string('platform', 120);
    t.timestamp('last_seen_at', { useTz: true });
    stamps(t);
    t.unique(['property_id', 'name', 'domain', 'path', 'type']);
  });
  await knex.raw('CREATE INDEX cookies_property_name_id ON cookies (property_id, lower(name), id)');
  await knex.raw('CREATE INDEX cookies_category ON cookies (category_id)');

  await knex.schema.createTable('scan_jobs', (t) => {
    t.increments('id').primary();
    propertyRef(t);
    t.string('status', 12).notNullable().defaultTo('queued');
    t.string('trigger', 10).notNullable();
    t.text('start_url').notNullable();
    t.integer('max_pages').notNullable();
    t.boolean('three_state').notNullable();
    t.boolean('behind_login').notNullable().defaultTo(false);
    t.integer('pages_total').notNullable().defaultTo(0);
    t.integer('pages_done').notNullable().defaultTo(0);
    t.integer('cookies_found').notNullable().defaultTo(0);
    t.integer('new_cookies').notNullable().defaultTo(0);
    t.integer('violations').notNullable().defaultTo(0);
    t.text('error');
    t.string('queue_job_id', 64);
    t.integer('schedule_id');
    t.jsonb('result'); // findings, pages, scripts: what the job details show
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('started_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw(
    'CREATE INDEX scan_jobs_property_newest ON scan_jobs (property_id, created_at DESC, id DESC)',
  );
  // One scan at a time per property: a second start while one is queued or running is refused.
  await knex.raw(
    "CREATE UNIQUE INDEX scan_jobs_one_active ON scan_jobs (property_id) WHERE status IN ('queued', 'running')",
  );

  await knex.schema.createTable('scan_schedules', (t) => {
    t.increments('id').primary();
    propertyRef(t);
    t.string('frequency', 10).notNullable();
    t.integer('hour').notNullable().defaultTo(2);
    t.boolean('three_state').notNullable().defaultTo(true);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('next_run_at', { useTz: true }).notNullable();
    t.timestamp('last_run_at', { useTz: true });
    stamps(t);
  });
  await knex.raw('CREATE INDEX scan_schedules_due ON scan_schedules (next_run_at) WHERE enabled');

  await knex.schema.createTable('scan_logins', (t) => {
    propertyRef(t).primary();
    t.text('login_url').notNullable();
    t.string('username_selector', 255).notNullable();
    t.string('password_selector', 255).notNullable();
    t.string('submit_selector', 255).notNullable();
    t.string('username', 255).notNullable();
    t.text('password_sealed').notNullable(); // AES-256-GCM (security/secrets.ts), never returned
    stamps(t);
  });

  await knex.schema.createTable('cookie_blocking', (t) => {
    propertyRef(t).primary();
    t.boolean('enabled').notNullable().defaultTo(false);
    stamps(t);
  });

  await knex.schema.createTable('blocking_rules', (t) => {
    t.increments('id').primary();
    propertyRef(t);
    t.string('pattern', 2048).notNullable();
    t.integer('category_id').notNullable().references('id').inTable('cookie_categories');
    t.string('source', 10).notNullable();
    t.string('description', 500).notNullable().defaultTo('');
    stamps(t);
    t.unique(['property_id', 'pattern']);
  });
  await knex.raw('CREATE INDEX blocking_rules_property_pattern ON blocking_rules (property_id, pattern, id)');

  await knex.schema.createTable('vendors', (t) => {
    t.increments('id').primary();
    propertyRef(t);
    t.string('kind', 10).notNullable();
    t.string('name', 200).notNullable();
    t.integer('gvl_id');
    t.jsonb('purposes').notNullable().defaultTo('[]');
    t.text('privacy_policy_url');
    t.integer('category_id').references('id').inTable('cookie_categories').onDelete('SET NULL');
    t.jsonb('cookies').notNullable().defaultTo('[]');
    stamps(t);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX vendors_property_list_id ON vendors (property_id, kind, gvl_id) WHERE gvl_id IS NOT NULL',
  );
  await knex.raw('CREATE INDEX vendors_property_name_id ON vendors (property_id, lower(name), id)');

  // The IAB TCF Global Vendor List and Google's ad-technology providers, as last fetched (or the
  // bundled snapshot): one row per list, replaced by the refresh job.
  await knex.schema.createTable('vendor_lists', (t) => {
    t.string('kind', 10).primary();
    t.integer('version');
    t.jsonb('data').notNullable();
    t.timestamp('fetched_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('banners', (t) => {
    propertyRef(t).primary();
    t.jsonb('draft').notNullable();
    t.timestamp('draft_updated_at', { useTz: true });
    t.integer('active_version_id');
    t.integer('last_version').notNullable().defaultTo(0);
    stamps(t);
  });

  await knex.schema.createTable('banner_versions', (t) => {
    t.increments('id').primary();
    propertyRef(t);
    t.integer('version').notNullable();
    t.jsonb('config').notNullable();
    t.string('note', 200).notNullable().defaultTo('');
    t.integer('published_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['property_id', 'version']);
  });
  await knex.raw(
    'CREATE INDEX banner_versions_property_newest ON banner_versions (property_id, version DESC, id)',
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'banner_versions',
    'banners',
    'vendor_lists',
    'vendors',
    'blocking_rules',
    'cookie_blocking',
    'scan_logins',
    'scan_schedules',
    'scan_jobs',
    'cookies',
    'cookie_categories',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
