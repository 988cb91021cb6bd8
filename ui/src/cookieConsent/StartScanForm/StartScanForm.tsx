import { useState } from 'react';
import { Alert } from '../../Alert/index.ts';
import { Button } from '../../Button/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import styles from './StartScanForm.module.css';

/** The contract's ScanStart choices the form offers. */
export interface ScanStartChoice {
  three_state: boolean;
  behind_login: boolean;
}

export interface StartScanFormProps {
  /** The start is under way. */
  busy?: boolean;
  /** Why a scan cannot start now (one is running); the button is disabled and this is said. */
  disabledReason?: string | null;
  /** The server's refusal (e.g. the month's scans are used up), shown as it was sent. */
  error?: string | null;
  /** Offers 'Log in first': the plan has scan behind login and a login is saved. */
  canScanBehindLogin?: boolean;
  onStart: (choice: ScanStartChoice) => void;
}

/** Start a scan now, with the three-state check (after 'Reject all' and with GPC) on by default. */
export function StartScanForm({
  busy = false,
  disabledReason,
  error,
  canScanBehindLogin = false,
  onStart,
}: StartScanFormProps) {
  const [threeState, setThreeState] = useState(true);
  const [behindLogin, setBehindLogin] = useState(false);
  return (
    <form
      className={styles.form}
      aria-label="Start a scan"
      onSubmit={(event) => {
        event.preventDefault();
        onStart({ three_state: threeState, behind_login: canScanBehindLogin && behindLogin });
      }}
    >
      <Checkbox
        isSelected={threeState}
        onChange={setThreeState}
        isDisabled={busy}
        description="Each page is also loaded after your banner's 'Reject all' and with Global Privacy Control on; cookies still set then are flagged as violations."
      >
        Also check after Reject all and with GPC
      </Checkbox>
      {canScanBehindLogin ? (
        <Checkbox
          isSelected={behindLogin}
          onChange={setBehindLogin}
          isDisabled={busy}
          description="Logs in with the saved scan-behind-login settings before visiting the pages."
        >
          Log in first
        </Checkbox>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} isDisabled={Boolean(disabledReason)}>
          Start scan
        </Button>
        {disabledReason ? <p className={styles.reason}>{disabledReason}</p> : null}
      </div>
      {error ? (
        <Alert tone="error" title="The scan did not start">
          {error}
        </Alert>
      ) : null}
    </form>
  );
}
