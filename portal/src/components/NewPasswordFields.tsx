import { PASSWORD_HINT, PASSWORD_MAX_LENGTH } from '@privacy-portal/sdk';
import { TextField } from '@privacy-portal/ui/TextField';

interface NewPasswordFieldsProps {
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
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={onPasswordChange}
        description={PASSWORD_HINT}
        errorMessage={passwordError}
      />
      <TextField
        label="Confirm password"
        name="confirmpassword"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={confirmation}
        onChange={onConfirmationChange}
        errorMessage={confirmationError}
      />
    </>
  );
}
