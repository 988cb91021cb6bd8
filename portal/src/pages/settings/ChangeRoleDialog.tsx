import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { isOrganizationRole } from '@privacy-portal/sdk';
import { FormProvider } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useApiForm } from '../../lib/useApiForm.ts';
import { RoleFormFields } from './RoleFormFields.tsx';
import { useChangeRole } from './team.queries.ts';
import { INVITE_LABELS } from './teamForm.ts';

interface RoleValues {
  role: RoleName | null;
  organization_ids: string[];
}

const LABELS = { role: INVITE_LABELS.role, organization_ids: INVITE_LABELS.organization_ids };

interface ChangeRoleDialogProps {
  member: Schemas['TeamMember'];
  roles: readonly Schemas['Role'][];
  allowed: readonly RoleName[];
  organizations: readonly Schemas['Organization'][];
  onClose: () => void;
  onChanged: (member: Schemas['TeamMember']) => void;
}

/** A member's role and organizations, saved with PUT /team_member/{userId}. Rendered only while open. */
export function ChangeRoleDialog({
  member,
  roles,
  allowed,
  organizations,
  onClose,
  onChanged,
}: ChangeRoleDialogProps) {
  const change = useChangeRole();
  const form = useApiForm<RoleValues>({
    labels: LABELS,
    verbatim: true,
    defaultValues: { role: member.role, organization_ids: member.organization_ids.map(String) },
  });
  const name = `${member.firstname} ${member.lastname}`.trim() || member.email;

  const submit = form.submitWith(async ({ role, organization_ids }) => {
    const result = await change.mutateAsync({
      params: { path: { userId: member.uid } },
      // Only called once the checks passed: a role is chosen.
      body: { role: role!, organization_ids: isOrganizationRole(role) ? organization_ids.map(Number) : [] },
    });
    onChanged(result.response);
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        title={`Change the role of ${name}`}
        formLabel="Change role"
        width="36rem"
        form={form}
        onSubmit={(event) => void submit(event)}
        onClose={onClose}
        failureTitle="The role was not changed"
        submitLabel="Save role"
        busyLabel="Saving…"
      >
        <RoleFormFields roles={roles} allowed={allowed} organizations={organizations} />
      </FormDialog>
    </FormProvider>
  );
}
