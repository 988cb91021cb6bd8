import type { Schemas } from '@privacy-portal/sdk';
import { Alert, Button, Dialog, TextField } from '@privacy-portal/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import forms from '../forms.module.css';

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
    <Dialog
      title="Turn off two-factor authentication"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!form.busy}
    >
      <form ref={form.formRef} onSubmit={confirm} noValidate className={forms.form}>
        <p>
          Without it, your password alone opens your account. Your recovery codes stop working. Enter your
          password to confirm.
        </p>
        {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
        <TextField
          label={LABELS.password}
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          autoFocus
          maxLength={128}
          value={password}
          onChange={(value) => {
            setPassword(value);
            form.clearError('password');
          }}
          errorMessage={form.errors.password}
        />
        <div className={forms.actions}>
          <Button type="submit" variant="danger" loading={form.busy}>
            Turn off
          </Button>
          <Button variant="secondary" onPress={close} isDisabled={form.busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
