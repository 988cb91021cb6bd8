import type { Knex } from 'knex';

// How far a running job has come (pages scanned of the total, rows exported): pg-boss keeps a job's
// state but no progress, and the portal shows a progress bar for long work.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_progress', (t) => {
    t.uuid('job_id').primary();
    t.string('queue', 50).notNullable();
    t.integer('done').notNullable();
    t.integer('total');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_progress');
}
