import { PASSWORD_MAX_LENGTH, type Schemas } from '@privacy-portal/sdk';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { FormDialog } from '../form-dialog/FormDialog.tsx';

type Field = 'password';

const LABELS: Record<Field, string> = { password: 'Password' };

export interface DisableTwoFactorDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Two-factor is off; the new status. */
  onDisabled: (status: Schemas['TwoFactorStatus']) => void;
}

/** Turning two-factor off asks for the password again (DELETE /delete-app-authencation). */
export function DisableTwoFactorDialog({ isOpen, onClose, onDisabled }: DisableTwoFactorDialogProps) {
  const [password, setPassword] = useState('');
  const form = useFormSubmit(LABELS);

  function close() {
    if (form.busy) return;
    setPassword('');
    form.reset();
    onClose();
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = password === '' ? { password: 'Enter your password to turn two-factor off.' } : {};
    const result = await form.submit(found, () =>
      send(api.DELETE('/delete-app-authencation', { body: { password } })),
    );
    if (!result) return;
    setPassword('');
    onDisabled(result.response);
  }

  return (
    <FormDialog
      title="Turn off two-factor authentication"
      isOpen={isOpen}
      form={form}
      onSubmit={confirm}
      onClose={close}
      intro={
        <p>
          Without it, your password alone opens your account. Your recovery codes stop working. Enter your
          password to confirm.
        </p>
      }
      submitLabel="Turn off"
      submitVariant="danger"
    >
      <TextField
        label={LABELS.password}
        type="password"
        name="password"
        autoComplete="current-password"
        isRequired
        autoFocus
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(value) => {
          setPassword(value);
          form.clearError('password');
        }}
        errorMessage={form.errors.password}
      />
    </FormDialog>
  );
}
