import type { Schemas } from '@privacy-portal/sdk';
import { PasswordConfirmRequest as PasswordConfirmRequestRules } from '@privacy-portal/sdk/form-rules';
import { contractMaxLength, contractRules } from '@privacy-portal/sdk/react';
import { FormProvider } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormTextField } from '../../components/FormTextField.tsx';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useDisableTwoFactor } from './profile.queries.ts';

type Values = { password: string };

const LABELS = { password: 'Password' };
const EMPTY: Values = { password: '' };
const PASSWORD_RULES = contractRules(PasswordConfirmRequestRules, 'password', LABELS.password, {
  required: 'Enter your password to turn two-factor off.',
});

export interface DisableTwoFactorDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Two-factor is off; the new status. */
  onDisabled: (status: Schemas['TwoFactorStatus']) => void;
}

/** Turning two-factor off asks for the password again (DELETE /delete-app-authencation). */
export function DisableTwoFactorDialog({ isOpen, onClose, onDisabled }: DisableTwoFactorDialogProps) {
  const disable = useDisableTwoFactor();
  const form = useApiForm<Values>({ labels: LABELS, defaultValues: EMPTY });

  function close() {
    if (form.busy) return;
    form.clearProblems();
    form.reset(EMPTY);
    onClose();
  }

  const confirm = form.submitWith(async ({ password }) => {
    const result = await disable.mutateAsync({ body: { password } });
    form.reset(EMPTY);
    onDisabled(result.response);
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        title="Turn off two-factor authentication"
        isOpen={isOpen}
        form={form}
        onSubmit={(event) => void confirm(event)}
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
        <FormTextField<Values>
          label={LABELS.password}
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          autoFocus
          maxLength={contractMaxLength(PasswordConfirmRequestRules, 'password')}
          rules={PASSWORD_RULES}
        />
      </FormDialog>
    </FormProvider>
  );
}
