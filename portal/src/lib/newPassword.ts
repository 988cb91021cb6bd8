import { passwordProblems } from '@privacy-portal/sdk';
import { type BodyRules, contractRules, type RuleField } from '@privacy-portal/sdk/react';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';

type Rules<V extends FieldValues> = RegisterOptions<V, Path<V>>;

/** A form's own words for its password fields (e.g. 'The new password' on the change-password form). */
export interface PasswordWording {
  /** What an empty field is told. */
  empty?: string;
  /** The subject of the strength message: '<subject> needs at least …'. */
  subject?: string;
}

/**
 * A new password's checks: the sdk's password rule first (its wording names what is missing), then
 * the contract's limits of the body field.
 */
export function newPasswordRules<V extends FieldValues, R extends BodyRules>(
  schema: R,
  field: RuleField<R>,
  { empty = 'Choose a password.', subject = 'The password' }: PasswordWording = {},
): Rules<V> {
  const { validate } = contractRules(schema, field, 'Password');
  return {
    validate: {
      strength: (value: unknown) => {
        const password = typeof value === 'string' ? value : '';
        if (password === '') return empty;
        const problems = passwordProblems(password);
        return problems.length > 0 ? `${subject} ${problems.join(', ')}.` : true;
      },
      ...validate,
    },
  } as Rules<V>;
}

/** The confirmation must repeat the password field `passwordField` (a rule the contract cannot state). */
export function confirmationRules<V extends FieldValues>(
  passwordField: Path<V>,
  { empty = 'Enter the password again.' }: Pick<PasswordWording, 'empty'> = {},
): Rules<V> {
  return {
    validate: {
      match: (value: unknown, values: V) => {
        if (value === '' || value == null) return empty;
        return value === values[passwordField] ? true : 'The passwords do not match.';
      },
    },
  } as Rules<V>;
}
