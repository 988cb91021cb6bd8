/**
 * Web forms: a draft definition the builder saves, published versions the hosted page shows (one of
 * them live), and the form count the plan allows (consumed in the transaction that creates the form).
 */
import type { components } from '@privacy-portal/sdk';
import {
  DSAR_CONFLICTS,
  DSAR_REASONS,
  defaultFormDefinition,
  formDefinitionProblems,
  publicFormUrl,
} from '@privacy-portal/sdk/dsar';
import { isLocale, type Locale } from '@privacy-portal/sdk/i18n';
import type { Db } from '../../../db/database.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { consume, release } from '../../billing/limits/limits.service.ts';
import type { DsarPropertyScope } from '../dsar.access.ts';
import { ensureDefaultWorkflow } from '../workflows/default-workflow.ts';
import {
  type FormRow,
  type FormVersionRow,
  findForm,
  findVersion,
  identifierTaken,
  insertForm,
  liveVersionNumber,
  syncPropertyFormFlags,
  updateForm,
} from './forms.queries.ts';

type Schemas = components['schemas'];

/** The builder's starting point: the spec's default form with the texts of the languages asked for. */
export function formTemplate(languages: string | undefined): Schemas['FormDefinition'] {
  const asked = (languages ?? 'en').split(',').map((l) => l.trim());
  const bad = asked.find((l) => !isLocale(l));
  if (bad !== undefined) {
    const reason = DSAR_REASONS.notLanguage(bad);
    throw new ApiError(400, 'validation_failed', `query.languages: ${reason}`, [
      { in: 'query', field: 'languages', reason },
    ]);
  }
  return defaultFormDefinition([...new Set(asked)] as Locale[]) as Schemas['FormDefinition'];
}

function checkDefinition(definition: Schemas['FormDefinition']): void {
  const problems = formDefinitionProblems(definition as never);
  if (problems.length) {
    const details = problems.map((p) => ({
      in: 'body' as const,
      field: `definition.${p.field}`,
      reason: p.reason,
    }));
    throw new ApiError(
      400,
      'validation_failed',
      details.map((d) => `body.${d.field} ${d.reason}`).join('; '),
      details,
    );
  }
}

const identifierTakenError = () =>
  new ApiError(409, 'name_taken', DSAR_REASONS.identifierTakenMessage, [
    { in: 'body', field: 'identifier', reason: DSAR_REASONS.identifierTaken },
  ]);

export async function presentForm(db: Db, appUrl: string, form: FormRow): Promise<Schemas['Form']> {
  const version = await liveVersionNumber(db, form);
  return {
    id: form.id,
    organization_id: form.organization_id,
    property_id: form.property_id,
    name: form.name,
    identifier: form.identifier,
    status: form.status,
    version,
    public_url: version === null ? null : publicFormUrl(appUrl, form.identifier),
    definition: form.definition,
    created_at: new Date(form.created_at).toISOString(),
    updated_at: new Date(form.updated_at).toISOString(),
    published_at: form.published_at ? new Date(form.published_at).toISOString() : null,
  };
}

export function presentVersion(v: FormVersionRow, activeId: number | null): Schemas['FormVersion'] {
  return {
    id: v.id,
    form_id: v.form_id,
    version: v.version,
    active: v.id === activeId,
    published_at: new Date(v.published_at).toISOString(),
    published_by: v.published_by_name ?? null,
    languages: v.definition.languages,
    note: v.note,
  };
}

export async function createForm(
  db: Db,
  scope: DsarPropertyScope,
  input: Schemas['FormInput'],
): Promise<FormRow> {
  checkDefinition(input.definition);
  let form: FormRow;
  try {
    form = await db.transaction(async (trx) => {
      if (await identifierTaken(trx, input.identifier)) throw identifierTakenError();
      await consume(trx, scope.limits, 'forms');
      const created = await insertForm(trx, {
        company_id: scope.m.companyId,
        organization_id: scope.org.id,
        property_id: scope.property.id,
        name: input.name,
        identifier: input.identifier,
        definition: input.definition,
        status: 'draft',
        created_by: scope.m.user.id,
      });
      await syncPropertyFormFlags(trx, scope.property.id);
      return created;
    });
  } catch (err) {
    // Two creations with one identifier at once: the unique index decides.
    if ((err as { code?: string }).code === '23505') throw identifierTakenError();
    throw err;
  }
  // The first form brings a workflow to follow, so its first request has stages at once.
  await ensureDefaultWorkflow(db, scope.org.id);
  return form;
}

