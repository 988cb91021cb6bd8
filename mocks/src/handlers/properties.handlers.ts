import type { HttpHandler } from 'msw';
import { requireWrite } from '../fixtures/accounts.ts';
import { presentProperty, propertiesOf } from '../fixtures/present.ts';
import {
  accessibleOrganization,
  accessibleProperty,
  addProperty,
  changeProperty,
  removeProperty,
} from '../fixtures/tenancy.ts';
import { type HandlerContext, keysetPage, memberOf } from './http.ts';

/** Tag Properties: an organization's websites; the first is the default; view-only roles read. */
export function propertiesHandlers({ state, http }: HandlerContext): HttpHandler[] {
  const ids = (params: { orgId: string; propId: string }) =>
    [Number(params.orgId), Number(params.propId)] as const;
  return [
    http.get('/property/{orgId}', ({ request, params, query, response }) => {
      const m = memberOf(state, request);
      const organization = accessibleOrganization(state, m, Number(params.orgId));
      const properties = propertiesOf(state, organization.id).map(presentProperty);
      return response(200).json(
        keysetPage(properties, query, (p) => [p.property_name.toLowerCase(), p.property_id]),
      );
    }),

    http.post('/property/{orgId}', async ({ request, params, response }) => {
      const m = memberOf(state, request);
      const orgId = Number(params.orgId);
      const body = await request.json();
      requireWrite(m, 'create properties');
      const property = addProperty(state, accessibleOrganization(state, m, orgId), body);
      return response(201).json({ response: presentProperty(property) });
    }),

    http.get('/property/{orgId}/{propId}', ({ request, params, response }) => {
      const m = memberOf(state, request);
      const { property } = accessibleProperty(state, m, ...ids(params));
      return response(200).json({ response: presentProperty(property) });
    }),

    http.put('/property/{orgId}/{propId}', async ({ request, params, response }) => {
      const m = memberOf(state, request);
      const [orgId, propId] = ids(params);
      const body = await request.json();
      requireWrite(m, 'change properties');
      const { property } = accessibleProperty(state, m, orgId, propId);
      return response(200).json({ response: presentProperty(changeProperty(state, property, body)) });
    }),

    http.patch('/property/{orgId}/{propId}', async ({ request, params, response }) => {
      const m = memberOf(state, request);
      const [orgId, propId] = ids(params);
      const body = await request.json();
      requireWrite(m, 'change properties');
      const { property } = accessibleProperty(state, m, orgId, propId);
      return response(200).json({ response: presentProperty(changeProperty(state, property, body)) });
    }),

    http.delete('/property/{orgId}/{propId}', ({ request, params, response }) => {
      const m = memberOf(state, request);
      const [orgId, propId] = ids(params);
      requireWrite(m, 'delete properties');
      removeProperty(state, accessibleProperty(state, m, orgId, propId).property);
      return response(204).empty();
    }),
  ];
}
