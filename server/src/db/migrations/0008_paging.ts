import type { Knex } from 'knex';

// Indexes in the sort keys of the keyset-paged lists (db/keyset.ts), so a page reads only its rows:
// the company (or organization) first, then the list's order ending in the id.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX organizations_company_name_id ON organizations (company_id, lower(name), id)');
  await knex.raw(
    'CREATE INDEX properties_organization_name_id ON properties (organization_id, lower(name), id)',
  );
  await knex.raw(
    'CREATE INDEX users_company_name ON users (company_id, lower(firstname), lower(lastname), id)',
  );
  await knex.raw('CREATE INDEX subscriptions_company_newest ON subscriptions (company_id, created_at, id)');
  // The licensed / unlicensed lists ask "has this property (organization) a live licence?" per row.
  await knex.raw('CREATE INDEX licences_property ON licences (property_id) WHERE property_id IS NOT NULL');
  await knex.raw(
    'CREATE INDEX licences_organization ON licences (organization_id) WHERE organization_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS licences_organization');
  await knex.raw('DROP INDEX IF EXISTS licences_property');
  await knex.raw('DROP INDEX IF EXISTS subscriptions_company_newest');
  await knex.raw('DROP INDEX IF EXISTS users_company_name');
  await knex.raw('DROP INDEX IF EXISTS properties_organization_name_id');
  await knex.raw('DROP INDEX IF EXISTS organizations_company_name_id');
}
