import { allPages, pageQuery, type RoleName, roleCapabilities } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { dataOrThrow } from '../../lib/queryClient.ts';

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
 * Team size for the stat card (every member of the scope, counted), or null while it loads or when
 * it cannot be had. Asked only within `teamScope` (null asks nothing): a role refusal would raise the
 * unauthorized dialog (the error catalogue), which this card must not. A change of the team
 * (invalidating GET /team_member) counts again.
 */
export function useTeamCount(scope: { orgid?: number } | null): TeamCount | null {
  const count = useQuery({
    queryKey: [...queryKey('get', '/team_member'), 'count', scope],
    queryFn: async ({ signal }): Promise<TeamCount> => {
      const members = (
        await dataOrThrow(
          allPages((after) =>
            api.GET('/team_member', { params: { query: { ...scope, ...pageQuery(after) } }, signal }),
          ),
        )
      ).response;
      return {
        active: members.filter((member) => member.status === 'active').length,
        invited: members.filter((member) => member.status === 'invited').length,
      };
    },
    enabled: scope !== null,
  });
  return scope === null ? null : (count.data ?? null);
}
