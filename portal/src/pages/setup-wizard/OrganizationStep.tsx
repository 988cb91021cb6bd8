import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import forms from '../forms.module.css';
import { OrganizationFields } from '../settings/OrganizationFields.tsx';
import {
  EMPTY_ORGANIZATION,
  ORGANIZATION_LABELS,
  type OrganizationField,
  type OrganizationValues,
  organizationBody,
  validateOrganization,
} from '../settings/organizationForm.ts';

export interface OrganizationStepProps {
  /** Prefills the country: most companies start with an organization in their own country. */
  companyCountry: string;
  /** False for organization roles: only company roles may create organizations. */
  canCreate: boolean;
  onCreated: (organization: Schemas['Organization']) => void;
  /** Goes on with an existing organization (offered when there is one). */
  onSkip: () => void;
  onBack: () => void;
}

/** Step 2: a new organization (POST /organizations), the unit that holds properties and DSAR licences. */
export function OrganizationStep({
  companyCountry,
  canCreate,
  onCreated,
  onSkip,
  onBack,
}: OrganizationStepProps) {
  const session = useSession();
  const [values, setValues] = useState<OrganizationValues>({
    ...EMPTY_ORGANIZATION,
    country: companyCountry,
  });
  const form = useFormSubmit(ORGANIZATION_LABELS, { codeFields: { name_taken: 'orgname' } });
  const hasOrganizations = session.organizations.length > 0;

  function change(field: OrganizationField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.submit(validateOrganization(values), async () => {
      const outcome = await send(api.POST('/organizations', { body: organizationBody(values) }));
      // The property step lists the session's organizations: the new one must be among them.
      if (outcome.ok) await session.refresh();
      return outcome;
    });
    if (result) onCreated(result.response);
  }

  return (
    <Card
      title="An organization"
      description="An organization groups the websites (properties) of one business unit or brand."
    >
      <form ref={form.formRef} onSubmit={create} noValidate className={forms.form}>
        {canCreate ? null : (
          <Alert tone="info">
            Only a Company Owner or Company Administrator can create organizations. You can add a property to
            an organization you manage.
          </Alert>
        )}
        {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
        {canCreate ? <OrganizationFields values={values} errors={form.errors} onChange={change} /> : null}
        <div className={forms.actions}>
          <Button variant="secondary" onPress={onBack} isDisabled={form.busy}>
            Back
          </Button>
          {canCreate ? (
            <Button type="submit" loading={form.busy}>
              Create organization
            </Button>
          ) : null}
          {hasOrganizations ? (
            <Button variant={canCreate ? 'ghost' : 'primary'} onPress={onSkip} isDisabled={form.busy}>
              {canCreate ? 'Skip: use an existing organization' : 'Continue'}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
