import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { isOrganizationRole } from '@privacy-portal/sdk';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { compact } from '../../lib/validation.ts';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { RoleFields } from './RoleFields.tsx';
import { INVITE_LABELS, organizationsError, roleError } from './teamForm.ts';

type Field = 'role' | 'organization_ids';

const LABELS: Record<Field, string> = {
  role: INVITE_LABELS.role,
  organization_ids: INVITE_LABELS.organization_ids,
};

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
  const [role, setRole] = useState<RoleName | null>(member.role);
  const [organizationIds, setOrganizationIds] = useState(() => member.organization_ids.map(String));
  const form = useFormSubmit(LABELS, { verbatim: true });
  const name = `${member.firstname} ${member.lastname}`.trim() || member.email;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = compact<Field>({
      role: roleError(role),
      organization_ids: organizationsError(role, organizationIds),
    });
    const result = await form.submit(found, () =>
      send(
        api.PUT('/team_member/{userId}', {
          params: { path: { userId: member.uid } },
          // Only called once the checks passed: a role is chosen.
          body: {
            role: role!,
            organization_ids: isOrganizationRole(role) ? organizationIds.map(Number) : [],
          },
        }),
      ),
    );
    if (result) onChanged(result.response);
  }

  return (
    <FormDialog
      title={`Change the role of ${name}`}
      formLabel="Change role"
      width="36rem"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      failureTitle="The role was not changed"
      submitLabel="Save role"
      busyLabel="Saving…"
    >
      <RoleFields
        roles={roles}
        allowed={allowed}
        organizations={organizations}
        role={role}
        organizationIds={organizationIds}
        onRoleChange={(next) => {
          setRole(next);
          form.clearError('role');
        }}
        onOrganizationsChange={(ids) => {
          setOrganizationIds(ids);
          form.clearError('organization_ids');
        }}
        roleError={form.errors.role}
        organizationsError={form.errors.organization_ids}
      />
    </FormDialog>
  );
}
