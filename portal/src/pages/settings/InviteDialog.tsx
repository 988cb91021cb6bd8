import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { FormProvider } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormTextField } from '../../components/FormTextField.tsx';
import forms from '../../components/forms.module.css';
import { requestUpgradeOnLimit } from '../../lib/errorActions.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { useApiForm } from '../../lib/useApiForm.ts';
import { RoleFormFields } from './RoleFormFields.tsx';
import styles from './settings.module.css';
import { useInvite } from './team.queries.ts';
import {
  EMPTY_INVITE,
  emailRules,
  INVITE_LABELS,
  INVITE_SUBMIT,
  type InviteValues,
  inviteRequest,
  PERSON_NAME_MAX_LENGTH,
  personRules,
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
  const invite = useInvite();
  const form = useApiForm<InviteValues>({
    labels: INVITE_LABELS,
    ...INVITE_SUBMIT,
    // With one organization there is nothing to choose: it is preselected.
    defaultValues: {
      ...EMPTY_INVITE,
      organization_ids: organizations.length === 1 && organizations[0] ? [String(organizations[0].id)] : [],
    },
  });

  const submit = form.submitWith(async (values) => {
    const request = inviteRequest(values);
    try {
      const result = await invite(request);
      onInvited(result.response);
    } catch (error) {
      // 'You cannot add more than {user_limit} Users' opens the upgrade dialog (calls-billing-spec §8);
      // the form still shows the message. The organization's own plan is DSAR, licensed per organization.
      if (request.kind === 'organization') {
        requestUpgradeOnLimit(problemOf(error), 'dsar', request.body.organization_ids[0]);
      }
      throw error;
    }
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        title="Invite a user"
        width="38rem"
        form={form}
        onSubmit={(event) => void submit(event)}
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
          <FormTextField<InviteValues>
            label={INVITE_LABELS.firstname}
            name="firstname"
            rules={personRules('firstname')}
            autoComplete="off"
            isRequired
            maxLength={PERSON_NAME_MAX_LENGTH}
          />
          <FormTextField<InviteValues>
            label={INVITE_LABELS.lastname}
            name="lastname"
            rules={personRules('lastname')}
            autoComplete="off"
            isRequired
            maxLength={PERSON_NAME_MAX_LENGTH}
          />
        </div>
        <FormTextField<InviteValues>
          label={INVITE_LABELS.email}
          name="email"
          rules={emailRules(memberEmails)}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck="false"
          isRequired
        />
        <RoleFormFields roles={roles} allowed={allowed} organizations={organizations} />
      </FormDialog>
    </FormProvider>
  );
}
