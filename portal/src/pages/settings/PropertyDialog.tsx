import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { send } from '../../lib/send.ts';
import { formProblem } from './formProblem.ts';
import {
  EMPTY_PROPERTY,
  PROPERTY_LABELS,
  PROPERTY_MAX,
  type PropertyField,
  type PropertyValues,
  propertyBody,
  propertyValues,
  validateProperty,
} from './propertyForm.ts';
import styles from './settings.module.css';

type Property = Schemas['Property'];

interface PropertyDialogProps {
  orgId: number;
  /** The property to edit; without it the dialog adds a new one. */
  property: Property | null;
  onClose: () => void;
  onSaved: (property: Property, added: boolean) => void;
}

/**
 * Adding a property (POST /property/{orgId}) or renaming it and changing its address
 * (PATCH /property/{orgId}/{propId}). Rendered only while open, so each opening starts afresh.
 */
export function PropertyDialog({ orgId, property, onClose, onSaved }: PropertyDialogProps) {
  const [values, setValues] = useState<PropertyValues>(() =>
    property ? propertyValues(property) : EMPTY_PROPERTY,
  );
  const [errors, setErrors] = useState<Partial<Record<PropertyField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();
  const title = property ? `Edit ${property.property_name}` : 'Add property';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateProperty(values);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    setBusy(true);
    const body = propertyBody(values);
    const outcome = await send(
      property
        ? api.PATCH('/property/{orgId}/{propId}', {
            params: { path: { orgId, propId: property.property_id } },
            body,
          })
        : api.POST('/property/{orgId}', { params: { path: { orgId } }, body }),
    );
    setBusy(false);
    if (outcome.ok) {
      onSaved(outcome.data.response, property === null);
      return;
    }
    const explained = formProblem(outcome.problem, {
      labels: PROPERTY_LABELS,
      codeFields: { name_taken: 'property_name' },
    });
    setErrors(explained.fields);
    setAlert(explained.summary);
    markFailed();
  }

  const change = (field: PropertyField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      isDismissable={!busy}
      width="34rem"
    >
      <form ref={formRef} onSubmit={submit} noValidate className={styles.form} aria-label={title}>
        <p className={styles.muted}>
          A property is one website of the organization. Fields marked * are required.
        </p>
        {alert ? (
          <Alert tone="error" title={property ? 'The property was not saved' : 'The property was not added'}>
            {alert}
          </Alert>
        ) : null}
        <TextField
          label={PROPERTY_LABELS.property_name}
          name="property_name"
          autoComplete="off"
          isRequired
          maxLength={PROPERTY_MAX.property_name}
          value={values.property_name}
          onChange={change('property_name')}
          errorMessage={errors.property_name}
        />
        <TextField
          label={PROPERTY_LABELS.url}
          name="url"
          autoComplete="url"
          inputMode="url"
          spellCheck="false"
          isRequired
          placeholder="https://www.example.com"
          description="The address of the website, starting with https:// or http://."
          maxLength={PROPERTY_MAX.url}
          value={values.url}
          onChange={change('url')}
          errorMessage={errors.url}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={busy}>
            {busy ? 'Saving…' : property ? 'Save property' : 'Add property'}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
