import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('text', 500).notNullable();
    t.boolean('read').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'active', 'created_at']);
  });
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('notifications_visited_at', { useTz: true });
  });

  await knex.schema.createTable('help_articles', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.string('summary', 400).notNullable();
    t.text('body').notNullable();
    t.jsonb('categories').notNullable().defaultTo('[]');
    t.integer('reads').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Full-text search over title, summary and body (PostgreSQL and PGlite alike).
  await knex.raw(
    "CREATE INDEX help_articles_search ON help_articles USING gin (to_tsvector('english', title || ' ' || summary || ' ' || body))",
  );
  // The articles themselves are product content, upserted at every start (help/help.seed.ts).

  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id');
    t.string('name', 60).notNullable();
    t.string('email', 254).notNullable();
    t.string('company', 100).notNullable().defaultTo('');
    t.string('topic', 20).notNullable().defaultTo('other');
    t.text('message').notNullable();
    t.string('ip', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('contact_messages');
  await knex.schema.dropTableIfExists('help_articles');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('notifications_visited_at');
  });
  await knex.schema.dropTableIfExists('notifications');
}
