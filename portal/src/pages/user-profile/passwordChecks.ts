import { passwordProblems } from '@privacy-portal/sdk';
import { compact } from '../../lib/validation.ts';

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

/** The same rules the server applies (passwordProblems), named per field. */
export function passwordFormErrors(values: PasswordValues): Partial<Record<PasswordField, string>> {
  const problems = passwordProblems(values.new_password);
  return compact({
    current_password: values.current_password === '' ? 'Enter your current password.' : undefined,
    new_password:
      values.new_password === ''
        ? 'Enter a new password.'
        : problems.length > 0
          ? `The new password ${problems.join(', ')}.`
          : values.new_password === values.current_password
            ? 'The new password must differ from the current password.'
            : undefined,
    confirm_password:
      values.confirm_password === ''
        ? 'Enter the new password again.'
        : values.confirm_password !== values.new_password
          ? 'The passwords do not match.'
          : undefined,
  });
}
