import type { HttpHandler } from 'msw';
import { requireCompanyAdmin, requireWrite } from '../fixtures/accounts.ts';
import { notFound } from '../fixtures/errors.ts';
import { presentOrganization, propertiesOf } from '../fixtures/present.ts';
import {
  accessibleOrganization,
  accessibleProperty,
  addOrganization,
  changeOrganization,
  removeOrganization,
  visibleOrganizations,
} from '../fixtures/tenancy.ts';
import { type HandlerContext, keysetPage, memberOf } from './http.ts';

/** Tag Organizations: the caller's organizations with their properties; CRUD by role. */
export function organizationsHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/organizations', ({ request, query, response }) => {
      const m = memberOf(state, request);
      const onlyWithProperties = query.get('required') === 'property';
      const organizations = visibleOrganizations(state, m).filter(
        (o) => !onlyWithProperties || propertiesOf(state, o.id).length > 0,
      );
      const page = keysetPage(organizations, query, (o) => [o.name.toLowerCase(), o.id]);
      return response(200).json({
        ...page,
        response: page.response.map((o) => presentOrganization(state, o)),
      });
    }),

    http.post('/organizations', async ({ request, response }) => {
      const m = memberOf(state, request);
      requireCompanyAdmin(m, 'create organizations');
      const body = await request.json();
      const organization = addOrganization(state, m.companyId, {
        orgname: body.orgname,
        description: body.description ?? '',
        country: body.country ?? '',
      });
      return response(201).json({ response: presentOrganization(state, organization) });
    }),

    http.get('/organizations/{id}', ({ request, params, response }) => {
      const m = memberOf(state, request);
      const organization = accessibleOrganization(state, m, Number(params.id));
      return response(200).json({ response: presentOrganization(state, organization) });
    }),

    http.put('/organizations/{id}', async ({ request, params, response }) => {
      const m = memberOf(state, request);
      const id = Number(params.id);
      const body = await request.json();
      requireWrite(m, 'change organizations');
      const organization = changeOrganization(state, accessibleOrganization(state, m, id), body);
      return response(200).json({ response: presentOrganization(state, organization) });
    }),

    http.patch('/organizations/{id}', async ({ request, params, response }) => {
      const m = memberOf(state, request);
      const id = Number(params.id);
      const body = await request.json();
      requireWrite(m, 'change organizations');
      const organization = changeOrganization(state, accessibleOrganization(state, m, id), body);
      return response(200).json({ response: presentOrganization(state, organization) });
    }),

    http.delete('/organizations/{id}', ({ request, params, response }) => {
      const m = memberOf(state, request);
      const id = Number(params.id);
      requireCompanyAdmin(m, 'delete organizations');
      removeOrganization(state, accessibleOrganization(state, m, id));
      return response(204).empty();
    }),

    http.get('/organizations/{id}/{propId}', ({ request, params, response }) => {
      const m = memberOf(state, request);
      const { organization, property } = accessibleProperty(
        state,
        m,
        Number(params.id),
        Number(params.propId),
      );
      return response(200).json({
        response: {
          organization_id: organization.id,
          organization_name: organization.name,
          property_id: property.id,
          property_name: property.name,
          property_active: property.active,
          user_id: m.user.id,
        },
      });
    }),

    http.get('/organizationsbyname/{companyId}', ({ request, params, query, response }) => {
      const m = memberOf(state, request);
      const name = (query.get('name') ?? '').trim().toLowerCase();
      if (Number(params.companyId) !== m.companyId) throw notFound('Company');
      const matches = visibleOrganizations(state, m)
        .filter((o) => o.name.toLowerCase().includes(name))
        .map((o) => ({ id: o.id, orgname: o.name }));
      return response(200).json(keysetPage(matches, query, (o) => [o.orgname.toLowerCase(), o.id]));
    }),
  ];
}
