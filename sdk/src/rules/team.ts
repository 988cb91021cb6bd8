/**
 * Who may give which role and change which member: the server's team router refuses with these
 * rules, the mocks copy it and the portal's team page offers only what they allow, so they are
 * written once here. A problem is the action of the server's 403 "Your role is not authorized to …".
 */
import { isOrganizationRole, ROLES, type RoleName, roleCapabilities } from './roles.ts';

/** A person on the team as these rules see them. */
export interface TeamPerson {
  id: number;
  role: RoleName | null;
  /** The organizations they work in (organization roles; company roles see all of them). */
  organizationIds: readonly number[];
}

/** Why a member with `role` may not give `next` (e.g. 'grant company roles'), or null when they may. */
export function roleGrantProblem(role: RoleName | null | undefined, next: RoleName): string | null {
  const me = roleCapabilities(role);
  if (!me?.canManageTeam) return 'manage team members';
  if (me.scope === 'organization' && !isOrganizationRole(next)) return 'grant company roles';
  if (next === 'Company Owner' && role !== 'Company Owner') return 'grant or revoke Company Owner';
  return null;
}

/** The roles a member with `role` may give an existing member, in the order of ROLES. */
export function grantableRoles(role: RoleName | null | undefined): RoleName[] {
  return ROLES.map((r) => r.name).filter((name) => roleGrantProblem(role, name) === null);
}

/**
 * The roles a member with `role` may invite someone as: as for {@link grantableRoles}, but the
 * Company Owner is never invited (POST /invite/user takes organization roles, /invite/user/company
 * Company Administrator).
 */
export function invitableRoles(role: RoleName | null | undefined): RoleName[] {
  return grantableRoles(role).filter((name) => name !== 'Company Owner');
}

/**
 * Why `actor` may not change or remove `target` (the 403's action), or null: team managers only,
 * organization admins only members of organization roles whose organizations are all theirs, the
 * Company Owner only by an owner. Changing oneself is refused by each call with its own words.
 */
export function memberChangeProblem(actor: TeamPerson, target: TeamPerson): string | null {
  const me = roleCapabilities(actor.role);
  if (!me?.canManageTeam) return 'manage team members';
  if (
    me.scope === 'organization' &&
    (!isOrganizationRole(target.role) ||
      !target.organizationIds.every((id) => actor.organizationIds.includes(id)))
  ) {
    return 'change members outside your organizations';
  }
  if (target.role === 'Company Owner' && actor.role !== 'Company Owner') return 'change the Company Owner';
  return null;
}

/** Whether `actor` may change or remove `target`: never themselves, otherwise {@link memberChangeProblem}. */
export function canManageMember(actor: TeamPerson, target: TeamPerson): boolean {
  return actor.id !== target.id && memberChangeProblem(actor, target) === null;
}
