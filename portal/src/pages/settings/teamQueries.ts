import { allPages, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { api } from '../../lib/api.ts';
import { type Outcome, send } from '../../lib/send.ts';

type TeamMember = Schemas['TeamMember'];

export interface TeamData {
  members: TeamMember[];
  roles: Schemas['Role'][];
  /** The selected organization's users against its plan (what an invite to it is checked against). */
  limits: Schemas['AvailableUsers'];
}

/**
 * Company roles list the whole company at once; organization roles may only ask per organization
 * (GET /team_member?orgid), so their lists are merged, each person once.
 */
export async function fetchMembers(
  companyWide: boolean,
  organizationIds: readonly number[],
): Promise<Outcome<TeamMember[]>> {
  if (companyWide) {
    const all = await send(
      allPages((after) => api.GET('/team_member', { params: { query: pageQuery(after) } })),
    );
    return all.ok ? { ...all, data: all.data.response } : all;
  }
  const lists = await Promise.all(
    organizationIds.map((orgid) =>
      send(
        allPages((after) => api.GET('/team_member', { params: { query: { orgid, ...pageQuery(after) } } })),
      ),
    ),
  );
  const byId = new Map<number, TeamMember>();
  for (const list of lists) {
    if (!list.ok) return list;
    for (const member of list.data.response) if (!byId.has(member.uid)) byId.set(member.uid, member);
  }
  return { ok: true, status: 200, data: [...byId.values()] };
}

/**
 * The team, its roles and the user limit of `limitsOrgId` (the selected organization): invitations
 * with an organization role count against each organization's limit, so that is the one to show.
 * Without a selected organization, the company's (Company Administrators).
 */
export async function fetchTeam(
  companyWide: boolean,
  organizationIds: readonly number[],
  limitsOrgId: number | null,
): Promise<Outcome<TeamData>> {
  const [members, roles, limits] = await Promise.all([
    fetchMembers(companyWide, organizationIds),
    send(api.GET('/role')),
    limitsOrgId === null
      ? send(api.GET('/available/user/company'))
      : send(api.GET('/available/user/organization/{orgId}', { params: { path: { orgId: limitsOrgId } } })),
  ]);
  if (!members.ok) return members;
  if (!roles.ok) return roles;
  if (!limits.ok) return limits;
  return {
    ok: true,
    status: 200,
    data: { members: members.data, roles: roles.data.response, limits: limits.data.response },
  };
}
