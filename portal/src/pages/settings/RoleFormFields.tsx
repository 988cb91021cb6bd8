import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { useController, useFormContext } from 'react-hook-form';
import { RoleFields } from './RoleFields.tsx';
import { organizationsError, roleError } from './teamForm.ts';

interface RoleValues {
  role: RoleName | null;
  organization_ids: string[];
}

interface RoleFormFieldsProps {
  roles: readonly Schemas['Role'][];
  allowed: readonly RoleName[];
  organizations: readonly Schemas['Organization'][];
}

/** RoleFields bound to the surrounding form's `role` and `organization_ids`, with their checks. */
export function RoleFormFields({ roles, allowed, organizations }: RoleFormFieldsProps) {
  const { control, clearErrors } = useFormContext<RoleValues>();
  const role = useController({
    control,
    name: 'role',
    rules: { validate: (value) => roleError(value) ?? true },
  });
  const ids = useController({
    control,
    name: 'organization_ids',
    rules: { validate: (value, values) => organizationsError(values.role, value) ?? true },
  });
  return (
    <RoleFields
      roles={roles}
      allowed={allowed}
      organizations={organizations}
      role={role.field.value}
      organizationIds={ids.field.value}
      onRoleChange={(next) => {
        role.field.onChange(next);
        clearErrors('role');
      }}
      onOrganizationsChange={(next) => {
        ids.field.onChange(next);
        clearErrors('organization_ids');
      }}
      roleError={role.fieldState.error?.message}
      organizationsError={ids.fieldState.error?.message}
    />
  );
}
