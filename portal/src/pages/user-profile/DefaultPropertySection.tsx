import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ALERT_DISMISS_MS } from '../../app/constants.ts';
import { DeferredSelect as Select } from '../../components/DeferredSelect.tsx';
import forms from '../../components/forms.module.css';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { defaultPairOptions, pairId } from './defaultPairs.ts';
import { useSaveDefaultProperty } from './profile.queries.ts';
import styles from './UserProfile.module.css';

/** The body field, holding the chosen pair's option id. */
type Values = { default_organization_property: string | null };

const LABEL = 'Default organization and property';
const LABELS = { default_organization_property: LABEL };

/** The pair Privacy Portal opens on after login (POST /user/defaultproperty). */
export function DefaultPropertySection({ user }: { user: Schemas['User'] }) {
  const session = useSession();
  const options = useMemo(() => defaultPairOptions(session.organizations), [session.organizations]);
  const saved = user.default_organization_property;
  const savedId = saved ? pairId(saved.organization_id, saved.property_id) : null;
  const [done, setDone] = useState(false);
  const saveDefault = useSaveDefaultProperty();
  // A missing pair (deleted or deactivated property) answers 404: it belongs to the field.
  const form = useApiForm<Values>({
    labels: LABELS,
    codeFields: { not_found: 'default_organization_property' },
    defaultValues: {
      default_organization_property: options.some((option) => option.id === savedId) ? savedId : null,
    },
  });
  const optionOf = (id: string | null) => options.find((candidate) => candidate.id === id);
  // A choice among the listed pairs: the body is an object the contract cannot limit field by field.
  const { field, fieldState } = useController({
    control: form.control,
    name: 'default_organization_property',
    rules: { validate: (id) => (optionOf(id) ? true : 'Choose an organization and property.') },
  });

  const save = form.submitWith(async (values) => {
    setDone(false);
    const option = optionOf(values.default_organization_property);
    if (!option) return;
    const result = await saveDefault.mutateAsync({
      body: {
        default_organization_property: {
          organization_id: option.organizationId,
          property_id: option.propertyId,
        },
      },
    });
    session.updateUser({ default_organization_property: result.response.default_organization_property });
    setDone(true);
  });

  return (
    <Card
      title="Default organization and property"
      description="Where Privacy Portal opens after you log in."
    >
      {options.length === 0 ? (
        <p className={styles.muted}>
          You have no active property yet.{' '}
          <Link to="/setupwizard">Set up an organization and a property</Link> first.
        </p>
      ) : (
        <form
          ref={form.formRef}
          onSubmit={(event) => {
            setDone(false);
            void save(event);
          }}
          noValidate
          className={forms.form}
        >
          {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
          {done ? (
            <Alert tone="success" durationMs={ALERT_DISMISS_MS} onDismiss={() => setDone(false)}>
              Your default organization and property are saved.
            </Alert>
          ) : null}
          <Select
            label={LABEL}
            options={options.map(({ id, label }) => ({ id, label }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (fieldState.error) form.clearErrors('default_organization_property');
              setDone(false);
            }}
            placeholder="Choose an organization and property"
            description="Only active properties are listed."
            isRequired
            errorMessage={fieldState.error?.message}
          />
          <div className={forms.actions}>
            <Button type="submit" loading={form.busy}>
              Save default
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
