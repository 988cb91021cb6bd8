import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { send } from '../../lib/send.ts';
import { formProblem } from './formProblem.ts';
import { OrganizationFields } from './OrganizationFields.tsx';
import {
  EMPTY_ORGANIZATION,
  ORGANIZATION_LABELS,
  type OrganizationField,
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
  const [errors, setErrors] = useState<Partial<Record<OrganizationField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();

  function close() {
    if (busy) return;
    // The next opening starts with an empty form.
    setValues(EMPTY_ORGANIZATION);
    setErrors({});
    setAlert(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateOrganization(values);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    setBusy(true);
    const outcome = await send(api.POST('/organizations', { body: organizationBody(values) }));
    setBusy(false);
    if (outcome.ok) {
      setValues(EMPTY_ORGANIZATION);
      onCreated(outcome.data.response);
      return;
    }
    const explained = formProblem(outcome.problem, {
      labels: ORGANIZATION_LABELS,
      codeFields: { name_taken: 'orgname' },
    });
    setErrors(explained.fields);
    setAlert(explained.summary);
    markFailed();
  }

  return (
    <Dialog
      title="Create organization"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!busy}
      width="36rem"
    >
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className={styles.form}
        aria-label="Create organization"
      >
        <p className={styles.muted}>
          An organization groups the websites (properties) of one business or brand. Fields marked * are
          required.
        </p>
        {alert ? (
          <Alert tone="error" title="The organization was not created">
            {alert}
          </Alert>
        ) : null}
        <OrganizationFields
          values={values}
          errors={errors}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
          }}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={busy}>
            {busy ? 'Creating…' : 'Create organization'}
          </Button>
          <Button variant="secondary" onPress={close} isDisabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
