import { PASSWORD_HINT, PASSWORD_MAX_LENGTH } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { useState } from 'react';
import { ApiFormElement } from '../../components/ApiFormElement.tsx';
import { FormTextField } from '../../components/FormTextField.tsx';
import forms from '../../components/forms.module.css';
import { $api } from '../../lib/queryClient.ts';
import { useApiForm } from '../../lib/useApiForm.ts';
import {
  EMPTY_PASSWORDS,
  PASSWORD_LABELS as LABELS,
  PASSWORD_RULES as RULES,
  type PasswordValues as Values,
} from './passwordChecks.ts';

/** POST /password/change; the server signs out the user's other sessions. */
export function PasswordSection() {
  const [changed, setChanged] = useState(false);
  const changePassword = $api.useMutation('post', '/password/change');
  const form = useApiForm<Values>({ labels: LABELS, defaultValues: EMPTY_PASSWORDS });

  const save = form.submitWith(async (values) => {
    setChanged(false);
    await changePassword.mutateAsync({ body: values });
    form.reset(EMPTY_PASSWORDS);
    setChanged(true);
  });

  return (
    <Card title="Password" description="Changing your password signs you out everywhere else.">
      <ApiFormElement form={form} onSubmit={(event) => void save(event)}>
        {changed ? (
          // Stays until dismissed: the user must know their other sessions have ended.
          <Alert tone="success" title="Your password was changed." onDismiss={() => setChanged(false)}>
            Your other sessions were signed out; this one stays signed in. Use the new password the next time
            you log in.
          </Alert>
        ) : null}
        <FormTextField<Values>
          label={LABELS.current_password}
          type="password"
          name="current_password"
          autoComplete="current-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
          rules={RULES.current_password}
          onEdit={() => setChanged(false)}
        />
        <FormTextField<Values>
          label={LABELS.new_password}
          type="password"
          name="new_password"
          autoComplete="new-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
          description={PASSWORD_HINT}
          rules={RULES.new_password}
          onEdit={() => setChanged(false)}
        />
        <FormTextField<Values>
          label={LABELS.confirm_password}
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
          rules={RULES.confirm_password}
          onEdit={() => setChanged(false)}
        />
        <div className={forms.actions}>
          <Button type="submit" loading={form.busy}>
            Change password
          </Button>
        </div>
      </ApiFormElement>
    </Card>
  );
}
