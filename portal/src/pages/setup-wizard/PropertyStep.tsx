import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { Select } from '@privacy-portal/ui/Select';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { compact } from '../../lib/validation.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import forms from '../forms.module.css';
import { PropertyFields } from '../settings/PropertyFields.tsx';
import {
  EMPTY_PROPERTY,
  PROPERTY_LABELS,
  type PropertyField,
  propertyBody,
  validateProperty,
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
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    organization: String(
      organizations.find((o) => o.id === organizationId)?.id ?? organizations[0]?.id ?? '',
    ),
    ...EMPTY_PROPERTY,
  }));
  const form = useFormSubmit(LABELS, {
    codeFields: { not_found: 'organization', name_taken: 'property_name' },
  });

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const organization = organizations.find((o) => String(o.id) === values.organization);
    const found = compact({
      organization: organization ? undefined : 'Choose the organization the website belongs to.',
      ...validateProperty(values),
    });
    const result = await form.submit(found, async () => {
      // Only called once the checks passed: the organization is set.
      const orgId = organization!.id;
      const outcome = await send(
        api.POST('/property/{orgId}', { params: { path: { orgId } }, body: propertyBody(values) }),
      );
      if (outcome.ok) {
        // The new pair becomes the current one, so the links of the finish screen open on it.
        await session.refresh();
        await session.select({ oid: orgId, pid: outcome.data.response.property_id });
      }
      return outcome;
    });
    if (result && organization) onCreated(organization, result.response);
  }

  return (
    <Card
      title="A property"
      description="A property is one website whose cookies, consents and requests you manage."
    >
      <form ref={form.formRef} onSubmit={create} noValidate className={forms.form}>
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
              value={values.organization || null}
              onChange={(value) => change('organization', value ?? '')}
              placeholder="Choose an organization"
              isRequired
              errorMessage={form.errors.organization}
            />
            <PropertyFields values={values} errors={form.errors} onChange={change} />
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
    </Card>
  );
}
