import type { Schemas } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import { requireCompanyAdmin, requireTeamManager } from '../fixtures/accounts.ts';
import { setInvitedPassword } from '../fixtures/auth.ts';
import {
  availableUsers,
  changeMember,
  invite,
  listMembers,
  removeMember,
  resendInvitation,
} from '../fixtures/team.ts';
import { accessibleOrganization } from '../fixtures/tenancy.ts';
import { type HandlerContext, keysetPage, memberOf } from './http.ts';

/** The team list's order: first name, last name (case-insensitive), then id. */
const byName = (t: Schemas['TeamMember']) => [t.firstname.toLowerCase(), t.lastname.toLowerCase(), t.uid];

/** Tag Team: members and invitations of the company or one organization; accepting an invitation. */
export function teamHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/team_member', ({ request, query, response }) => {
      const m = memberOf(state, request);
      const orgid = query.get('orgid');
      if (orgid === null) {
        requireCompanyAdmin(m, 'list every member of the company');
        return response(200).json(keysetPage(listMembers(state, m.companyId), query, byName));
      }
      const organization = accessibleOrganization(state, m, Number(orgid));
      return response(200).json(keysetPage(listMembers(state, m.companyId, organization.id), query, byName));
    }),

    http.put('/team_member/{userId}', async ({ request, params, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      return response(200).json({ response: changeMember(state, m, Number(params.userId), body) });
    }),

    http.delete('/team_member/{userId}', ({ request, params, response }) => {
      const m = memberOf(state, request);
      removeMember(state, m, Number(params.userId));
      return response(204).empty();
    }),

    http.post('/invite/user', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      requireTeamManager(m, 'invite team members');
      return response(201).json({ response: invite(state, m, body) });
    }),

    http.post('/invite/user/company', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      requireCompanyAdmin(m, 'invite company administrators');
      const member = invite(state, m, { ...body, role: 'Company Administrator', organization_ids: [] });
      return response(201).json({ response: member });
    }),

    http.post('/invite/user/resend', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      const target = resendInvitation(state, m, body.user_id);
      return response(200).json({ message: `The invitation was sent again to ${target.email}` });
    }),

    http.post('/invite/user/setpassword/{id}', async ({ params, query, request, response }) => {
      const token = query.get('token') ?? '';
      const body = await request.json();
      return response(200).json({
        response: setInvitedPassword(state, Number(params.id), token, body),
      });
    }),

    http.get('/available/user/organization/{orgId}', ({ request, params, response }) => {
      const m = memberOf(state, request);
      const organization = accessibleOrganization(state, m, Number(params.orgId));
      return response(200).json({ response: availableUsers(state, m.companyId, organization.id) });
    }),

    http.get('/available/user/company', ({ request, response }) => {
      const m = memberOf(state, request);
      return response(200).json({ response: availableUsers(state, m.companyId) });
    }),
  ];
}
