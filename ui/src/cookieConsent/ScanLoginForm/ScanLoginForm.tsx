import type { Schemas } from '@privacy-portal/sdk';
import { ScanLoginInput } from '@privacy-portal/sdk/form-rules';
import { useState } from 'react';
import { Alert } from '../../Alert/index.ts';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { useFormErrors } from '../../module/FormDialog/index.ts';
import { TextField } from '../../TextField/index.ts';
import { ConfirmDialog } from '../confirmOnOpen.ts';
import styles from './ScanLoginForm.module.css';

type ScanLogin = Schemas['ScanLogin'];

/** What the form holds; an empty password keeps the stored one. */
export interface ScanLoginValues {
  login_url: string;
  username_selector: string;
  password_selector: string;
  submit_selector: string;
  username: string;
  password: string;
}

export type ScanLoginField = keyof ScanLoginValues;
export type ScanLoginErrors = Partial<Record<ScanLoginField, string>>;

export interface ScanLoginFormProps {
  /** The saved settings (never the password), or null when none are saved. */
  login: ScanLogin | null;
  /** Saving is under way. */
  busy?: boolean;
  /** The login test is under way. */
  testing?: boolean;
  deleting?: boolean;
  /** The last test's outcome. */
  testResult?: Schemas['ScanLoginResult'] | null;
  errors?: ScanLoginErrors;
  summary?: string | null;
  validate?: (values: ScanLoginValues) => ScanLoginErrors;
  /** Save, test and forget; left out for people who may only read. */
  onSave?: (values: ScanLoginValues) => void;
  onTest?: () => void;
  onDelete?: () => void;
}

function initial(login: ScanLogin | null): ScanLoginValues {
  return {
    login_url: login?.login_url ?? '',
    username_selector: login?.username_selector ?? '',
    password_selector: login?.password_selector ?? '',
    submit_selector: login?.submit_selector ?? '',
    username: login?.username ?? '',
    password: '',
  };
}

/**
 * Scan behind login: the login page, the form's selectors and an account's credentials. The password
 * is stored encrypted and never shown again; the form only says that one is stored.
 */
export function ScanLoginForm({
  login,
  busy = false,
  testing = false,
  deleting = false,
  testResult,
  errors: serverErrors,
  summary,
  validate,
  onSave,
  onTest,
  onDelete,
}: ScanLoginFormProps) {
  const [values, setValues] = useState(() => initial(login));
  // Saved settings arriving (or changing) refill the fields; what was typed is kept otherwise.
  const [shown, setShown] = useState(login);
  if (shown !== login) {
    setShown(login);
    setValues(initial(login));
  }
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useFormErrors<ScanLoginField>(serverErrors, summary);
  const { errors } = form;
  const readOnly = !onSave;
  const dirty = JSON.stringify(values) !== JSON.stringify(initial(login));
  // What every field of the form shares: its value, its error, the contract's length, read-only for viewers.
  const bind = (field: ScanLoginField) => ({
    isReadOnly: readOnly,
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      form.edited(field);
    },
    errorMessage: errors[field],
    maxLength: ScanLoginInput[field].maxLength,
  });
  const passwordRequired = !login?.password_set;

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label="Scan behind login"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const found: ScanLoginErrors = { ...validate?.(values) };
        // The contract lets an update leave the password out (the stored one stays); a first save needs one.
        if (passwordRequired && values.password === '') found.password ??= 'Enter the password.';
        if (Object.keys(found).length > 0) {
          form.show(found);
          return;
        }
        onSave?.(values);
      }}
    >
      {summary ? (
        <Alert tone="error" title="The login was not saved">
          {summary}
        </Alert>
      ) : null}
      <TextField
        label="Login page"
        isRequired
        {...bind('login_url')}
        placeholder="https://www.example.com/login"
        description="On one of the property's domains."
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>The login form (CSS selectors)</legend>
        <div className={styles.row}>
          <TextField label="Username field" isRequired {...bind('username_selector')} placeholder="#email" />
          <TextField
            label="Password field"
            isRequired
            {...bind('password_selector')}
            placeholder="#password"
          />
          <TextField
            label="Submit button"
            isRequired
            {...bind('submit_selector')}
            placeholder="button[type=submit]"
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>The account the scanner logs in with</legend>
        <div className={styles.row}>
          <TextField label="Username" isRequired {...bind('username')} autoComplete="off" />
          <TextField
            label="Password"
            type="password"
            isRequired={passwordRequired}
            {...bind('password')}
            autoComplete="new-password"
            description={
              login?.password_set
                ? 'Leave empty to keep the stored password.'
                : 'Stored encrypted; it is never shown again.'
            }
          />
        </div>
        {login?.password_set ? (
          <p className={styles.stored}>
            <Badge tone="success" icon="check">
              A password is stored
            </Badge>
          </p>
        ) : null}
        <p className={styles.hint}>Use an account made for scanning, with no rights beyond reading pages.</p>
      </fieldset>
      {testResult ? (
        <Alert
          tone={testResult.ok ? 'success' : 'error'}
          title={testResult.ok ? 'The login worked' : 'The login failed'}
        >
          {testResult.message}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <div className={styles.actions}>
          <Button type="submit" loading={busy} isDisabled={testing || deleting}>
            Save login
          </Button>
          {onTest ? (
            <Button
              variant="secondary"
              onPress={onTest}
              loading={testing}
              isDisabled={!login || busy || deleting}
            >
              Test login
            </Button>
          ) : null}
          {onDelete && login ? (
            <Button
              variant="ghost"
              onPress={() => setConfirmingDelete(true)}
              loading={deleting}
              isDisabled={busy || testing}
            >
              Forget login
            </Button>
          ) : null}
          {login && dirty ? (
            <span className={styles.hint}>Test login tries the saved settings: save first.</span>
          ) : null}
          {!login ? <span className={styles.hint}>Save the settings to test them.</span> : null}
        </div>
      )}
      <ConfirmDialog
        isOpen={confirmingDelete}
        title="Forget the login?"
        message={<p>The settings and the stored password are deleted. Scans then see only public pages.</p>}
        confirmLabel="Forget login"
        destructive
        onConfirm={() => {
          setConfirmingDelete(false);
          onDelete?.();
        }}
        onCancel={() => setConfirmingDelete(false)}
      />
    </form>
  );
}
