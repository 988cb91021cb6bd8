import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import { JOBS_SCHEMA } from '../../modules/jobs/jobs.queue.ts';
import { knexExecutor } from '../../modules/jobs/sql-executor.ts';

// pg-boss's own schema script opens and commits its own transaction (under an advisory lock), so
// this migration runs outside knex's.
export const config = { transaction: false };

// The job queue's tables (pg-boss, in its own schema), installed as a migration so that every
// database, the tests' snapshot included, has them before the first start. A later pg-boss version
// migrates its schema itself at start. The outbox keeps a queued mail's body until it is sent, and
// counts the attempts.
export async function up(knex: Knex): Promise<void> {
  await knexExecutor(knex).executeSql(PgBoss.getConstructionPlans(JOBS_SCHEMA));
  await knex.schema.alterTable('outbox', (t) => {
    t.integer('attempts').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.dropColumn('attempts');
  });
  await knex.raw(`DROP SCHEMA IF EXISTS ${JOBS_SCHEMA} CASCADE`);
}
