import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { isOrganizationRole } from '@privacy-portal/sdk';
import { InviteUserRequest as InviteUserRequestRules } from '@privacy-portal/sdk/form-rules';
import { contractMaxLength, contractRules } from '@privacy-portal/sdk/react';

export type InviteField = 'firstname' | 'lastname' | 'email' | 'role' | 'organization_ids';

export interface InviteValues {
  firstname: string;
  lastname: string;
  email: string;
  role: RoleName | null;
  /** The field keeps the API's name, so the server's details land on it. */
  organization_ids: string[];
}

export const EMPTY_INVITE: InviteValues = {
  firstname: '',
  lastname: '',
  email: '',
  role: null,
  organization_ids: [],
};

export const INVITE_LABELS: Record<InviteField, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  role: 'Role',
  organization_ids: 'Organizations',
};

/**
 * How the invite form reads a refusal: a person already known marks the email field; any other
 * refusal shows the server's message word for word, e.g. the spec's 409 limit_reached
 * 'You cannot add more than {user_limit} Users'.
 */
export const INVITE_SUBMIT = {
  codeFields: { already_member: 'email', email_taken: 'email' } as Partial<Record<string, InviteField>>,
  verbatim: true,
};

export function roleError(role: RoleName | null): string | undefined {
  return role === null ? 'Choose a role.' : undefined;
}

/** The organizations a role needs: at least one for organization roles, none for company roles. */
export function organizationsError(role: RoleName | null, organizationIds: readonly string[]) {
  return isOrganizationRole(role) && organizationIds.length === 0
    ? 'Choose at least one organization for this role.'
    : undefined;
}

/** The contract's limits of the invitee's name fields (InviteUserRequest, PersonName). */
export function personRules(field: 'firstname' | 'lastname') {
  return contractRules(InviteUserRequestRules, field, INVITE_LABELS[field]);
}

export const PERSON_NAME_MAX_LENGTH = contractMaxLength(InviteUserRequestRules, 'firstname');

/**
 * The invitee's email: the contract's checks, then a person already listed (`memberEmails`, lower
 * case) before the call, since the error catalogue logs the user out on a refused company invitation.
 */
export function emailRules(memberEmails: ReadonlySet<string>) {
  return contractRules(InviteUserRequestRules, 'email', INVITE_LABELS.email, {
    required: 'Enter the email address.',
    validate: {
      member: (value) =>
        memberEmails.has(value.trim().toLowerCase())
          ? 'This person is already a member of your team.'
          : undefined,
    },
  });
}

export type InviteRequest =
  | { kind: 'organization'; body: Schemas['InviteUserRequest'] }
  | { kind: 'company'; body: Schemas['InviteCompanyUserRequest'] };

/**
 * Organization roles go to POST /invite/user with their organizations; Company Administrator to
 * POST /invite/user/company.
 */
export function inviteRequest(values: InviteValues): InviteRequest {
  const person = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
  };
  if (values.role === 'Organization Administrator' || values.role === 'Organization View only') {
    return {
      kind: 'organization',
      body: { ...person, role: values.role, organization_ids: values.organization_ids.map(Number) },
    };
  }
  return { kind: 'company', body: { ...person, role: 'Company Administrator' } };
}
