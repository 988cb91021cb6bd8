/** The checks of one field as contractRules gives them (react-hook-form's `validate` map). */
export interface FieldRules {
  validate: Record<string, (value: unknown) => string | true>;
}

/**
 * The first message the field's rules give for a value, or undefined when it passes. For the login
 * steps, which check by the contract without react-hook-form: the login page must stay light.
 */
export function ruleProblem(rules: FieldRules, value: string): string | undefined {
  for (const check of Object.values(rules.validate)) {
    const result = check(value);
    if (result !== true) return result;
  }
  return undefined;
}
