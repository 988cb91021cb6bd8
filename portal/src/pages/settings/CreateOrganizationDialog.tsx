import type { Schemas } from '@privacy-portal/sdk';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { OrganizationFields } from './OrganizationFields.tsx';
import {
  EMPTY_ORGANIZATION,
  ORGANIZATION_LABELS,
  type OrganizationValues,
  organizationBody,
  validateOrganization,
} from './organizationForm.ts';
import styles from './settings.module.css';

interface CreateOrganizationDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (organization: Schemas['Organization']) => void;
}

/** "Create organization": name, description and country, sent with POST /organizations. */
export function CreateOrganizationDialog({ isOpen, onClose, onCreated }: CreateOrganizationDialogProps) {
  const [values, setValues] = useState<OrganizationValues>(EMPTY_ORGANIZATION);
  const form = useFormSubmit(ORGANIZATION_LABELS, { codeFields: { name_taken: 'orgname' }, verbatim: true });

  function close() {
    if (form.busy) return;
    // The next opening starts with an empty form.
    setValues(EMPTY_ORGANIZATION);
    form.reset();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.submit(validateOrganization(values), () =>
      send(api.POST('/organizations', { body: organizationBody(values) })),
    );
    if (!result) return;
    setValues(EMPTY_ORGANIZATION);
    onCreated(result.response);
  }

  return (
    <FormDialog
      title="Create organization"
      isOpen={isOpen}
      width="36rem"
      form={form}
      onSubmit={submit}
      onClose={close}
      intro={
        <p className={styles.muted}>
          An organization groups the websites (properties) of one business or brand. Fields marked * are
          required.
        </p>
      }
      failureTitle="The organization was not created"
      submitLabel="Create organization"
      busyLabel="Creating…"
    >
      <OrganizationFields
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
