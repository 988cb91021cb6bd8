import { ChangePasswordRequest as ChangePasswordRequestRules } from '@privacy-portal/sdk/form-rules';
import { contractRules } from '@privacy-portal/sdk/react';
import type { RegisterOptions } from 'react-hook-form';
import { confirmationRules, newPasswordRules } from '../../lib/newPassword.ts';

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

type Rules = RegisterOptions<PasswordValues, PasswordField>;

const newPassword = newPasswordRules<PasswordValues, typeof ChangePasswordRequestRules>(
  ChangePasswordRequestRules,
  'new_password',
  {
    empty: 'Enter a new password.',
    subject: 'The new password',
  },
);

/**
 * The change-password form's checks: the contract's ChangePasswordRequest and the sdk's password rule
 * (lib/newPassword.ts, as on every password form), plus the one this form adds: a new password.
 */
export const PASSWORD_RULES: Record<PasswordField, Rules> = {
  current_password: contractRules(
    ChangePasswordRequestRules,
    'current_password',
    PASSWORD_LABELS.current_password,
    {
      required: 'Enter your current password.',
    },
  ) as Rules,
  new_password: {
    validate: {
      ...(newPassword.validate as Record<string, (value: unknown, values: PasswordValues) => string | true>),
      differs: (value: unknown, values: PasswordValues) =>
        value === values.current_password ? 'The new password must differ from the current password.' : true,
    },
  },
  confirm_password: confirmationRules<PasswordValues>('new_password', {
    empty: 'Enter the new password again.',
  }),
};
