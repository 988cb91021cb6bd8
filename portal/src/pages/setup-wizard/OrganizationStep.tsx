import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { FormProvider } from 'react-hook-form';
import forms from '../../components/forms.module.css';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { OrganizationFields } from '../settings/OrganizationFields.tsx';
import { useCreateOrganization } from '../settings/organization.queries.ts';
import {
  EMPTY_ORGANIZATION,
  ORGANIZATION_CODE_FIELDS,
  ORGANIZATION_LABELS,
  type OrganizationValues,
  organizationBody,
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
  const createOrganization = useCreateOrganization();
  const form = useApiForm<OrganizationValues>({
    labels: ORGANIZATION_LABELS,
    codeFields: ORGANIZATION_CODE_FIELDS,
    defaultValues: { ...EMPTY_ORGANIZATION, country: companyCountry },
  });
  const hasOrganizations = session.organizations.length > 0;

  const create = form.submitWith(async (values) => {
    const result = await createOrganization.mutateAsync({ body: organizationBody(values) });
    // The property step lists the session's organizations: the new one must be among them.
    await session.refresh();
    onCreated(result.response);
  });

  return (
    <Card
      title="An organization"
      description="An organization groups the websites (properties) of one business unit or brand."
    >
      <FormProvider {...form}>
        <form ref={form.formRef} onSubmit={(event) => void create(event)} noValidate className={forms.form}>
          {canCreate ? null : (
            <Alert tone="info">
              Only a Company Owner or Company Administrator can create organizations. You can add a property
              to an organization you manage.
            </Alert>
          )}
          {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
          {canCreate ? <OrganizationFields /> : null}
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
      </FormProvider>
    </Card>
  );
}
