import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Checkbox } from '@privacy-portal/ui/Checkbox';
import { useState } from 'react';
import forms from '../../components/forms.module.css';
import styles from './UserProfile.module.css';

export interface RecoveryCodesProps {
  codes: string[];
  /** The user confirmed they saved the codes; they are not shown again. */
  onDone: () => void;
}

/** The recovery codes, shown once right after two-factor is turned on. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [acknowledged, setAcknowledged] = useState(false);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch {
      // No clipboard (insecure origin, denied permission): the codes stay selectable on screen.
      setCopy('failed');
    }
  }

  return (
    <div className={forms.form}>
      <Alert tone="success" title="Two-factor authentication is on.">
        Save these recovery codes somewhere safe, such as a password manager. Each code works once, in place
        of the authenticator code, if you lose your phone. They are shown only now.
      </Alert>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={forms.actions}>
        <Button variant="secondary" onPress={() => void copyCodes()}>
          Copy codes
        </Button>
        <span role="status" className={styles.muted}>
          {copy === 'copied' ? 'The codes are copied to the clipboard.' : null}
          {copy === 'failed'
            ? 'Copying is not available here; select the codes and copy them by hand.'
            : null}
        </span>
      </div>
      <Checkbox isSelected={acknowledged} onChange={setAcknowledged}>
        I have saved these codes
      </Checkbox>
      <div className={forms.actions}>
        <Button onPress={onDone} isDisabled={!acknowledged}>
          Done
        </Button>
      </div>
    </div>
  );
}
