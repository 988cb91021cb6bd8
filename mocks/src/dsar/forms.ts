/** Web forms in the mocks: how the contract shows a form and its versions, and the property's form flags. */
import type { Schemas } from '@privacy-portal/sdk';
import { formDefinitionProblems, publicFormUrl } from '@privacy-portal/sdk/dsar';
import { MockApiError } from '../errors.ts';
import type { MockState } from '../state.ts';
import type { MockDsarForm, MockDsarFormVersion } from './state.ts';

/** The live version's number, once published. */
export const liveVersion = (state: MockState, form: MockDsarForm): MockDsarFormVersion | undefined =>
  form.active_version_id === null ? undefined : state.dsar.versions.get(form.active_version_id);

export function presentForm(state: MockState, form: MockDsarForm): Schemas['Form'] {
  const version = liveVersion(state, form)?.version ?? null;
  const { company_id: _c, active_version_id: _a, last_version: _l, deleted_at: _d, ...shown } = form;
  return {
    ...shown,
    version,
    public_url: version === null ? null : publicFormUrl(state.settings.appUrl, form.identifier),
  };
}

export function presentFormSummary(state: MockState, form: MockDsarForm): Schemas['FormSummary'] {
  const { definition, ...rest } = presentForm(state, form);
  return {
    ...rest,
    languages: definition.languages,
    requests: state.dsar.requests.list((r) => r.form_id === form.id).length,
  };
}

export const presentVersion = (
  v: MockDsarFormVersion,
  form: Pick<MockDsarForm, 'active_version_id'>,
): Schemas['FormVersion'] => ({
  id: v.id,
  form_id: v.form_id,
  version: v.version,
  active: v.id === form.active_version_id,
  published_at: v.published_at,
  published_by: v.published_by,
  languages: v.definition.languages,
  note: v.note,
});

/** 400 naming each problem of a definition the builder saves (sdk formDefinitionProblems). */
export function checkDefinition(definition: Schemas['FormDefinition']): void {
  const problems = formDefinitionProblems(definition as never);
  if (!problems.length) return;
  const details = problems.map((p) => ({
    in: 'body' as const,
    field: `definition.${p.field}`,
    reason: p.reason,
  }));
  const message = details.map((d) => `body.${d.field} ${d.reason}`).join('; ');
  throw new MockApiError(400, 'validation_failed', message, details);
}

/** The published form of an identifier, with its live version, or undefined. */
export function publishedForm(state: MockState, identifier: string) {
  const form = state.dsar.forms.find((f) => f.identifier === identifier && f.deleted_at === null);
  const version = form && liveVersion(state, form);
  return form && version ? { form, version } : undefined;
}

/** The properties' DSAR flags (spec form_status, form_isactive) in step with their forms. */
export function syncDsarFormFlags(state: Omit<MockState, 'reset'>, propertyId?: number): void {
  for (const p of state.properties.list((x) => propertyId === undefined || x.property_id === propertyId)) {
    const forms = state.dsar.forms.list((f) => f.property_id === p.property_id && f.deleted_at === null);
    p.form_status = forms.length > 0;
    p.form_isactive = forms.some((f) => f.active_version_id !== null);
  }
}
