import type { Knex } from 'knex';

// One export and one chain check at a time per property, held by the database: a check-then-insert
// let parallel requests start several (issue 14's review).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "CREATE UNIQUE INDEX consent_exports_one_active ON consent_exports (property_id) WHERE status IN ('queued', 'running')",
  );
  await knex.raw(
    "CREATE UNIQUE INDEX ledger_verifications_one_active ON ledger_verifications (ledger, chain_id) WHERE status IN ('queued', 'running')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS ledger_verifications_one_active');
  await knex.raw('DROP INDEX IF EXISTS consent_exports_one_active');
}
