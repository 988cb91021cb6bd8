import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { send } from '../../lib/send.ts';
import { formProblem } from './formProblem.ts';
import { OrganizationFields } from './OrganizationFields.tsx';
import {
  ORGANIZATION_LABELS,
  type OrganizationField,
  type OrganizationValues,
  organizationBody,
  organizationValues,
  validateOrganization,
} from './organizationForm.ts';
import styles from './settings.module.css';

interface OrganizationEditFormProps {
  organization: Schemas['Organization'];
  canWrite: boolean;
  onSaved: (organization: Schemas['Organization']) => Promise<void>;
}

/** The organization's name, country and description, saved with PATCH /organizations/{id}. */
export function OrganizationEditForm({ organization, canWrite, onSaved }: OrganizationEditFormProps) {
  const [values, setValues] = useState<OrganizationValues>(() => organizationValues(organization));
  const [errors, setErrors] = useState<Partial<Record<OrganizationField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !canWrite) return;
    const found = validateOrganization(values);
    setErrors(found);
    setAlert(null);
    setSaved(false);
    if (Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    setBusy(true);
    const outcome = await send(
      api.PATCH('/organizations/{id}', {
        params: { path: { id: organization.id } },
        body: organizationBody(values),
      }),
    );
    if (outcome.ok) {
      setValues(organizationValues(outcome.data.response));
      await onSaved(outcome.data.response);
      setSaved(true);
    } else {
      const explained = formProblem(outcome.problem, {
        labels: ORGANIZATION_LABELS,
        codeFields: { name_taken: 'orgname' },
      });
      setErrors(explained.fields);
      setAlert(explained.summary);
      markFailed();
    }
    setBusy(false);
  }

  return (
    <Card
      title="Organization details"
      description={
        canWrite ? 'Fields marked * are required.' : 'Your role can see these details but not change them.'
      }
    >
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className={styles.form}
        aria-label="Organization details"
      >
        {alert ? (
          <Alert tone="error" title="The organization was not saved">
            {alert}
          </Alert>
        ) : null}
        {saved ? (
          <Alert tone="success" onDismiss={() => setSaved(false)}>
            The organization details are saved.
          </Alert>
        ) : null}
        <OrganizationFields
          values={values}
          errors={errors}
          readOnly={!canWrite}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
            setSaved(false);
          }}
        />
        {canWrite ? (
          <div className={styles.formActions}>
            <Button type="submit" loading={busy}>
              {busy ? 'Saving…' : 'Save organization'}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
