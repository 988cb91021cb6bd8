import type { Schemas } from '@privacy-portal/sdk';
import { TwoFactorConfirmRequest as TwoFactorConfirmRequestRules } from '@privacy-portal/sdk/form-rules';
import { contractRules } from '@privacy-portal/sdk/react';
import { Button } from '@privacy-portal/ui/Button';
import { ApiFormElement } from '../../components/ApiFormElement.tsx';
import { FormTextField } from '../../components/FormTextField.tsx';
import forms from '../../components/forms.module.css';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useConfirmTwoFactor } from './profile.queries.ts';
import styles from './UserProfile.module.css';

type Values = { code: string };

const LABELS = { code: 'Authentication code' };
const CODE_MESSAGE = 'Enter the 6-digit code your authenticator app shows.';

/** Authenticator apps show the code in groups ("123 456"); the spaces are not part of it. */
const typed = (value: string) => value.replace(/\s+/g, '');

/** The contract's TwoFactorConfirmRequest check of the code, on the code as it is sent. */
const CODE_RULES = contractRules(TwoFactorConfirmRequestRules, 'code', LABELS.code, {
  required: CODE_MESSAGE,
  pattern: CODE_MESSAGE,
  prepare: typed,
});

export interface TwoFactorSetupFormProps {
  setup: Schemas['TwoFactorSetup'];
  email: string;
  /** The code was accepted: two-factor is on and these are the recovery codes. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the key), then confirm with a first code (POST /update-app-authencation). */
export function TwoFactorSetupForm({ setup, email, onEnabled, onCancel }: TwoFactorSetupFormProps) {
  const confirmCode = useConfirmTwoFactor();
  // A wrong code comes back as a field error on `code`; otp_not_pending (set-up cancelled in another
  // tab) goes above the form.
  const form = useApiForm<Values>({ labels: LABELS, defaultValues: { code: '' } });

  const confirm = form.submitWith(async ({ code }) => {
    const result = await confirmCode.mutateAsync({ body: { code: typed(code) } });
    onEnabled(result.response.recovery_codes);
  });

  return (
    <div className={forms.form}>
      <ol className={styles.steps}>
        <li>Open an authenticator app such as Google Authenticator, Microsoft Authenticator or 1Password.</li>
        <li>Scan this QR code, or enter the setup key by hand.</li>
        <li>Type the 6-digit code the app shows for Privacy Portal.</li>
      </ol>
      <div className={styles.qrRow}>
        <img
          className={styles.qr}
          src={setup.qr_code}
          width={180}
          height={180}
          alt={`QR code that adds Privacy Portal (${email}) to an authenticator app`}
        />
        <div>
          <p className={styles.keyLabel}>Setup key</p>
          <p>
            <code className={styles.secret}>{setup.secret}</code>
          </p>
          <p className={styles.muted}>Choose a time-based key if the app asks.</p>
        </div>
      </div>
      <ApiFormElement form={form} onSubmit={(event) => void confirm(event)}>
        <FormTextField<Values>
          label={LABELS.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          isRequired
          maxLength={7}
          rules={CODE_RULES}
        />
        <div className={forms.actions}>
          <Button type="submit" loading={form.busy}>
            Verify and turn on
          </Button>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.busy}>
            Cancel
          </Button>
        </div>
      </ApiFormElement>
    </div>
  );
}
