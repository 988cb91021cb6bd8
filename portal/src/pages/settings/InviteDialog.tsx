import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { requestUpgradeOnLimit } from '../../lib/errorActions.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { PERSON_NAME_MAX } from '../../lib/validation.ts';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import forms from '../forms.module.css';
import { RoleFields } from './RoleFields.tsx';
import styles from './settings.module.css';
import {
  EMPTY_INVITE,
  INVITE_LABELS,
  INVITE_SUBMIT,
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
  const form = useFormSubmit(INVITE_LABELS, INVITE_SUBMIT);

  function set<K extends keyof InviteValues>(key: K, value: InviteValues[K], field: InviteField) {
    setValues((current) => ({ ...current, [key]: value }));
    form.clearError(field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = inviteRequest(values);
    const result = await form.submit(validateInvite(values, memberEmails), async () => {
      if (request.kind === 'company') return send(api.POST('/invite/user/company', { body: request.body }));
      const outcome = await send(api.POST('/invite/user', { body: request.body }));
      // 'You cannot add more than {user_limit} Users' opens the upgrade dialog (calls-billing-spec §8);
      // the form still shows the message. The organization's own plan is DSAR, licensed per organization.
      if (!outcome.ok) requestUpgradeOnLimit(outcome.problem, 'dsar', request.body.organization_ids[0]);
      return outcome;
    });
    if (result) onInvited(result.response);
  }

  return (
    <FormDialog
      title="Invite a user"
      width="38rem"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      intro={
        <p className={styles.muted}>
          We email the person a link to set their password. Fields marked * are required.
        </p>
      }
      failureTitle="The invitation was not sent"
      submitLabel="Send invitation"
      busyLabel="Sending…"
    >
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
    </FormDialog>
  );
}
