import type { Schemas } from '@privacy-portal/sdk';
import { Alert, Button, Card, TextArea, TextField } from '@privacy-portal/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { compact } from '../../lib/validation.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useFormSubmit } from '../user-profile/useFormSubmit.ts';
import styles from './SetupWizard.module.css';

type Field = 'orgname' | 'description' | 'country';

const LABELS: Record<Field, string> = {
  orgname: 'Organization name',
  description: 'Description',
  country: 'Country',
};

const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;
const COUNTRY_MAX = 100;

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
  const [values, setValues] = useState<Record<Field, string>>({
    orgname: '',
    description: '',
    country: companyCountry,
  });
  const form = useFormSubmit(LABELS);
  const hasOrganizations = session.organizations.length > 0;

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      orgname: values.orgname.trim(),
      description: values.description.trim(),
      country: values.country.trim(),
    };
    const found = compact({
      orgname:
        body.orgname === ''
          ? 'Enter the organization name.'
          : body.orgname.length > NAME_MAX
            ? `Organization name must be at most ${NAME_MAX} characters.`
            : undefined,
      description:
        body.description.length > DESCRIPTION_MAX
          ? `Description must be at most ${DESCRIPTION_MAX} characters.`
          : undefined,
    });
    const result = await form.submit(found, async () => {
      const outcome = await send(api.POST('/organizations', { body }));
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
      <form ref={form.formRef} onSubmit={create} noValidate className={styles.form}>
        {canCreate ? null : (
          <Alert tone="info">
            Only a Company Owner or Company Administrator can create organizations. You can add a property to
            an organization you manage.
          </Alert>
        )}
        {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
        {canCreate ? (
          <>
            <TextField
              label={LABELS.orgname}
              name="orgname"
              autoComplete="off"
              isRequired
              maxLength={NAME_MAX}
              value={values.orgname}
              onChange={(value) => change('orgname', value)}
              errorMessage={form.errors.orgname}
            />
            <TextArea
              label={LABELS.description}
              name="description"
              rows={3}
              maxLength={DESCRIPTION_MAX}
              value={values.description}
              onChange={(value) => change('description', value)}
              errorMessage={form.errors.description}
            />
            <TextField
              label={LABELS.country}
              name="country"
              autoComplete="country-name"
              maxLength={COUNTRY_MAX}
              value={values.country}
              onChange={(value) => change('country', value)}
              errorMessage={form.errors.country}
            />
          </>
        ) : null}
        <div className={styles.actions}>
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
