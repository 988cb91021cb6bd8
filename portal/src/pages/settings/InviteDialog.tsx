import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { send } from '../../lib/send.ts';
import { formProblem } from './formProblem.ts';
import { RoleFields } from './RoleFields.tsx';
import styles from './settings.module.css';
import {
  EMPTY_INVITE,
  INVITE_LABELS,
  type InviteField,
  type InviteValues,
  inviteRequest,
  NAME_MAX,
  validateInvite,
} from './teamForm.ts';

interface InviteDialogProps {
  roles: readonly Schemas['Role'][];
  allowed: readonly RoleName[];
  organizations: readonly Schemas['Organization'][];
  /** Emails of the members and invitations already listed, in lower case. */
  memberEmails: ReadonlySet<string>;
  onClose: () => void;
  onInvited: (member: Schemas['TeamMember']) => void;
}

/** "Invite a user": name, email, role and (organization roles) organizations. Rendered only while open. */
export function InviteDialog({
  roles,
  allowed,
  organizations,
  memberEmails,
  onClose,
  onInvited,
}: InviteDialogProps) {
  // With one organization there is nothing to choose: it is preselected.
  const [values, setValues] = useState<InviteValues>(() => ({
    ...EMPTY_INVITE,
    organizationIds: organizations.length === 1 && organizations[0] ? [String(organizations[0].id)] : [],
  }));
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();

  function set<K extends keyof InviteValues>(key: K, value: InviteValues[K], field: InviteField) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateInvite(values, memberEmails);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    setBusy(true);
    const request = inviteRequest(values);
    const outcome = await send(
      request.kind === 'organization'
        ? api.POST('/invite/user', { body: request.body })
        : api.POST('/invite/user/company', { body: request.body }),
    );
    setBusy(false);
    if (outcome.ok) {
      onInvited(outcome.data.response);
      return;
    }
    const explained = formProblem(outcome.problem, {
      labels: INVITE_LABELS,
      codeFields: { already_member: 'email', email_taken: 'email' },
    });
    setErrors(explained.fields);
    setAlert(explained.summary);
    markFailed();
  }

  return (
    <Dialog
      title="Invite a user"
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      isDismissable={!busy}
      width="38rem"
    >
      <form ref={formRef} onSubmit={submit} noValidate className={styles.form} aria-label="Invite a user">
        <p className={styles.muted}>
          We email the person a link to set their password. Fields marked * are required.
        </p>
        {alert ? (
          <Alert tone="error" title="The invitation was not sent">
            {alert}
          </Alert>
        ) : null}
        <div className={styles.row}>
          <TextField
            label={INVITE_LABELS.firstname}
            name="firstname"
            autoComplete="off"
            isRequired
            maxLength={NAME_MAX}
            value={values.firstname}
            onChange={(value) => set('firstname', value, 'firstname')}
            errorMessage={errors.firstname}
          />
          <TextField
            label={INVITE_LABELS.lastname}
            name="lastname"
            autoComplete="off"
            isRequired
            maxLength={NAME_MAX}
            value={values.lastname}
            onChange={(value) => set('lastname', value, 'lastname')}
            errorMessage={errors.lastname}
          />
        </div>
        <TextField
          label={INVITE_LABELS.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck="false"
          isRequired
          value={values.email}
          onChange={(value) => set('email', value, 'email')}
          errorMessage={errors.email}
        />
        <RoleFields
          roles={roles}
          allowed={allowed}
          organizations={organizations}
          role={values.role}
          organizationIds={values.organizationIds}
          onRoleChange={(role) => set('role', role, 'role')}
          onOrganizationsChange={(ids) => set('organizationIds', ids, 'organization_ids')}
          roleError={errors.role}
          organizationsError={errors.organization_ids}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={busy}>
            {busy ? 'Sending…' : 'Send invitation'}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
