import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import forms from '../forms.module.css';
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
  const form = useFormSubmit(PROPERTY_LABELS, {
    codeFields: { name_taken: 'property_name' },
    verbatim: true,
  });
  const title = property ? `Edit ${property.property_name}` : 'Add property';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = propertyBody(values);
    const result = await form.submit(validateProperty(values), () =>
      send(
        property
          ? api.PATCH('/property/{orgId}/{propId}', {
              params: { path: { orgId, propId: property.property_id } },
              body,
            })
          : api.POST('/property/{orgId}', { params: { path: { orgId } }, body }),
      ),
    );
    if (result) onSaved(result.response, property === null);
  }

  const change = (field: PropertyField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => {
        if (!open && !form.busy) onClose();
      }}
      isDismissable={!form.busy}
      width="34rem"
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className={forms.form} aria-label={title}>
        <p className={styles.muted}>
          A property is one website of the organization. Fields marked * are required.
        </p>
        {form.summary ? (
          <Alert tone="error" title={property ? 'The property was not saved' : 'The property was not added'}>
            {form.summary}
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
          errorMessage={form.errors.property_name}
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
          errorMessage={form.errors.url}
        />
        <div className={forms.actions}>
          <Button type="submit" loading={form.busy}>
            {form.busy ? 'Saving…' : property ? 'Save property' : 'Add property'}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={form.busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
