import { ROLES } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import { asMember } from '../fixtures/accounts.ts';
import { forbidden, validationFailed } from '../fixtures/errors.ts';
import { presentUser } from '../fixtures/present.ts';
import { setQuickStartDismissed, setVisitedLinks } from '../fixtures/quickstart.ts';
import { accessibleProperty } from '../fixtures/tenancy.ts';
import { callerOf, check, type HandlerContext, readJson } from './http.ts';

const isLinkId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 999;

/** Tag Users: the logged-in user (name, preferences, terms, default property) and the role list. */
export function usersHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/user', ({ request, response }) => {
      const { user, impersonatedBy } = callerOf(state, request);
      return response(200).json({ response: presentUser(user, impersonatedBy) });
    }),

    http.put('/user', async ({ request, response }) => {
      const { user, impersonatedBy } = callerOf(state, request);
      const body = await readJson(request);
      check(body).text('firstname', { max: 60 }).text('lastname', { max: 60 }).done();
      user.firstname = body.firstname.trim();
      user.lastname = body.lastname.trim();
      return response(200).json({ response: presentUser(user, impersonatedBy) });
    }),

    http.post('/user', async ({ request, response }) => {
      const { user, impersonatedBy } = callerOf(state, request);
      const body = await readJson(request);
      check(body)
        .notEmpty()
        .oneOf('theme', ['light', 'dark'], true)
        .boolean('is_quickstart_dismissed', true)
        .done();
      if (body.quickstart_visited_links !== undefined) {
        if (!Array.isArray(body.quickstart_visited_links) || !body.quickstart_visited_links.every(isLinkId)) {
          throw validationFailed([
            { in: 'body', field: 'quickstart_visited_links', reason: 'must be a list of link ids (1-999)' },
          ]);
        }
        setVisitedLinks(user, body.quickstart_visited_links);
      }
      if (body.theme !== undefined) user.theme = body.theme;
      if (body.is_quickstart_dismissed !== undefined)
        setQuickStartDismissed(user, body.is_quickstart_dismissed);
      return response(200).json({ response: presentUser(user, impersonatedBy) });
    }),

    http.post('/update_terms_and_conditions', async ({ request, response }) => {
      const { user, impersonatedBy } = callerOf(state, request);
      const body = await readJson(request);
      check(body).email('email').done();
      if (body.email.trim().toLowerCase() !== user.email)
        throw forbidden('accept the terms for another user');
      user.termsAccepted = true;
      return response(200).json({ response: presentUser(user, impersonatedBy) });
    }),

    http.post('/user/defaultproperty', async ({ request, response }) => {
      const caller = callerOf(state, request);
      const m = asMember(caller);
      const body = await readJson(request);
      const ref = body.default_organization_property as unknown;
      if (typeof ref !== 'object' || ref === null) {
        throw validationFailed([
          { in: 'body', field: 'default_organization_property', reason: 'is required' },
        ]);
      }
      const { organization_id, property_id } = body.default_organization_property;
      const problems = [
        ...(isId(organization_id) ? [] : ['organization_id']),
        ...(isId(property_id) ? [] : ['property_id']),
      ];
      if (problems.length) {
        throw validationFailed(
          problems.map((f) => ({
            in: 'body' as const,
            field: `default_organization_property.${f}`,
            reason: 'must be a whole number',
          })),
        );
      }
      accessibleProperty(state, m, organization_id, property_id);
      caller.user.defaultOrganizationId = organization_id;
      caller.user.defaultPropertyId = property_id;
      return response(200).json({ response: presentUser(caller.user, caller.impersonatedBy) });
    }),

    http.get('/role', ({ request, response }) => {
      callerOf(state, request);
      return response(200).json({
        response: ROLES.map((r) => ({
          id: r.id,
          name: r.name,
          scope: r.scope,
          can_write: r.canWrite,
          can_purchase: r.canPurchase,
          can_manage_team: r.canManageTeam,
          description: r.description,
        })),
      });
    }),
  ];
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;
