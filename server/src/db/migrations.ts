import type { Knex } from 'knex';
import * as init from './migrations/0001_init.ts';
import * as quickstart from './migrations/0002_quickstart.ts';
import * as shell from './migrations/0003_shell.ts';
import * as billing from './migrations/0004_billing.ts';
import * as authHardening from './migrations/0005_auth_hardening.ts';
import * as helpArticles from './migrations/0006_help_articles.ts';
import * as idempotency from './migrations/0007_idempotency.ts';
import * as paging from './migrations/0008_paging.ts';
import * as jobs from './migrations/0009_jobs.ts';
import * as jobProgress from './migrations/0010_job_progress.ts';
import * as cookieConsent from './migrations/0011_cookie_consent.ts';
import * as consentLedger from './migrations/0012_consent_ledger.ts';
import * as oneConsentJob from './migrations/0013_one_consent_job.ts';
import * as dsar from './migrations/0014_dsar.ts';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
  /** `{ transaction: false }` runs the migration outside knex's transaction. */
  config?: { transaction?: boolean };
}

// A static list: a directory of .ts files cannot be loaded outside tsx.
const migrations: Record<string, Migration> = {
  '0001_init': init,
  '0002_quickstart': quickstart,
  '0003_shell': shell,
  '0004_billing': billing,
  '0005_auth_hardening': authHardening,
  '0006_help_articles': helpArticles,
  '0007_idempotency': idempotency,
  '0008_paging': paging,
  '0009_jobs': jobs,
  '0010_job_progress': jobProgress,
  '0011_cookie_consent': cookieConsent,
  '0012_consent_ledger': consentLedger,
  '0013_one_consent_job': oneConsentJob,
  '0014_dsar': dsar,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name] as Migration,
};
