import {
  isOrganizationRole,
  ORGANIZATION_ROLES,
  type RoleName,
  roleCapabilities,
  type Schemas,
} from '@privacy-portal/sdk';

type User = Schemas['User'];
type TeamMember = Schemas['TeamMember'];

/**
 * Roles the user may give when inviting (the server's rules): organization roles for every team
 * manager, Company Administrator for company roles. The Company Owner is never invited.
 */
export function invitableRoles(user: User | null): RoleName[] {
  const me = roleCapabilities(user?.role);
  if (!me?.canManageTeam) return [];
  return me.scope === 'company' ? ['Company Administrator', ...ORGANIZATION_ROLES] : [...ORGANIZATION_ROLES];
}

/** Roles the user may give an existing member: as for invitations, and Company Owner only by an owner. */
export function grantableRoles(user: User | null): RoleName[] {
  const roles = invitableRoles(user);
  return user?.role === 'Company Owner' ? ['Company Owner', ...roles] : roles;
}

/**
 * Whether the user may change or remove this member (the server's rules): team managers only, not
 * themselves, the Company Owner only by an owner, and organization admins only members whose
 * organizations are all theirs.
 */
export function canManageMember(
  user: User | null,
  member: TeamMember,
  myOrganizationIds: readonly number[],
): boolean {
  const me = roleCapabilities(user?.role);
  if (!user || !me?.canManageTeam || member.uid === user.uid) return false;
  if (member.role === 'Company Owner' && user.role !== 'Company Owner') return false;
  if (me.scope === 'organization') {
    return (
      isOrganizationRole(member.role) && member.organization_ids.every((id) => myOrganizationIds.includes(id))
    );
  }
  return true;
}
