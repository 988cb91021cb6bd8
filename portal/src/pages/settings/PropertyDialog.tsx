import type { Schemas } from '@privacy-portal/sdk';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { PropertyFields } from './PropertyFields.tsx';
import {
  EMPTY_PROPERTY,
  PROPERTY_LABELS,
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

  return (
    <FormDialog
      title={title}
      width="34rem"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      intro={
        <p className={styles.muted}>
          A property is one website of the organization. Fields marked * are required.
        </p>
      }
      failureTitle={property ? 'The property was not saved' : 'The property was not added'}
      submitLabel={property ? 'Save property' : 'Add property'}
      busyLabel="Saving…"
    >
      <PropertyFields
        values={values}
        errors={form.errors}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          form.clearError(field);
        }}
      />
    </FormDialog>
  );
}
