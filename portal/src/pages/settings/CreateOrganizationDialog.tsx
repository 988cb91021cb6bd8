import type { Schemas } from '@privacy-portal/sdk';
import { FormProvider } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useApiForm } from '../../lib/useApiForm.ts';
import { OrganizationFields } from './OrganizationFields.tsx';
import { useCreateOrganization } from './organization.queries.ts';
import {
  EMPTY_ORGANIZATION,
  ORGANIZATION_CODE_FIELDS,
  ORGANIZATION_LABELS,
  type OrganizationValues,
  organizationBody,
} from './organizationForm.ts';
import styles from './settings.module.css';

interface CreateOrganizationDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (organization: Schemas['Organization']) => void;
}

/** "Create organization": name, description and country, sent with POST /organizations. */
export function CreateOrganizationDialog({ isOpen, onClose, onCreated }: CreateOrganizationDialogProps) {
  const create = useCreateOrganization();
  const form = useApiForm<OrganizationValues>({
    labels: ORGANIZATION_LABELS,
    codeFields: ORGANIZATION_CODE_FIELDS,
    verbatim: true,
    defaultValues: EMPTY_ORGANIZATION,
  });

  function close() {
    if (form.busy) return;
    // The next opening starts with an empty form.
    form.reset(EMPTY_ORGANIZATION);
    form.clearProblems();
    onClose();
  }

  const submit = form.submitWith(async (values) => {
    const result = await create.mutateAsync({ body: organizationBody(values) });
    form.reset(EMPTY_ORGANIZATION);
    onCreated(result.response);
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        title="Create organization"
        isOpen={isOpen}
        width="36rem"
        form={form}
        onSubmit={(event) => void submit(event)}
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
        <OrganizationFields />
      </FormDialog>
    </FormProvider>
  );
}
