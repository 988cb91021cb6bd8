import { API_MESSAGES } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import {
  type Auth,
  accessibleOrganization,
  member,
  requireCompanyAdmin,
  requireTeamManager,
} from '../access/access.ts';
import { listMembers } from './team.queries.ts';
import {
  availableUsers,
  changeRole,
  checkOrganizations,
  invite,
  removeTeamMember,
  resendInvitation,
} from './team.service.ts';

type TeamOps =
  | 'listTeamMembers'
  | 'updateTeamMember'
  | 'removeTeamMember'
  | 'inviteUser'
  | 'inviteCompanyUser'
  | 'resendInvitation'
  | 'getAvailableUsersForOrganization'
  | 'getAvailableUsersForCompany';

export function teamHandlers(deps: Deps): Pick<Handlers<Auth>, TeamOps> {
  const { db } = deps;
  return {
    listTeamMembers: async ({ auth, query }) => {
      const m = member(auth);
      if (query.orgid === undefined) {
        requireCompanyAdmin(m, 'list every member of the company');
        return { status: 200, body: await listMembers(db, m.companyId, query) };
      }
      const org = await accessibleOrganization(db, m, query.orgid);
      return { status: 200, body: await listMembers(db, m.companyId, query, org.id) };
    },

    inviteUser: async ({ auth, body }) => {
      const m = member(auth);
      requireTeamManager(m, 'invite team members');
      await checkOrganizations(db, m, body.organization_ids);
      return { status: 201, body: { response: await invite(deps, m, body) } };
    },

    inviteCompanyUser: async ({ auth, body }) => {
      const m = member(auth);
      requireCompanyAdmin(m, 'invite company administrators');
      return {
        status: 201,
        body: {
          response: await invite(deps, m, { ...body, role: 'Company Administrator', organization_ids: [] }),
        },
      };
    },

    resendInvitation: async ({ auth, body }) => {
      const email = await resendInvitation(deps, member(auth), body.user_id);
      return { status: 200, body: { message: API_MESSAGES.invitationResent(email) } };
    },

    updateTeamMember: async ({ auth, params, body }) => ({
      status: 200,
      body: { response: await changeRole(db, member(auth), params.userId, body) },
    }),

    removeTeamMember: async ({ auth, params }) => {
      await removeTeamMember(db, member(auth), params.userId);
      return { status: 204 };
    },

    getAvailableUsersForOrganization: async ({ auth, params }) => {
      const m = member(auth);
      const org = await accessibleOrganization(db, m, params.orgId);
      return { status: 200, body: { response: await availableUsers(db, m, org.id) } };
    },
    getAvailableUsersForCompany: async ({ auth }) => ({
      status: 200,
      body: { response: await availableUsers(db, member(auth)) },
    }),
  };
}
