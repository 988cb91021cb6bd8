import type { components } from '../generated/schema.ts';
import type { Refusal } from './refusal.ts';

export type RoleName = components['schemas']['RoleName'];

export interface RoleCapabilities {
  id: number;
  name: RoleName;
  /** company roles see every organization; organization roles only those they are members of */
  scope: 'company' | 'organization';
  canWrite: boolean;
  /** may buy plans and contact sales (the spec disables plan buttons for organization roles) */
  canPurchase: boolean;
  /** may invite, change and remove members */
  canManageTeam: boolean;
  /** may create and delete organizations and edit the company */
  canManageCompany: boolean;
  description: string;
}

export const ROLES: readonly RoleCapabilities[] = [
  {
    id: 1,
    name: 'Company Owner',
    scope: 'company',
    canWrite: true,
    canPurchase: true,
    canManageTeam: true,
    canManageCompany: true,
    description: 'Owns the account: every organization, billing and the team.',
  },
  {
    id: 2,
    name: 'Company Administrator',
    scope: 'company',
    canWrite: true,
    canPurchase: true,
    canManageTeam: true,
    canManageCompany: true,
    description: 'Manages every organization, billing and the team, except the owner.',
  },
  {
    id: 3,
    name: 'Organization Administrator',
    scope: 'organization',
    canWrite: true,
    canPurchase: false,
    canManageTeam: true,
    canManageCompany: false,
    description: 'Manages the properties and members of the organizations assigned to them.',
  },
  {
    id: 4,
    name: 'Organization View only',
    scope: 'organization',
    canWrite: false,
    canPurchase: false,
    canManageTeam: false,
    canManageCompany: false,
    description: 'Reads the organizations assigned to them; cannot change anything.',
  },
];

export function roleCapabilities(role: RoleName | null | undefined): RoleCapabilities | undefined {
  return ROLES.find((r) => r.name === role);
}

export const ORGANIZATION_ROLES: readonly RoleName[] = [
  'Organization Administrator',
  'Organization View only',
];

export function isOrganizationRole(role: RoleName | null | undefined): boolean {
  return role !== null && role !== undefined && ORGANIZATION_ROLES.includes(role);
}

/** The organizations a member with this role works in: organization roles only, each once. */
export function roleOrganizationIds(role: RoleName, ids: readonly number[] | undefined): number[] {
  return isOrganizationRole(role) ? [...new Set(ids ?? [])] : [];
}

/** An organization role without an organization (a rule across two fields the contract cannot state). */
export function roleOrganizationsProblem(role: RoleName, ids: readonly number[] | undefined): Refusal | null {
  if (!isOrganizationRole(role) || roleOrganizationIds(role, ids).length) return null;
  const reason = 'must have at least 1 item for an organization role';
  return {
    status: 400,
    code: 'validation_failed',
    message: `organization_ids ${reason}`,
    details: [{ in: 'body', field: 'organization_ids', reason }],
  };
}

/** GET /role: the roles as the contract lists them. */
export function roleList(): components['schemas']['Role'][] {
  return ROLES.map((r) => ({
    id: r.id,
    name: r.name,
    scope: r.scope,
    can_write: r.canWrite,
    can_purchase: r.canPurchase,
    can_manage_team: r.canManageTeam,
    description: r.description,
  }));
}
