/**
 * Demo Retail's web form and its published versions, read from the real API's recorded answers
 * (mocks/fixtures/dsar.json), so that the mocks show what the server's own demo seed shows.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { DEMO_IDS } from '../seed.ts';
import { recordedResponse } from './recording.ts';
import type { MockDsarForm, MockDsarFormVersion } from './state.ts';

/** The recorded urls the demo rows come from (scripts/record-fixtures.requests.ts). */
export const DEMO_DSAR_LISTS = {
  form: '/ccpa/form/1/1/1',
  versions: '/dsar/publish-history/1/1/1?limit=100',
} as const;

/** The ids of the demo rows that stories and tests name. */
export const DEMO_DSAR_IDS = {
  form: 1,
  /** The form's one published version, live. */
  activeVersion: 1,
  /** The standard workflow (any request type). */
  workflow: 1,
} as const;

export const DEMO_DSAR_FORM_IDENTIFIER = 'demo-retail-privacy';

export interface DsarDemoRows {
  forms: MockDsarForm[];
  versions: MockDsarFormVersion[];
}

function demoForm(versions: MockDsarFormVersion[]): MockDsarForm {
  const { public_url: _p, version: _v, ...form } = recordedResponse<Schemas['Form']>(DEMO_DSAR_LISTS.form);
  return {
    ...form,
    company_id: DEMO_IDS.company,
    active_version_id: versions.find((v) => v.version === _v)?.id ?? null,
    last_version: Math.max(0, ...versions.map((v) => v.version)),
    deleted_at: null,
  };
}

export function demoDsarRows(): DsarDemoRows {
  const versions = recordedResponse<Schemas['FormVersion'][]>(DEMO_DSAR_LISTS.versions);
  const form = recordedResponse<Schemas['Form']>(DEMO_DSAR_LISTS.form);
  const versionRows: MockDsarFormVersion[] = versions.map((v) => ({
    id: v.id,
    form_id: v.form_id,
    version: v.version,
    // The history does not show a version's definition; the demo's one version is the form's.
    definition: form.definition,
    note: v.note,
    published_by: v.published_by,
    published_at: v.published_at,
  }));
  return { forms: [demoForm(versionRows)], versions: versionRows };
}
