import { allPages, pageQuery, type RoleName, roleCapabilities } from '@privacy-portal/sdk';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';

export interface TeamCount {
  active: number;
  invited: number;
}

/**
 * Which members the role may count: the whole company (company roles) or one organization
 * (organization roles, the selected one). Null where neither applies.
 */
export function teamScope(
  role: RoleName | null | undefined,
  selectedOrganizationId: number | null,
): { orgid?: number } | null {
  const scope = roleCapabilities(role)?.scope;
  if (scope === 'company') return {};
  if (scope === 'organization' && selectedOrganizationId !== null) return { orgid: selectedOrganizationId };
  return null;
}

/**
 * Team size for the stat card, or null when it cannot be had. Callers ask only within `teamScope`:
 * a role refusal would raise the unauthorized dialog (the error catalogue), which this card must not.
 */
export async function fetchTeamCount(query: { orgid?: number }): Promise<TeamCount | null> {
  const answer = await send(
    allPages((after) => api.GET('/team_member', { params: { query: { ...query, ...pageQuery(after) } } })),
  );
  if (!answer.ok) return null;
  const members = answer.data.response;
  return {
    active: members.filter((member) => member.status === 'active').length,
    invited: members.filter((member) => member.status === 'invited').length,
  };
}
