import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import forms from '../forms.module.css';
import styles from './UserProfile.module.css';

type Field = 'code';

const LABELS: Record<Field, string> = { code: 'Authentication code' };

export interface TwoFactorSetupFormProps {
  setup: Schemas['TwoFactorSetup'];
  email: string;
  /** The code was accepted: two-factor is on and these are the recovery codes. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the key), then confirm with a first code (POST /update-app-authencation). */
export function TwoFactorSetupForm({ setup, email, onEnabled, onCancel }: TwoFactorSetupFormProps) {
  const [code, setCode] = useState('');
  // A wrong code comes back as a field error on `code`; otp_not_pending (set-up cancelled in another
  // tab) goes above the form.
  const form = useFormSubmit(LABELS);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Authenticator apps show the code in groups ("123 456"); the spaces are not part of it.
    const typed = code.replace(/\s+/g, '');
    const found = /^[0-9]{6}$/.test(typed)
      ? {}
      : { code: 'Enter the 6-digit code your authenticator app shows.' };
    const result = await form.submit(found, () =>
      send(api.POST('/update-app-authencation', { body: { code: typed } })),
    );
    if (result) onEnabled(result.response.recovery_codes);
  }

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
      <form ref={form.formRef} onSubmit={confirm} noValidate className={forms.form}>
        {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
        <TextField
          label={LABELS.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          isRequired
          maxLength={7}
          value={code}
          onChange={(value) => {
            setCode(value);
            form.clearError('code');
          }}
          errorMessage={form.errors.code}
        />
        <div className={forms.actions}>
          <Button type="submit" loading={form.busy}>
            Verify and turn on
          </Button>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.busy}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
