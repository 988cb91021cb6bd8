import { PASSWORD_MAX_LENGTH } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { PASSWORD_HINT } from '../../lib/validation.ts';
import forms from '../forms.module.css';
import {
  EMPTY_PASSWORDS,
  type PasswordField as Field,
  PASSWORD_LABELS as LABELS,
  passwordFormErrors,
  type PasswordValues as Values,
} from './passwordChecks.ts';

/** POST /password/change; the server signs out the user's other sessions. */
export function PasswordSection() {
  const [values, setValues] = useState<Values>(EMPTY_PASSWORDS);
  const [changed, setChanged] = useState(false);
  const form = useFormSubmit(LABELS);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
    setChanged(false);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChanged(false);
    const result = await form.submit(passwordFormErrors(values), () =>
      send(api.POST('/password/change', { body: values })),
    );
    if (!result) return;
    setValues(EMPTY_PASSWORDS);
    setChanged(true);
  }

  return (
    <Card title="Password" description="Changing your password signs you out everywhere else.">
      <form ref={form.formRef} onSubmit={save} noValidate className={forms.form}>
        {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
        {changed ? (
          // Stays until dismissed: the user must know their other sessions have ended.
          <Alert tone="success" title="Your password was changed." onDismiss={() => setChanged(false)}>
            Your other sessions were signed out; this one stays signed in. Use the new password the next time
            you log in.
          </Alert>
        ) : null}
        <TextField
          label={LABELS.current_password}
          type="password"
          name="current_password"
          autoComplete="current-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.current_password}
          onChange={(value) => change('current_password', value)}
          errorMessage={form.errors.current_password}
        />
        <TextField
          label={LABELS.new_password}
          type="password"
          name="new_password"
          autoComplete="new-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
          description={PASSWORD_HINT}
          value={values.new_password}
          onChange={(value) => change('new_password', value)}
          errorMessage={form.errors.new_password}
        />
        <TextField
          label={LABELS.confirm_password}
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.confirm_password}
          onChange={(value) => change('confirm_password', value)}
          errorMessage={form.errors.confirm_password}
        />
        <div className={forms.actions}>
          <Button type="submit" loading={form.busy}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
