import type { Knex } from 'knex';

// Cookie Consent II (issue 14): the consent records visitors' choices leave (append-only, one hash chain
// per property, partitioned by month), the ledger's chain heads (shared with Consent Preference), daily
// rollups the dashboard reads, pageviews, the embed's installation check, exports and chain checks.
export async function up(knex: Knex): Promise<void> {
  // The partition key must be part of the primary key; (property_id, seq) alone is unique by the chain.
  await knex.raw(`
    CREATE TABLE consent_records (
      property_id integer NOT NULL,
      seq bigint NOT NULL,
      consent_id uuid NOT NULL,
      recorded_at timestamptz NOT NULL,
      banner_version integer NOT NULL,
      choice text NOT NULL,
      granted jsonb NOT NULL,
      denied jsonb NOT NULL,
      gpc boolean NOT NULL,
      tc_string text,
      consent_mode jsonb,
      region text,
      country text,
      device text NOT NULL,
      language text,
      page_url text NOT NULL,
      user_agent text NOT NULL,
      ip_hash text NOT NULL,
      over_limit boolean NOT NULL DEFAULT false,
      prev_hash char(64) NOT NULL,
      hash char(64) NOT NULL,
      PRIMARY KEY (property_id, seq, recorded_at)
    ) PARTITION BY RANGE (recorded_at)`);
  // Months get their own partitions (consentPartitions.ts creates them ahead); the default catches the rest.
  await knex.raw('CREATE TABLE consent_records_default PARTITION OF consent_records DEFAULT');
  // The log's keyset order (newest first) and a consent id's history.
  await knex.raw(
    'CREATE INDEX consent_records_log ON consent_records (property_id, recorded_at DESC, seq DESC)',
  );
  await knex.raw('CREATE INDEX consent_records_consent ON consent_records (property_id, consent_id)');

  // One row per chain: its last link. Locked (FOR UPDATE) by the batch that extends the chain.
  await knex.schema.createTable('ledger_heads', (t) => {
    t.string('ledger', 40).notNullable();
    t.integer('chain_id').notNullable();
    t.bigInteger('seq').notNullable().defaultTo(0);
    t.specificType('hash', 'char(64)').notNullable();
    t.primary(['ledger', 'chain_id']);
  });

  // Daily salts for visitors' addresses: a salt older than its retention is deleted, and with it any
  // way to link a hash back to an address.
  await knex.schema.createTable('consent_salts', (t) => {
    t.date('day').primary();
    t.string('salt', 64).notNullable();
  });

  // Rollups, written in the same transaction as the records they count.
  await knex.schema.createTable('consent_daily', (t) => {
    t.integer('property_id').notNullable().references('id').inTable('properties').onDelete('CASCADE');
    t.date('day').notNullable();
    t.string('country', 2).notNullable(); // ZZ when unknown
    t.string('device', 10).notNullable();
    t.string('choice', 12).notNullable();
    t.boolean('gpc').notNullable();
    t.integer('consents').notNullable().defaultTo(0);
    t.integer('opted_in').notNullable().defaultTo(0); // granted at least one optional category
    t.primary(['property_id', 'day', 'country', 'device', 'choice', 'gpc']);
  });
  await knex.schema.createTable('consent_daily_categories', (t) => {
    t.integer('property_id').notNullable().references('id').inTable('properties').onDelete('CASCADE');
    t.date('day').notNullable();
    t.string('category', 20).notNullable();
    t.integer('granted').notNullable().defaultTo(0);
    t.integer('denied').notNullable().defaultTo(0);
    t.primary(['property_id', 'day', 'category']);
  });
  await knex.schema.createTable('pageviews_daily', (t) => {
    t.integer('property_id').notNullable().references('id').inTable('properties').onDelete('CASCADE');
    t.date('day').notNullable();
    t.bigInteger('count').notNullable().defaultTo(0);
    t.primary(['property_id', 'day']);
  });

  // What the embed reported last (the Implementation page's installation check).
  await knex.schema.createTable('embed_installations', (t) => {
    t.integer('property_id').primary().references('id').inTable('properties').onDelete('CASCADE');
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.text('last_seen_url').notNullable();
    t.boolean('consent_mode_first').notNullable();
    t.boolean('google_tag_before').notNullable();
    t.string('embed_version', 20);
  });

  // Notices already sent for a month's limit (pageviews, consents), so the company is told once.
  await knex.schema.createTable('usage_notices', (t) => {
    t.integer('property_id').notNullable().references('id').inTable('properties').onDelete('CASCADE');
    t.string('kind', 20).notNullable();
    t.string('month', 7).notNullable(); // YYYY-MM
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['property_id', 'kind', 'month']);
  });

  // Exports and chain checks run as jobs; their rows say what was asked and what came of it.
  await knex.schema.createTable('consent_exports', (t) => {
    t.uuid('id').primary(); // the job's id
    t.integer('property_id').notNullable().references('id').inTable('properties').onDelete('CASCADE');
    t.integer('requested_by').references('id').inTable('users').onDelete('SET NULL');
    t.jsonb('filters').notNullable();
    t.string('status', 12).notNullable().defaultTo('queued');
    t.string('file_name', 200);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.index(['property_id', 'created_at']);
  });
  await knex.schema.createTable('ledger_verifications', (t) => {
    t.uuid('id').primary(); // the job's id
    t.string('ledger', 40).notNullable();
    t.integer('chain_id').notNullable();
    t.string('status', 12).notNullable().defaultTo('queued');
    t.bigInteger('checked').notNullable().defaultTo(0);
    t.jsonb('first_broken');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.index(['ledger', 'chain_id', 'started_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'ledger_verifications',
    'consent_exports',
    'usage_notices',
    'embed_installations',
    'pageviews_daily',
    'consent_daily_categories',
    'consent_daily',
    'consent_salts',
    'ledger_heads',
    'consent_records',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
