import type { components } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageQuery } from '../../../db/keyset.ts';
import { type PublishTables, versionNumber } from '../../publishing/publish-history.queries.ts';

type Schemas = components['schemas'];
export type FormDefinition = Schemas['FormDefinition'];

export interface FormRow {
  id: number;
  company_id: number;
  organization_id: number;
  property_id: number;
  name: string;
  identifier: string;
  definition: FormDefinition;
  status: Schemas['FormStatus'];
  active_version_id: number | null;
  last_version: number;
  created_by: number | null;
  published_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface FormVersionRow {
  id: number;
  form_id: number;
  version: number;
  definition: FormDefinition;
  note: string | null;
  published_by: number | null;
  published_at: Date;
}

/** A form's publish history (the shared one, publishing/publish-history.*): deleted forms do not count. */
export const FORM_TABLES: PublishTables = {
  owners: 'dsar_forms',
  ownerKey: 'id',
  draft: 'definition',
  versions: 'dsar_form_versions',
  versionOwner: 'form_id',
  content: 'definition',
  live: (q) => q.whereNull('deleted_at'),
};

const live = (db: Db) => db('dsar_forms').whereNull('deleted_at');

export async function findForm(db: Db, propertyId: number, id: number): Promise<FormRow | undefined> {
  return (await live(db).where({ id, property_id: propertyId }).first()) as FormRow | undefined;
}

/** A form by id alone, for the operations that name only the form: the caller checks its organization. */
export async function findFormById(db: Db, id: number): Promise<FormRow | undefined> {
  return (await live(db).where({ id }).first()) as FormRow | undefined;
}

export async function identifierTaken(db: Db, identifier: string, exceptId?: number): Promise<boolean> {
  const q = live(db).where({ identifier });
  if (exceptId !== undefined) q.whereNot({ id: exceptId });
  return Boolean(await q.first('id'));
}

const FORM_KEYSET: Keyset = { parts: [{ sql: 'f.id', type: 'integer' }], direction: 'desc' };

export async function formPage(db: Db, propertyId: number, page: PageQuery) {
  const q = db('dsar_forms as f')
    .whereNull('f.deleted_at')
    .where('f.property_id', propertyId)
    .select(
      'f.*',
      db.raw('(select v.version from dsar_form_versions v where v.id = f.active_version_id) as live_version'),
      db.raw('(select count(*) from dsar_requests r where r.form_id = f.id) as requests'),
    );
  return keysetPage<FormRow & { live_version: number | null; requests: number | string }>(
    q,
    FORM_KEYSET,
    page,
  );
}

export async function liveVersionNumber(db: Db, form: FormRow): Promise<number | null> {
  return versionNumber(db, FORM_TABLES, form.active_version_id);
}

export async function insertForm(db: Db, row: Partial<FormRow>): Promise<FormRow> {
  const [created] = await db('dsar_forms')
    .insert({ ...row, definition: JSON.stringify(row.definition) })
    .returning('*');
  return created as FormRow;
}

export async function updateForm(db: Db, id: number, patch: Partial<FormRow>): Promise<FormRow> {
  const values: Record<string, unknown> = { ...patch, updated_at: db.fn.now() };
  if (patch.definition) values.definition = JSON.stringify(patch.definition);
  const [row] = await db('dsar_forms').where({ id }).update(values).returning('*');
  return row as FormRow;
}

export async function findVersion(db: Db, id: number): Promise<FormVersionRow | undefined> {
  return (await db('dsar_form_versions').where({ id }).first()) as FormVersionRow | undefined;
}

/** The live definition of a published form, by its public identifier. */
export async function publishedForm(
  db: Db,
  identifier: string,
): Promise<{ form: FormRow; version: FormVersionRow } | undefined> {
  const form = (await live(db).where({ identifier }).whereNotNull('active_version_id').first()) as
    | FormRow
    | undefined;
  if (!form?.active_version_id) return undefined;
  const version = await findVersion(db, form.active_version_id);
  return version ? { form, version } : undefined;
}

export async function formRequestCounts(db: Db, formId: number, today: string) {
  const row = (await db('dsar_requests')
    .where({ form_id: formId })
    .first(
      db.raw('count(*) as total'),
      db.raw("count(*) filter (where status in ('unverified', 'new', 'in_progress')) as open"),
      db.raw(
        "count(*) filter (where status in ('unverified', 'new', 'in_progress') and due_on < ?) as overdue",
        [today],
      ),
    )) as { total: number | string; open: number | string; overdue: number | string };
  return { total: Number(row.total), open: Number(row.open), overdue: Number(row.overdue) };
}

/** Keeps the property's DSAR flags (spec: form_status, form_isactive) in step with its forms. */
export async function syncPropertyFormFlags(db: Db, propertyId: number): Promise<void> {
  const row = (await live(db)
    .where({ property_id: propertyId })
    .first(
      db.raw('count(*) as forms'),
      db.raw('count(*) filter (where active_version_id is not null) as published'),
    )) as { forms: number | string; published: number | string };
  await db('properties')
    .where({ id: propertyId })
    .update({ form_status: Number(row.forms) > 0, form_isactive: Number(row.published) > 0 });
}
