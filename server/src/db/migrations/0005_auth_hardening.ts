import type { Knex } from 'knex';

/**
 * Hardening of the login: the last accepted TOTP time step per user, so that a code works once.
 * TOTP secrets stored in plain text before encryption at rest are sealed at every start
 * (auth/two-factor.queries.ts, sealPlaintextTotpSecrets), not here: the key comes from the
 * configuration (SECRETS_KEY) or the settings table, which a migration does not see.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('totp_last_step');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('totp_last_step');
  });
}
