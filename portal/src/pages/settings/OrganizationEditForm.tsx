import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import forms from '../forms.module.css';
import { OrganizationFields } from './OrganizationFields.tsx';
import {
  ORGANIZATION_LABELS,
  type OrganizationValues,
  organizationBody,
  organizationValues,
  validateOrganization,
} from './organizationForm.ts';

interface OrganizationEditFormProps {
  organization: Schemas['Organization'];
  canWrite: boolean;
  onSaved: (organization: Schemas['Organization']) => Promise<void>;
}

/** The organization's name, country and description, saved with PATCH /organizations/{id}. */
export function OrganizationEditForm({ organization, canWrite, onSaved }: OrganizationEditFormProps) {
  const [values, setValues] = useState<OrganizationValues>(() => organizationValues(organization));
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit(ORGANIZATION_LABELS, { codeFields: { name_taken: 'orgname' }, verbatim: true });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canWrite) return;
    setSaved(false);
    const result = await form.submit(validateOrganization(values), async () => {
      const outcome = await send(
        api.PATCH('/organizations/{id}', {
          params: { path: { id: organization.id } },
          body: organizationBody(values),
        }),
      );
      // The form stays busy until the rest of the page knows the new details.
      if (outcome.ok) await onSaved(outcome.data.response);
      return outcome;
    });
    if (!result) return;
    setValues(organizationValues(result.response));
    setSaved(true);
  }

  return (
    <Card
      title="Organization details"
      description={
        canWrite ? 'Fields marked * are required.' : 'Your role can see these details but not change them.'
      }
    >
      <form
        ref={form.formRef}
        onSubmit={submit}
        noValidate
        className={forms.form}
        aria-label="Organization details"
      >
        {form.summary ? (
          <Alert tone="error" title="The organization was not saved">
            {form.summary}
          </Alert>
        ) : null}
        {saved ? (
          <Alert tone="success" onDismiss={() => setSaved(false)}>
            The organization details are saved.
          </Alert>
        ) : null}
        <OrganizationFields
          values={values}
          errors={form.errors}
          readOnly={!canWrite}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            form.clearError(field);
            setSaved(false);
          }}
        />
        {canWrite ? (
          <div className={forms.actions}>
            <Button type="submit" loading={form.busy}>
              {form.busy ? 'Saving…' : 'Save organization'}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
