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
import type { PageInfo, PageQuery } from '../../../db/keyset.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { consume, release } from '../../billing/limits/limits.service.ts';
import { type HistoryVersion, ownerOfVersion } from '../../publishing/publish-history.queries.ts';
import {
  activateVersion as activateHistoryVersion,
  deleteVersion as deleteHistoryVersion,
  listVersions,
  type PublishHistory,
  publishVersion,
} from '../../publishing/publish-history.service.ts';
import type { DsarPropertyScope } from '../dsar.access.ts';
import { ensureDefaultWorkflow } from '../workflows/default-workflow.ts';
import {
  FORM_TABLES,
  type FormDefinition,
  type FormRow,
  findForm,
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

const FORM_HISTORY: PublishHistory = {
  tables: FORM_TABLES,
  names: { owner: 'Form', version: 'Published version' },
  activeConflict: () => DSAR_CONFLICTS.liveVersion,
};

function presentVersion(v: HistoryVersion<FormDefinition>): Schemas['FormVersion'] {
  return {
    id: v.id,
    form_id: v.owner,
    version: v.version,
    active: v.active,
    published_at: v.published_at,
    published_by: v.published_by,
    languages: v.content.languages,
    note: v.note,
  };
}

/** A form of the property's, by the scope: another property's form is a 404. */
const formRef = (scope: DsarPropertyScope, id: number) => ({
  key: id,
  where: { property_id: scope.property.id },
});

export async function formVersions(
  db: Db,
  scope: DsarPropertyScope,
  formId: number,
  paging: PageQuery,
): Promise<{ response: Schemas['FormVersion'][]; page: PageInfo }> {
  const form = await findForm(db, scope.property.id, formId);
  if (!form) throw notFound('Form');
  const { rows, page } = await listVersions<FormDefinition>(db, FORM_HISTORY, form.id, paging);
  return { response: rows.map(presentVersion), page };
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

/** Publishes the draft as the next version, which the hosted page shows at once. */
export async function publishForm(
  db: Db,
  scope: DsarPropertyScope,
  id: number,
  note: string | undefined,
): Promise<Schemas['FormVersion']> {
  const version = await publishVersion<FormDefinition>(
    db,
    FORM_HISTORY,
    formRef(scope, id),
    { note: note ?? null, userId: scope.m.user.id },
    {
      columns: () => ({ status: 'published', published_at: new Date() }),
      after: (trx) => syncPropertyFormFlags(trx, scope.property.id),
    },
  );
  return presentVersion(version);
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
  const version = await activateHistoryVersion<FormDefinition>(
    db,
    FORM_HISTORY,
    formRef(scope, formId),
    versionId,
    {
      // The draft now differs from what is live, unless it is that version.
      columns: (definition, form) => ({
        status: JSON.stringify(definition) === JSON.stringify(form.draft) ? 'published' : 'changed',
      }),
      after: (trx) => syncPropertyFormFlags(trx, scope.property.id),
    },
  );
  return presentVersion(version);
}

/** The operation names the version alone: its form must be one of the property's. */
export async function deleteVersion(db: Db, scope: DsarPropertyScope, versionId: number): Promise<void> {
  const formId = await ownerOfVersion(db, FORM_TABLES, versionId);
  await deleteHistoryVersion(db, FORM_HISTORY, formRef(scope, formId ?? 0), versionId);
}
