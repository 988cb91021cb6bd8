import type { Schemas } from '@privacy-portal/sdk';
import { UpdateUserRequest as UpdateUserRequestRules } from '@privacy-portal/sdk/form-rules';
import { contractMaxLength, contractRules } from '@privacy-portal/sdk/react';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { TextField } from '@privacy-portal/ui/TextField';
import { useState } from 'react';
import { ALERT_DISMISS_MS } from '../../app/constants.ts';
import { ApiFormElement } from '../../components/ApiFormElement.tsx';
import { FormTextField } from '../../components/FormTextField.tsx';
import forms from '../../components/forms.module.css';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useUpdateProfile } from './profile.queries.ts';

type Field = 'firstname' | 'lastname';
type Values = Record<Field, string>;

const LABELS: Record<Field, string> = { firstname: 'First name', lastname: 'Last name' };

/** The contract's PersonName checks (UpdateUserRequest), worded for the user's own name. */
const rules = (field: Field) =>
  contractRules(UpdateUserRequestRules, field, LABELS[field], {
    required: `Enter your ${LABELS[field].toLowerCase()}.`,
  });

/** First and last name (PUT /user); the email is the login and only shown. */
export function ProfileSection({ user }: { user: Schemas['User'] }) {
  const session = useSession();
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();
  const form = useApiForm<Values>({
    labels: LABELS,
    defaultValues: { firstname: user.firstname, lastname: user.lastname },
  });

  const save = form.submitWith(async (values) => {
    setSaved(false);
    const result = await update.mutateAsync({
      body: { firstname: values.firstname.trim(), lastname: values.lastname.trim() },
    });
    const { firstname, lastname } = result.response;
    session.updateUser({ firstname, lastname });
    form.reset({ firstname, lastname });
    setSaved(true);
  });

  const field = (name: Field, autoComplete: string) => (
    <FormTextField<Values>
      label={LABELS[name]}
      name={name}
      rules={rules(name)}
      autoComplete={autoComplete}
      isRequired
      maxLength={contractMaxLength(UpdateUserRequestRules, name)}
      onEdit={() => setSaved(false)}
    />
  );

  return (
    <Card title="Profile" description="Your name as your colleagues see it in Privacy Portal.">
      <ApiFormElement form={form} onSubmit={(event) => void save(event)}>
        {saved ? (
          <Alert tone="success" durationMs={ALERT_DISMISS_MS} onDismiss={() => setSaved(false)}>
            Your name was saved.
          </Alert>
        ) : null}
        <div className={forms.row}>
          {field('firstname', 'given-name')}
          {field('lastname', 'family-name')}
        </div>
        <TextField
          label="Email"
          type="email"
          value={user.email}
          isReadOnly
          description="Your email address is your login; it cannot be changed here."
        />
        <div className={forms.actions}>
          <Button type="submit" loading={form.busy}>
            Save profile
          </Button>
        </div>
      </ApiFormElement>
    </Card>
  );
}
