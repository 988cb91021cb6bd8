import { roleList } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import { asMember } from '../fixtures/accounts.ts';
import { forbidden } from '../fixtures/errors.ts';
import { presentUser } from '../fixtures/present.ts';
import { setQuickStartDismissed, setVisitedLinks } from '../fixtures/quickstart.ts';
import { accessibleProperty } from '../fixtures/tenancy.ts';
import { callerOf, type HandlerContext } from './http.ts';

/** Tag Users: the logged-in user (name, preferences, terms, default property) and the role list. */
export function usersHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/user', ({ request, response }) => {
      const { user, impersonatedBy } = callerOf(state, request);
      return response(200).json({ response: presentUser(user, impersonatedBy) });
    }),

    http.put('/user', async ({ request, response }) => {
      const { user, impersonatedBy } = callerOf(state, request);
      const body = await request.json();
      user.firstname = body.firstname.trim();
      user.lastname = body.lastname.trim();
      return response(200).json({ response: presentUser(user, impersonatedBy) });
    }),

    http.post('/user', async ({ request, response }) => {
      const { user, impersonatedBy } = callerOf(state, request);
      const body = await request.json();
      if (body.quickstart_visited_links !== undefined) setVisitedLinks(user, body.quickstart_visited_links);
      if (body.theme !== undefined) user.theme = body.theme;
      if (body.is_quickstart_dismissed !== undefined)
        setQuickStartDismissed(user, body.is_quickstart_dismissed);
      return response(200).json({ response: presentUser(user, impersonatedBy) });
    }),

    http.post('/update_terms_and_conditions', async ({ request, response }) => {
      const { user, impersonatedBy } = callerOf(state, request);
      const body = await request.json();
      if (body.email.trim().toLowerCase() !== user.email)
        throw forbidden('accept the terms for another user');
      user.termsAccepted = true;
      return response(200).json({ response: presentUser(user, impersonatedBy) });
    }),

    http.post('/user/defaultproperty', async ({ request, response }) => {
      const caller = callerOf(state, request);
      const m = asMember(caller);
      const { organization_id, property_id } = (await request.json()).default_organization_property;
      accessibleProperty(state, m, organization_id, property_id);
      caller.user.defaultOrganizationId = organization_id;
      caller.user.defaultPropertyId = property_id;
      return response(200).json({ response: presentUser(caller.user, caller.impersonatedBy) });
    }),

    http.get('/role', ({ request, response }) => {
      callerOf(state, request);
      return response(200).json({ response: roleList() });
    }),
  ];
}
