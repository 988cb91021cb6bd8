import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { FormProvider, useController } from 'react-hook-form';
import { DeferredSelect as Select } from '../../components/DeferredSelect.tsx';
import forms from '../../components/forms.module.css';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useAddProperty } from '../settings/organization.queries.ts';
import { PropertyFields } from '../settings/PropertyFields.tsx';
import {
  EMPTY_PROPERTY,
  PROPERTY_LABELS,
  type PropertyField,
  propertyBody,
} from '../settings/propertyForm.ts';

type Field = 'organization' | PropertyField;

const LABELS: Record<Field, string> = { organization: 'Organization', ...PROPERTY_LABELS };

export interface PropertyStepProps {
  /** The organization to preselect (the one just created, or the current one). */
  organizationId: number | null;
  /** False for view-only roles: the server refuses their changes. */
  canCreate: boolean;
  /** The property exists, the session knows it and it is the selected pair. */
  onCreated: (organization: Schemas['Organization'], property: Schemas['Property']) => void;
  onBack: () => void;
}

/** Step 3: a property, i.e. a website of the organization (POST /property/{orgId}). */
export function PropertyStep({ organizationId, canCreate, onCreated, onBack }: PropertyStepProps) {
  const session = useSession();
  const organizations = session.organizations;
  const add = useAddProperty();
  const form = useApiForm<Record<Field, string>>({
    labels: LABELS,
    codeFields: { not_found: 'organization', name_taken: 'property_name' },
    defaultValues: {
      organization: String(
        organizations.find((o) => o.id === organizationId)?.id ?? organizations[0]?.id ?? '',
      ),
      ...EMPTY_PROPERTY,
    },
  });
  const organizationField = useController({
    control: form.control,
    name: 'organization',
    rules: {
      validate: (value) =>
        organizations.some((o) => String(o.id) === value) ||
        'Choose the organization the website belongs to.',
    },
  });

  const create = form.submitWith(async (values) => {
    // The checks passed: the organization is one of the session's.
    const organization = organizations.find((o) => String(o.id) === values.organization)!;
    const orgId = organization.id;
    const result = await add.mutateAsync({ params: { path: { orgId } }, body: propertyBody(values) });
    // The new pair becomes the current one, so the links of the finish screen open on it.
    await session.refresh();
    await session.select({ oid: orgId, pid: result.response.property_id });
    onCreated(organization, result.response);
  });

  return (
    <Card
      title="A property"
      description="A property is one website whose cookies, consents and requests you manage."
    >
      <FormProvider {...form}>
        <form ref={form.formRef} onSubmit={(event) => void create(event)} noValidate className={forms.form}>
          {canCreate ? null : (
            <Alert tone="info">
              Your role can view organizations but not add properties. Ask an administrator.
            </Alert>
          )}
          {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
          {canCreate ? (
            <>
              <Select
                label={LABELS.organization}
                options={organizations.map((o) => ({ id: String(o.id), label: o.orgname }))}
                value={organizationField.field.value || null}
                onChange={(value) => {
                  organizationField.field.onChange(value ?? '');
                  form.clearErrors('organization');
                }}
                placeholder="Choose an organization"
                isRequired
                errorMessage={organizationField.fieldState.error?.message}
              />
              <PropertyFields />
            </>
          ) : null}
          <div className={forms.actions}>
            <Button variant="secondary" onPress={onBack} isDisabled={form.busy}>
              Back
            </Button>
            {canCreate ? (
              <Button type="submit" loading={form.busy}>
                Create property
              </Button>
            ) : null}
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}
