import type { Schemas } from '@privacy-portal/sdk';
import { FormProvider } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useAddProperty, useUpdateProperty } from './organization.queries.ts';
import { PropertyFields } from './PropertyFields.tsx';
import {
  EMPTY_PROPERTY,
  PROPERTY_LABELS,
  type PropertyValues,
  propertyBody,
  propertyValues,
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
  const add = useAddProperty();
  const update = useUpdateProperty();
  const form = useApiForm<PropertyValues>({
    labels: PROPERTY_LABELS,
    codeFields: { name_taken: 'property_name' },
    verbatim: true,
    defaultValues: property ? propertyValues(property) : EMPTY_PROPERTY,
  });
  const title = property ? `Edit ${property.property_name}` : 'Add property';

  const submit = form.submitWith(async (values) => {
    const body = propertyBody(values);
    const result = property
      ? await update.mutateAsync({ params: { path: { orgId, propId: property.property_id } }, body })
      : await add.mutateAsync({ params: { path: { orgId } }, body });
    onSaved(result.response, property === null);
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        title={title}
        width="34rem"
        form={form}
        onSubmit={(event) => void submit(event)}
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
        <PropertyFields />
      </FormDialog>
    </FormProvider>
  );
}
