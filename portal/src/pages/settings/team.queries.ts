import { allPages, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { $api, dataOrThrow } from '../../lib/queryClient.ts';
import type { InviteRequest } from './teamForm.ts';

type TeamMember = Schemas['TeamMember'];

/**
 * Company roles list the whole company at once; organization roles may only ask per organization
 * (GET /team_member?orgid), so their lists are merged, each person once.
 */
export async function fetchMembers(
  companyWide: boolean,
  organizationIds: readonly number[],
): Promise<TeamMember[]> {
  if (companyWide) {
    const all = await dataOrThrow(
      allPages((after) => api.GET('/team_member', { params: { query: pageQuery(after) } })),
    );
    return all.response;
  }
  const lists = await Promise.all(
    organizationIds.map((orgid) =>
      dataOrThrow(
        allPages((after) => api.GET('/team_member', { params: { query: { orgid, ...pageQuery(after) } } })),
      ),
    ),
  );
  const byId = new Map<number, TeamMember>();
  for (const list of lists) {
    for (const member of list.response) if (!byId.has(member.uid)) byId.set(member.uid, member);
  }
  return [...byId.values()];
}

/** The team's members and invitations (every page; per organization for organization roles). */
export function useTeamMembers(companyWide: boolean, organizationIds: readonly number[]) {
  return useQuery({
    queryKey: [...queryKey('get', '/team_member'), { companyWide, organizationIds }],
    queryFn: () => fetchMembers(companyWide, organizationIds),
  });
}

/** The role list (GET /role), for names and descriptions. */
export function useRoles() {
  return $api.useQuery('get', '/role', {}, { select: (body) => body.response });
}

/**
 * The user limit of `limitsOrgId` (the selected organization): invitations with an organization role
 * count against each organization's limit, so that is the one to show. Without a selected
 * organization, the company's (Company Administrators).
 */
export function useTeamLimits(limitsOrgId: number | null) {
  const company = $api.useQuery(
    'get',
    '/available/user/company',
    {},
    { enabled: limitsOrgId === null, select: (body) => body.response },
  );
  const organization = $api.useQuery(
    'get',
    '/available/user/organization/{orgId}',
    { params: { path: { orgId: limitsOrgId ?? 0 } } },
    { enabled: limitsOrgId !== null, select: (body) => body.response },
  );
  return limitsOrgId === null ? company : organization;
}

/** After an invitation, a role change or a removal: the members and the limits load again. */
export function useTeamChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKey('get', '/team_member') }),
      client.invalidateQueries({ queryKey: queryKey('get', '/available/user/company') }),
      client.invalidateQueries({ queryKey: queryKey('get', '/available/user/organization/{orgId}') }),
    ]);
}

/** Sends an invitation: organization roles to POST /invite/user, Company Administrator to /company. */
export function useInvite() {
  const organization = $api.useMutation('post', '/invite/user');
  const company = $api.useMutation('post', '/invite/user/company');
  return (request: InviteRequest) =>
    request.kind === 'company'
      ? company.mutateAsync({ body: request.body })
      : organization.mutateAsync({ body: request.body });
}

/** A member's role and organizations (PUT /team_member/{userId}). */
export function useChangeRole() {
  return $api.useMutation('put', '/team_member/{userId}');
}

/** Resends an invitation (POST /invite/user/resend). */
export function useResendInvitation() {
  return $api.useMutation('post', '/invite/user/resend');
}

/** Removes a member or withdraws an invitation (DELETE /team_member/{userId}). */
export function useRemoveMember() {
  return $api.useMutation('delete', '/team_member/{userId}');
}
