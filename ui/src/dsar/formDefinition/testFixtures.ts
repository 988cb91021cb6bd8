// Test support only (index.ts does not export it, so the package does not publish it).
import { defaultFormDefinition } from '@privacy-portal/sdk/dsar';
import { LOCALES } from '@privacy-portal/sdk/i18n';
import type { FormDefaults, FormDefinition, FormLocale, FormSummary, FormVersion } from './formTypes.ts';

/** The spec's default form in these languages (English alone by default). */
export function testDefinition(languages: FormLocale[] = ['en']): FormDefinition {
  return defaultFormDefinition(languages) as FormDefinition;
}

/** A form of the list; `extra` changes any field. */
export function testForm(id: number, extra: Partial<FormSummary> = {}): FormSummary {
  return {
    id,
    organization_id: 1,
    property_id: 1,
    name: `Form ${id}`,
    identifier: `form-${id}`,
    status: 'published',
    languages: ['en'],
    version: 1,
    requests: 0,
    public_url: `https://portal.test/privacy-request/form-${id}`,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-02-01T09:00:00.000Z',
    published_at: '2026-02-01T09:00:00.000Z',
    ...extra,
  };
}

/** A published version of form 1. */
export function testVersion(version: number, active: boolean, extra: Partial<FormVersion> = {}): FormVersion {
  return {
    id: 100 + version,
    form_id: 1,
    version,
    active,
    published_at: `2026-03-0${version}T10:00:00.000Z`,
    published_by: 'Olivia Owner',
    languages: ['en'],
    note: null,
    ...extra,
  };
}

/** The default texts in the ten languages, as the template gives them. */
export function testDefaults(): FormDefaults {
  return testDefinition([...LOCALES]).texts;
}
