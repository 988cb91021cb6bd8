import type { FieldProblem } from '@privacy-portal/sdk/dsar';
import { formDefinitionProblems } from '@privacy-portal/sdk/dsar';
import type { FormDefinition, FormErrors } from '@privacy-portal/ui/dsar/formDefinition';

// Loaded when the builder saves (a dynamic import): the sdk's checks share a module with the
// visitors' messages in ten languages, which the builder's first view does without.

/** The definition's problems by path (sdk formDefinitionProblems, as the server applies them). */
export function definitionErrors(definition: FormDefinition): FormErrors {
  const errors: Record<string, string> = {};
  for (const { field, reason } of formDefinitionProblems(definition as never) as FieldProblem[]) {
    errors[field] ??= reason;
  }
  return errors;
}
