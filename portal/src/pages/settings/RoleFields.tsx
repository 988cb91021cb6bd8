import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { isOrganizationRole } from '@privacy-portal/sdk';
import { MultiSelect } from '@privacy-portal/ui/MultiSelect';
import { Select } from '@privacy-portal/ui/Select';

interface RoleFieldsProps {
  /** The role list (GET /role), for names and descriptions. */
  roles: readonly Schemas['Role'][];
  /** The roles this user may give. */
  allowed: readonly RoleName[];
  organizations: readonly Schemas['Organization'][];
  role: RoleName | null;
  organizationIds: string[];
  onRoleChange: (role: RoleName | null) => void;
  onOrganizationsChange: (ids: string[]) => void;
  roleError?: string | undefined;
  organizationsError?: string | undefined;
}

/** A role and, for organization roles, the organizations the person works in. */
export function RoleFields({
  roles,
  allowed,
  organizations,
  role,
  organizationIds,
  onRoleChange,
  onOrganizationsChange,
  roleError,
  organizationsError,
}: RoleFieldsProps) {
  const options = roles.filter((r) => allowed.includes(r.name));
  const chosen = options.find((r) => r.name === role);
  return (
    <>
      <Select
        label="Role"
        name="role"
        isRequired
        placeholder="Choose a role"
        options={options.map((r) => ({ id: r.name, label: r.name }))}
        value={role}
        onChange={(value) => onRoleChange(options.find((r) => r.name === value)?.name ?? null)}
        description={chosen?.description}
        errorMessage={roleError}
      />
      {isOrganizationRole(role) ? (
        <MultiSelect
          label="Organizations"
          name="organization_ids"
          isRequired
          placeholder="Choose organizations"
          description="The person sees and works in these organizations only."
          options={organizations.map((o) => ({ id: String(o.id), label: o.orgname }))}
          value={organizationIds}
          onChange={onOrganizationsChange}
          errorMessage={organizationsError}
        />
      ) : null}
    </>
  );
}
