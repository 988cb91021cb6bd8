import { passwordProblems } from '@privacy-portal/sdk';
import type { RegisterOptions } from 'react-hook-form';

export type PasswordField = 'current_password' | 'new_password' | 'confirm_password';
export type PasswordValues = Record<PasswordField, string>;

export const PASSWORD_LABELS: Record<PasswordField, string> = {
  current_password: 'Current password',
  new_password: 'New password',
  confirm_password: 'Confirm new password',
};

export const EMPTY_PASSWORDS: PasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/**
 * What is wrong with one field, by the same rules the server applies (passwordProblems) plus the two
 * that span fields (differ from the current password, match the confirmation); undefined when fine.
 */
export function passwordFieldProblem(field: PasswordField, values: PasswordValues): string | undefined {
  const { current_password: current, new_password: next, confirm_password: confirmation } = values;
  switch (field) {
    case 'current_password':
      return current === '' ? 'Enter your current password.' : undefined;
    case 'new_password': {
      if (next === '') return 'Enter a new password.';
      const problems = passwordProblems(next);
      if (problems.length > 0) return `The new password ${problems.join(', ')}.`;
      return next === current ? 'The new password must differ from the current password.' : undefined;
    }
    case 'confirm_password':
      if (confirmation === '') return 'Enter the new password again.';
      return confirmation === next ? undefined : 'The passwords do not match.';
  }
}

/** The react-hook-form checks of one field of the change-password form. */
export function passwordFieldRules(field: PasswordField): RegisterOptions<PasswordValues, PasswordField> {
  return { validate: (_value, values) => passwordFieldProblem(field, values) ?? true };
}
