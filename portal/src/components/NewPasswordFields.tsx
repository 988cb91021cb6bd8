import { PASSWORD_MAX_LENGTH } from '@privacy-portal/sdk';
import { PASSWORD_HINT } from '../lib/validation.ts';
import { TextField } from './TextField.tsx';

interface NewPasswordFieldsProps {
  idPrefix: string;
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordError?: string | undefined;
  confirmationError?: string | undefined;
  passwordLabel?: string;
}

/** A new password with its confirmation, as used by sign-up, reset and invitation. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordError,
  confirmationError,
  passwordLabel = 'Password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        hint={PASSWORD_HINT}
        error={passwordError}
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmationChange}
        error={confirmationError}
        maxLength={PASSWORD_MAX_LENGTH}
      />
    </>
  );
}
