import { DEFAULT_DSAR_SETTINGS } from '@privacy-portal/sdk/dsar';
import type { Knex } from 'knex';

// DSAR (issue 15): web forms and their publish history, workflows, e-mail templates, settings, and
// requests with their tasks, attachments, audit events and e-mails; daily rollups for the dashboard.
// Requests are organization data (DSAR is licensed per organization); a form belongs to a property.
// Requests are mutable work items (status, assignee, stage), so they are one table read through
// keyset indexes rather than monthly partitions; their events are append-only.
export async function up(knex: Knex): Promise<void> {
  const stamps = (t: Knex.CreateTableBuilder) => {
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  };
  const orgRef = (t: Knex.CreateTableBuilder) =>
    t.integer('organization_id').notNullable().references('id').inTable('organizations').onDelete('CASCADE');

  await knex.schema.createTable('dsar_forms', (t) => {
    t.increments('id').primary();
    t.integer('company_id').notNullable().references('id').inTable('companies').onDelete('CASCADE');
    orgRef(t);
    t.integer('property_id').notNullable().references('id').inTable('properties').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('identifier', 64).notNullable();
    t.jsonb('definition').notNullable();
    // draft | published | changed (published, with edits since)
    t.string('status', 10).notNullable().defaultTo('draft');
    t.integer('active_version_id');
    t.integer('last_version').notNullable().defaultTo(0);
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('published_at', { useTz: true });
    t.timestamp('deleted_at', { useTz: true });
    stamps(t);
  });
  // An identifier names one live form across the product (its public address); a deleted form's is freed.
  await knex.raw(
    'CREATE UNIQUE INDEX dsar_forms_identifier ON dsar_forms (identifier) WHERE deleted_at IS NULL',
  );
  await knex.raw(
    'CREATE INDEX dsar_forms_property ON dsar_forms (property_id, id DESC) WHERE deleted_at IS NULL',
  );

  await knex.schema.createTable('dsar_form_versions', (t) => {
    t.increments('id').primary();
    t.integer('form_id').notNullable().references('id').inTable('dsar_forms').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.jsonb('definition').notNullable();
    t.string('note', 200);
    t.integer('published_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['form_id', 'version']);
  });

  await knex.schema.createTable('dsar_workflows', (t) => {
    t.increments('id').primary();
    orgRef(t);
    t.string('name', 100).notNullable();
    t.string('request_type', 20); // null: any type without a workflow of its own
    t.boolean('active').notNullable().defaultTo(true);
    t.jsonb('stages').notNullable();
    stamps(t);
  });
  await knex.raw('CREATE UNIQUE INDEX dsar_workflows_name ON dsar_workflows (organization_id, lower(name))');
  // One active workflow per request type (and one active any-type workflow) takes new requests.
  await knex.raw(
    "CREATE UNIQUE INDEX dsar_workflows_active_type ON dsar_workflows (organization_id, coalesce(request_type, '')) WHERE active",
  );

  await knex.schema.createTable('dsar_templates', (t) => {
    t.increments('id').primary();
    orgRef(t);
    t.string('event', 20).notNullable();
    t.string('language', 5).notNullable();
    t.string('subject', 200).notNullable();
    t.text('body').notNullable();
    stamps(t);
    t.unique(['organization_id', 'event', 'language']);
  });

  await knex.schema.createTable('dsar_settings', (t) => {
    t.integer('organization_id').primary().references('id').inTable('organizations').onDelete('CASCADE');
    // The defaults an organization without a row has (the server reads the sdk constant for those).
    t.integer('verify_reminder_days').notNullable().defaultTo(DEFAULT_DSAR_SETTINGS.verify_reminder_days);
    t.integer('verify_close_days').notNullable().defaultTo(DEFAULT_DSAR_SETTINGS.verify_close_days);
    t.integer('due_soon_days').notNullable().defaultTo(DEFAULT_DSAR_SETTINGS.due_soon_days);
    t.integer('reminder_days').notNullable().defaultTo(DEFAULT_DSAR_SETTINGS.reminder_days);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('dsar_requests', (t) => {
    t.increments('id').primary();
    t.integer('company_id').notNullable().references('id').inTable('companies').onDelete('CASCADE');
    orgRef(t);
    t.integer('property_id').notNullable().references('id').inTable('properties').onDelete('CASCADE');
    t.integer('form_id').references('id').inTable('dsar_forms').onDelete('SET NULL');
    t.integer('form_version');
    t.string('status', 20).notNullable();
    t.string('request_type', 20).notNullable();
    t.string('subject_type', 20).notNullable();
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('country', 2).notNullable();
    t.string('state', 6);
    t.string('city', 100);
    t.text('details').notNullable();
    t.string('language', 5).notNullable().defaultTo('en');
    t.jsonb('answers').notNullable().defaultTo('[]');
    t.string('jurisdiction', 20).notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.date('due_on').notNullable();
    t.date('original_due_on').notNullable();
    t.boolean('extended').notNullable().defaultTo(false);
    t.text('extension_reason');
    t.timestamp('acknowledged_at', { useTz: true });
    t.timestamp('verified_at', { useTz: true });
    t.string('verify_token_hash', 64);
    t.timestamp('verify_sent_at', { useTz: true });
    t.timestamp('verify_reminded_at', { useTz: true });
    t.integer('assignee_id').references('id').inTable('users').onDelete('SET NULL');
    t.integer('workflow_id').references('id').inTable('dsar_workflows').onDelete('SET NULL');
    t.string('workflow_name', 100);
    t.jsonb('stages').notNullable().defaultTo('[]'); // the workflow's stages when the request came
    t.integer('stage').notNullable().defaultTo(0);
    t.string('outcome', 10);
    t.text('outcome_note');
    t.timestamp('closed_at', { useTz: true });
    t.boolean('over_limit').notNullable().defaultTo(false);
    t.timestamp('reminded_at', { useTz: true });
    t.timestamp('overdue_notified_at', { useTz: true });
    t.string('search', 201).notNullable(); // lower(first_name || ' ' || last_name), for prefix search
    stamps(t);
  });
  // The inbox's orders, keyset-paged: by due date and by receipt, each within the organization.
  await knex.raw('CREATE INDEX dsar_requests_due ON dsar_requests (organization_id, due_on, id)');
  await knex.raw(
    'CREATE INDEX dsar_requests_received ON dsar_requests (organization_id, received_at DESC, id DESC)',
  );
  await knex.raw(
    'CREATE INDEX dsar_requests_status_due ON dsar_requests (organization_id, status, due_on, id)',
  );
  await knex.raw(
    'CREATE INDEX dsar_requests_assignee_due ON dsar_requests (organization_id, assignee_id, due_on, id)',
  );
  // Search by the beginning of a full name, a last name or an e-mail address.
  await knex.raw(
    'CREATE INDEX dsar_requests_email ON dsar_requests (organization_id, lower(email) text_pattern_ops)',
  );
  await knex.raw(
    'CREATE INDEX dsar_requests_last_name ON dsar_requests (organization_id, lower(last_name) text_pattern_ops)',
  );
  await knex.raw(
    'CREATE INDEX dsar_requests_search ON dsar_requests (organization_id, search text_pattern_ops)',
  );
  await knex.raw('CREATE INDEX dsar_requests_form ON dsar_requests (form_id, status)');
  // A workflow's open requests (its count, the delete check, ON DELETE SET NULL).
  await knex.raw('CREATE INDEX dsar_requests_workflow ON dsar_requests (workflow_id, status)');
  // The hourly reminder job's scans across organizations: unverified by age, open by due date.
  await knex.raw(
    "CREATE INDEX dsar_requests_unverified ON dsar_requests (received_at, id) WHERE status = 'unverified'",
  );
  await knex.raw(
    "CREATE INDEX dsar_requests_open_due ON dsar_requests (due_on, id) WHERE status IN ('unverified', 'new', 'in_progress')",
  );
  await knex.raw('CREATE UNIQUE INDEX dsar_requests_verify_token ON dsar_requests (verify_token_hash)');

  await knex.schema.createTable('dsar_request_tasks', (t) => {
    t.integer('request_id').notNullable().references('id').inTable('dsar_requests').onDelete('CASCADE');
    t.integer('stage').notNullable();
    t.integer('task').notNullable();
    t.integer('done_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('done_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['request_id', 'stage', 'task']);
  });

  await knex.schema.createTable('dsar_attachments', (t) => {
    t.increments('id').primary();
    t.integer('request_id').notNullable().references('id').inTable('dsar_requests').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    t.string('mime', 120).notNullable();
    t.integer('size').notNullable();
    t.string('sha256', 64).notNullable();
    t.string('storage_key', 200).notNullable();
    t.string('source', 10).notNullable().defaultTo('requester');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX dsar_attachments_request ON dsar_attachments (request_id, id)');

  await knex.schema.createTable('dsar_request_events', (t) => {
    t.increments('id').primary();
    t.integer('request_id').notNullable().references('id').inTable('dsar_requests').onDelete('CASCADE');
    t.string('kind', 30).notNullable();
    t.integer('actor_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('actor_name', 200);
    t.text('text').notNullable();
    t.jsonb('data').notNullable().defaultTo('{}');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX dsar_request_events_request ON dsar_request_events (request_id, id)');

  // Daily rollups for the dashboard: received per day, type and region; closed per day with days taken.
  await knex.schema.createTable('dsar_daily', (t) => {
    orgRef(t);
    t.integer('property_id').notNullable();
    t.date('day').notNullable();
    t.string('request_type', 20).notNullable();
    t.string('country', 2).notNullable();
    t.string('state', 6).notNullable().defaultTo('');
    t.integer('received').notNullable().defaultTo(0);
    t.primary(['organization_id', 'property_id', 'day', 'request_type', 'country', 'state']);
  });
  await knex.schema.createTable('dsar_closed_daily', (t) => {
    orgRef(t);
    t.integer('property_id').notNullable();
    t.date('day').notNullable();
    t.string('outcome', 20).notNullable();
    t.integer('days_to_close').notNullable();
    t.integer('closed').notNullable().defaultTo(0);
    t.primary(['organization_id', 'property_id', 'day', 'outcome', 'days_to_close']);
  });

  await knex.schema.createTable('dsar_exports', (t) => {
    t.uuid('id').primary();
    orgRef(t);
    t.integer('requested_by').references('id').inTable('users').onDelete('SET NULL');
    t.jsonb('filters').notNullable().defaultTo('{}');
    t.string('status', 12).notNullable().defaultTo('queued');
    t.integer('done').notNullable().defaultTo(0);
    t.integer('total');
    t.string('file_name', 200);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw(
    "CREATE UNIQUE INDEX dsar_exports_one_active ON dsar_exports (organization_id) WHERE status IN ('queued', 'running')",
  );

  await knex.schema.createTable('dsar_captchas', (t) => {
    t.uuid('id').primary();
    t.string('answer_hash', 64).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX dsar_captchas_expiry ON dsar_captchas (expires_at)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'dsar_captchas',
    'dsar_exports',
    'dsar_closed_daily',
    'dsar_daily',
    'dsar_request_events',
    'dsar_attachments',
    'dsar_request_tasks',
    'dsar_requests',
    'dsar_settings',
    'dsar_templates',
    'dsar_workflows',
    'dsar_form_versions',
    'dsar_forms',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
