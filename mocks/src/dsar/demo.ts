/** Demo Retail's DSAR rows that stories and tests name, as recorded (mocks/fixtures/dsar.json). */
import type { MockState } from '../state.ts';

export const DEMO_DSAR_IDS = {
  form: 1,
  /** The form's one published version, live. */
  activeVersion: 1,
  /** The standard workflow (any request type). */
  workflow: 1,
  /** A request recorded with its details and timeline (in progress, overdue). */
  request: 148,
} as const;

export const DEMO_DSAR_FORM_IDENTIFIER = 'demo-retail-privacy';

/**
 * The properties' DSAR form flags (form_status, form_isactive) as the real API lists them: the
 * platform's properties are still built by seed.ts, which does not know the demo's form.
 */
export function showDsarForms(state: Omit<MockState, 'reset'>): void {
  const listed = state.answers.read('/property/1?limit=100', 'owner@demo.test') as
    | { response: { property_id: number; form_status: boolean; form_isactive: boolean }[] }
    | undefined;
  for (const { property_id, form_status, form_isactive } of listed?.response ?? [])
    state.properties.update(property_id, { form_status, form_isactive });
}
