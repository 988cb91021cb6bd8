import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { PERSON_NAME_MAX } from '../../lib/validation.ts';
import forms from '../forms.module.css';
import { RoleFields } from './RoleFields.tsx';
import styles from './settings.module.css';
import {
  EMPTY_INVITE,
  INVITE_LABELS,
  type InviteField,
  type InviteValues,
  inviteRequest,
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
  const form = useFormSubmit(INVITE_LABELS, {
    codeFields: { already_member: 'email', email_taken: 'email' },
    verbatim: true,
  });

  function set<K extends keyof InviteValues>(key: K, value: InviteValues[K], field: InviteField) {
    setValues((current) => ({ ...current, [key]: value }));
    form.clearError(field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = inviteRequest(values);
    const result = await form.submit(validateInvite(values, memberEmails), () =>
      send(
        request.kind === 'organization'
          ? api.POST('/invite/user', { body: request.body })
          : api.POST('/invite/user/company', { body: request.body }),
      ),
    );
    if (result) onInvited(result.response);
  }

  return (
    <Dialog
      title="Invite a user"
      isOpen
      onOpenChange={(open) => {
        if (!open && !form.busy) onClose();
      }}
      isDismissable={!form.busy}
      width="38rem"
    >
      <form ref={form.formRef} onSubmit={submit} noValidate className={forms.form} aria-label="Invite a user">
        <p className={styles.muted}>
          We email the person a link to set their password. Fields marked * are required.
        </p>
        {form.summary ? (
          <Alert tone="error" title="The invitation was not sent">
            {form.summary}
          </Alert>
        ) : null}
        <div className={forms.row}>
          <TextField
            label={INVITE_LABELS.firstname}
            name="firstname"
            autoComplete="off"
            isRequired
            maxLength={PERSON_NAME_MAX}
            value={values.firstname}
            onChange={(value) => set('firstname', value, 'firstname')}
            errorMessage={form.errors.firstname}
          />
          <TextField
            label={INVITE_LABELS.lastname}
            name="lastname"
            autoComplete="off"
            isRequired
            maxLength={PERSON_NAME_MAX}
            value={values.lastname}
            onChange={(value) => set('lastname', value, 'lastname')}
            errorMessage={form.errors.lastname}
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
          errorMessage={form.errors.email}
        />
        <RoleFields
          roles={roles}
          allowed={allowed}
          organizations={organizations}
          role={values.role}
          organizationIds={values.organizationIds}
          onRoleChange={(role) => set('role', role, 'role')}
          onOrganizationsChange={(ids) => set('organizationIds', ids, 'organization_ids')}
          roleError={form.errors.role}
          organizationsError={form.errors.organization_ids}
        />
        <div className={forms.actions}>
          <Button type="submit" loading={form.busy}>
            {form.busy ? 'Sending…' : 'Send invitation'}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={form.busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
