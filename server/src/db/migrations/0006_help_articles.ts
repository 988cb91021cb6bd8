import type { Knex } from 'knex';

/**
 * Help articles get a stable key, so the start-up upsert (help/help.seed.ts) can bring edited and new
 * articles to existing databases. Before, migration 0003 inserted the articles once. The titles below
 * are those 0003 inserted, frozen here: a migration never reads live content.
 */
const KEYS_BY_TITLE: Record<string, string> = {
  'Getting started: company, organization and property': 'getting-started-company-organization-and-property',
  'Set up your cookie banner': 'set-up-your-cookie-banner',
  'Scan your website for cookies': 'scan-your-website-for-cookies',
  'Block scripts until visitors consent': 'block-scripts-until-visitors-consent',
  'Publish a DSAR web form': 'publish-a-dsar-web-form',
  'DSAR workflows and deadlines': 'dsar-workflows-and-deadlines',
  'Invite teammates and choose their role': 'invite-teammates-and-choose-their-role',
  'Turn on two-factor authentication': 'turn-on-two-factor-authentication',
  'Build a consent preference centre': 'build-a-consent-preference-centre',
  'Plans, licences and assigning them': 'plans-licences-and-assigning-them',
  'Verify your email address': 'verify-your-email-address',
  'Records of processing (ROPA)': 'records-of-processing-ropa',
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('help_articles', (t) => {
    t.string('key', 80).unique();
  });
  for (const [title, key] of Object.entries(KEYS_BY_TITLE)) {
    await knex('help_articles').where({ title }).whereNull('key').update({ key });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('help_articles', (t) => {
    t.dropColumn('key');
  });
}