export async function saveForm(
  db: Db,
  scope: DsarPropertyScope,
  id: number,
  input: Schemas['FormInput'],
): Promise<FormRow> {
  const form = await findForm(db, scope.property.id, id);
  if (!form) throw notFound('Form');
  checkDefinition(input.definition);
  if (await identifierTaken(db, input.identifier, form.id)) throw identifierTakenError();
  try {
    return await updateForm(db, form.id, {
      name: input.name,
      identifier: input.identifier,
      definition: input.definition,
      status: form.status === 'draft' ? 'draft' : 'changed',
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw identifierTakenError();
    throw err;
  }
}

export async function publishForm(
  db: Db,
  scope: DsarPropertyScope,
  id: number,
  note: string | undefined,
): Promise<Schemas['FormVersion']> {
  return db.transaction(async (trx) => {
    // The row lock makes parallel publishes take turns, so version numbers never collide.
    const form = (await trx('dsar_forms')
      .where({ id, property_id: scope.property.id })
      .whereNull('deleted_at')
      .forUpdate()
      .first()) as FormRow | undefined;
    if (!form) throw notFound('Form');
    const version = form.last_version + 1;
    const [row] = await trx('dsar_form_versions')
      .insert({
        form_id: form.id,
        version,
        definition: JSON.stringify(form.definition),
        note: note ?? null,
        published_by: scope.m.user.id,
      })
      .returning('*');
    const created = row as FormVersionRow;
    await trx('dsar_forms').where({ id: form.id }).update({
      last_version: version,
      active_version_id: created.id,
      status: 'published',
      published_at: trx.fn.now(),
      updated_at: trx.fn.now(),
    });
    await syncPropertyFormFlags(trx, scope.property.id);
    return presentVersion({ ...created, published_by_name: null }, created.id);
  });
}

/** The spec's PUT delete: the form goes (its page stops answering); its requests stay, unlinked. */
export async function deleteForm(db: Db, scope: DsarPropertyScope, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const form = await findForm(trx, scope.property.id, id);
    if (!form) throw notFound('Form');
    await trx('dsar_forms')
      .where({ id: form.id })
      .update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now() });
    await release(trx, scope.limits, 'forms');
    await syncPropertyFormFlags(trx, scope.property.id);
  });
}

export async function activateVersion(
  db: Db,
  scope: DsarPropertyScope,
  formId: number,
  versionId: number,
): Promise<Schemas['FormVersion']> {
  return db.transaction(async (trx) => {
    const form = await findForm(trx, scope.property.id, formId);
    if (!form) throw notFound('Form');
    const version = await findVersion(trx, versionId);
    if (!version || version.form_id !== form.id) throw notFound('Published version');
    await trx('dsar_forms')
      .where({ id: form.id })
      .update({
        active_version_id: version.id,
        // The draft now differs from what is live, unless it is that version.
        status:
          JSON.stringify(version.definition) === JSON.stringify(form.definition) ? 'published' : 'changed',
        updated_at: trx.fn.now(),
      });
    await syncPropertyFormFlags(trx, scope.property.id);
    return presentVersion(version, version.id);
  });
}

export async function deleteVersion(db: Db, scope: DsarPropertyScope, versionId: number): Promise<void> {
  const version = await findVersion(db, versionId);
  const form = version ? await findForm(db, scope.property.id, version.form_id) : undefined;
  if (!version || !form) throw notFound('Published version');
  if (form.active_version_id === version.id) {
    throw new ApiError(409, 'conflict', DSAR_CONFLICTS.liveVersion);
  }
  await db('dsar_form_versions').where({ id: version.id }).del();
}
