import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { isOrganizationRole } from '@privacy-portal/sdk';
import type { FormSubmitOptions } from '../../lib/useFormSubmit.ts';
import { compact, emailError, personNameError } from '../../lib/validation.ts';

export type InviteField = 'firstname' | 'lastname' | 'email' | 'role' | 'organization_ids';

export interface InviteValues {
  firstname: string;
  lastname: string;
  email: string;
  role: RoleName | null;
  organizationIds: string[];
}

export const EMPTY_INVITE: InviteValues = {
  firstname: '',
  lastname: '',
  email: '',
  role: null,
  organizationIds: [],
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
export const INVITE_SUBMIT: FormSubmitOptions<InviteField> = {
  codeFields: { already_member: 'email', email_taken: 'email' },
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

/**
 * Client-side checks, naming the field and the reason; the server checks the same again.
 * `memberEmails` (lower case) catches a person already in the team before the call: the error
 * catalogue logs the user out on a refused company invitation.
 */
export function validateInvite(
  values: InviteValues,
  memberEmails: ReadonlySet<string>,
): Partial<Record<InviteField, string>> {
  const taken = memberEmails.has(values.email.trim().toLowerCase());
  return compact({
    firstname: personNameError(values.firstname, INVITE_LABELS.firstname, 'the'),
    lastname: personNameError(values.lastname, INVITE_LABELS.lastname, 'the'),
    email:
      emailError(values.email, 'the') ??
      (taken ? 'This person is already a member of your team.' : undefined),
    role: roleError(values.role),
    organization_ids: organizationsError(values.role, values.organizationIds),
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
      body: { ...person, role: values.role, organization_ids: values.organizationIds.map(Number) },
    };
  }
  return { kind: 'company', body: { ...person, role: 'Company Administrator' } };
}
