import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ALERT_DISMISS_MS } from '../../app/constants.ts';
import { DeferredSelect as Select } from '../../components/DeferredSelect.tsx';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import forms from '../forms.module.css';
import { defaultPairOptions, pairId } from './defaultPairs.ts';
import styles from './UserProfile.module.css';

type Field = 'default_organization_property';

const LABEL = 'Default organization and property';
const LABELS: Record<Field, string> = { default_organization_property: LABEL };

/** The pair Privacy Portal opens on after login (POST /user/defaultproperty). */
export function DefaultPropertySection({ user }: { user: Schemas['User'] }) {
  const session = useSession();
  const options = useMemo(() => defaultPairOptions(session.organizations), [session.organizations]);
  const saved = user.default_organization_property;
  const savedId = saved ? pairId(saved.organization_id, saved.property_id) : null;
  const [choice, setChoice] = useState<string | null>(() =>
    options.some((option) => option.id === savedId) ? savedId : null,
  );
  const [done, setDone] = useState(false);
  // A missing pair (deleted or deactivated property) answers 404: it belongs to the field.
  const form = useFormSubmit(LABELS, { codeFields: { not_found: 'default_organization_property' } });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    const option = options.find((candidate) => candidate.id === choice);
    const found = option ? {} : { default_organization_property: 'Choose an organization and property.' };
    const result = await form.submit(found, () =>
      send(
        api.POST('/user/defaultproperty', {
          body: {
            default_organization_property: {
              // Only called once the checks found a choice.
              organization_id: option!.organizationId,
              property_id: option!.propertyId,
            },
          },
        }),
      ),
    );
    if (!result) return;
    session.updateUser({ default_organization_property: result.response.default_organization_property });
    setDone(true);
  }

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
        <form ref={form.formRef} onSubmit={save} noValidate className={forms.form}>
          {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
          {done ? (
            <Alert tone="success" durationMs={ALERT_DISMISS_MS} onDismiss={() => setDone(false)}>
              Your default organization and property are saved.
            </Alert>
          ) : null}
          <Select
            label={LABEL}
            options={options.map(({ id, label }) => ({ id, label }))}
            value={choice}
            onChange={(value) => {
              setChoice(value);
              form.clearError('default_organization_property');
              setDone(false);
            }}
            placeholder="Choose an organization and property"
            description="Only active properties are listed."
            isRequired
            errorMessage={form.errors.default_organization_property}
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
