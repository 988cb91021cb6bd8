import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    // The completion flags of the quick-start links; texts and targets come from the sdk defaults.
    t.jsonb('quickstart_sections');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('quickstart_sections');
  });
}
