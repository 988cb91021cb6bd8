import { describe, expect, it } from 'vitest';
import type { RoleName } from '../src/rules/roles.ts';
import {
  canManageMember,
  grantableRoles,
  invitableRoles,
  memberChangeProblem,
  roleGrantProblem,
  type TeamPerson,
} from '../src/rules/team.ts';

const person = (id: number, role: RoleName | null, organizationIds: number[] = []): TeamPerson => ({
  id,
  role,
  organizationIds,
});

describe('roles a member may give', () => {
  it('lets the owner give every role and invite every role but Company Owner', () => {
    expect(grantableRoles('Company Owner')).toEqual([
      'Company Owner',
      'Company Administrator',
      'Organization Administrator',
      'Organization View only',
    ]);
    expect(invitableRoles('Company Owner')).toEqual([
      'Company Administrator',
      'Organization Administrator',
      'Organization View only',
    ]);
  });

  it('keeps Company Owner to owners and company roles to company managers', () => {
    expect(grantableRoles('Company Administrator')).toEqual([
      'Company Administrator',
      'Organization Administrator',
      'Organization View only',
    ]);
    expect(grantableRoles('Organization Administrator')).toEqual([
      'Organization Administrator',
      'Organization View only',
    ]);
    expect(invitableRoles('Organization Administrator')).toEqual([
      'Organization Administrator',
      'Organization View only',
    ]);
    expect(roleGrantProblem('Company Administrator', 'Company Owner')).toBe('grant or revoke Company Owner');
    expect(roleGrantProblem('Organization Administrator', 'Company Administrator')).toBe(
      'grant company roles',
    );
  });

  it('gives nothing to view-only members and to no role', () => {
    expect(grantableRoles('Organization View only')).toEqual([]);
    expect(invitableRoles(null)).toEqual([]);
    expect(roleGrantProblem('Organization View only', 'Organization View only')).toBe('manage team members');
  });
});

describe('members a member may change', () => {
  const owner = person(1, 'Company Owner');
  const admin = person(2, 'Company Administrator');
  const orgAdmin = person(3, 'Organization Administrator', [10, 11]);
  const viewer = person(4, 'Organization View only', [10]);

  it('lets company managers change anyone but themselves, the owner only by an owner', () => {
    expect(canManageMember(owner, admin)).toBe(true);
    expect(canManageMember(owner, person(9, 'Company Owner'))).toBe(true);
    expect(canManageMember(admin, person(9, 'Organization View only', [99]))).toBe(true);
    expect(memberChangeProblem(admin, owner)).toBe('change the Company Owner');
    expect(canManageMember(admin, owner)).toBe(false);
    expect(memberChangeProblem(owner, owner)).toBeNull();
    expect(canManageMember(owner, owner)).toBe(false);
  });

  it('keeps organization admins to organization roles inside their organizations', () => {
    expect(canManageMember(orgAdmin, viewer)).toBe(true);
    expect(canManageMember(orgAdmin, person(5, 'Organization Administrator', [10, 11]))).toBe(true);
    expect(memberChangeProblem(orgAdmin, person(6, 'Organization View only', [10, 12]))).toBe(
      'change members outside your organizations',
    );
    expect(memberChangeProblem(orgAdmin, admin)).toBe('change members outside your organizations');
  });

  it('refuses view-only members', () => {
    expect(memberChangeProblem(viewer, person(7, 'Organization View only', [10]))).toBe(
      'manage team members',
    );
  });
});
