import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import forms from '../../components/forms.module.css';
import { useApiForm } from '../../lib/useApiForm.ts';
import { OrganizationFields } from './OrganizationFields.tsx';
import { useUpdateOrganization } from './organization.queries.ts';
import {
  ORGANIZATION_CODE_FIELDS,
  ORGANIZATION_LABELS,
  type OrganizationValues,
  organizationBody,
  organizationValues,
} from './organizationForm.ts';

interface OrganizationEditFormProps {
  organization: Schemas['Organization'];
  canWrite: boolean;
  onSaved: (organization: Schemas['Organization']) => Promise<unknown>;
}

/** The organization's name, country and description, saved with PATCH /organizations/{id}. */
export function OrganizationEditForm({ organization, canWrite, onSaved }: OrganizationEditFormProps) {
  const [saved, setSaved] = useState(false);
  const update = useUpdateOrganization();
  const form = useApiForm<OrganizationValues>({
    labels: ORGANIZATION_LABELS,
    codeFields: ORGANIZATION_CODE_FIELDS,
    verbatim: true,
    defaultValues: organizationValues(organization),
  });

  const submit = form.submitWith(async (values) => {
    setSaved(false);
    const result = await update.mutateAsync({
      params: { path: { id: organization.id } },
      body: organizationBody(values),
    });
    // The form stays busy until the rest of the page knows the new details.
    await onSaved(result.response);
    form.reset(organizationValues(result.response));
    setSaved(true);
  });

  return (
    <Card
      title="Organization details"
      description={
        canWrite ? 'Fields marked * are required.' : 'Your role can see these details but not change them.'
      }
    >
      <FormProvider {...form}>
        <form
          ref={form.formRef}
          onSubmit={(event) => {
            if (!canWrite) {
              event.preventDefault();
              return;
            }
            void submit(event);
          }}
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
          <OrganizationFields readOnly={!canWrite} onEdit={() => setSaved(false)} />
          {canWrite ? (
            <div className={forms.actions}>
              <Button type="submit" loading={form.busy}>
                {form.busy ? 'Saving…' : 'Save organization'}
              </Button>
            </div>
          ) : null}
        </form>
      </FormProvider>
    </Card>
  );
}
