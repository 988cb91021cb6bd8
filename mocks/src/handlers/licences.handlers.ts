import type { Schemas } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import {
  assignLicence,
  companyLicences,
  dsarAvailable,
  licenceHistory,
  licensedProperties,
  organizationScopes,
  presentLicence,
  propertyAvailable,
  propertyScopes,
  unassignLicence,
  unlicensedProperties,
} from '../fixtures/billing.ts';
import { accessibleOrganization, accessibleProperty } from '../fixtures/tenancy.ts';
import { type HandlerContext, keysetPage, memberOf, optionalId, pageOf } from './http.ts';

// The licence lists' order: organization name, then property name (as the server's).
const byPropertyName = (s: Schemas['LicensedScope']) => [s.organization_name, s.name, s.id];
const byOrganizationName = (s: Schemas['LicensedScope']) => [s.name, s.id];

/** Tag Licences: who holds which licence, assigning and releasing them, and what is still available. */
export function licencesHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/licensed/property', ({ request, query, response }) => {
      const m = memberOf(state, request);
      const scopes = licensedProperties(state, m, optionalId(query.get('oid')));
      return response(200).json(keysetPage(scopes, query, byPropertyName));
    }),

    http.get('/unlicensed/property', ({ request, query, response }) => {
      const m = memberOf(state, request);
      const scopes = unlicensedProperties(state, m, optionalId(query.get('oid')), Number(query.get('type')));
      return response(200).json(keysetPage(scopes, query, byPropertyName));
    }),

    http.get('/licensed/organizations', ({ request, query, response }) => {
      const m = memberOf(state, request);
      return response(200).json(keysetPage(organizationScopes(state, m, true), query, byOrganizationName));
    }),

    http.get('/unlicensed/organizations', ({ request, query, response }) => {
      const m = memberOf(state, request);
      return response(200).json(keysetPage(organizationScopes(state, m, false), query, byOrganizationName));
    }),

    http.post('/assign/license/property', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      const licence = assignLicence(state, m, body.licence_id, 'property', body.property_id);
      return response(200).json({ response: presentLicence(state, licence), message: 'Licence assigned' });
    }),

    http.post('/assign/license/organization', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      const licence = assignLicence(state, m, body.licence_id, 'organization', body.organization_id);
      return response(200).json({ response: presentLicence(state, licence), message: 'Licence assigned' });
    }),

    http.post('/unassign/license/property', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      const licence = unassignLicence(state, m, body.licence_id, 'property');
      return response(200).json({ response: presentLicence(state, licence), message: 'Licence released' });
    }),

    http.post('/unassign/license/organization', async ({ request, response }) => {
      const m = memberOf(state, request);
      const body = await request.json();
      const licence = unassignLicence(state, m, body.licence_id, 'organization');
      return response(200).json({ response: presentLicence(state, licence), message: 'Licence released' });
    }),

    http.get('/property_license/{orgId}/{propId}', ({ request, params, query, response }) => {
      const m = memberOf(state, request);
      const scopes = propertyScopes(state, m, Number(params.orgId), Number(params.propId));
      return response(200).json(keysetPage(scopes, query, byPropertyName));
    }),

    http.get('/property_license/{orgId}', ({ request, params, query, response }) => {
      const m = memberOf(state, request);
      const scopes = propertyScopes(state, m, Number(params.orgId), null);
      return response(200).json(keysetPage(scopes, query, byPropertyName));
    }),

    http.get('/licensed/property_license', ({ request, query, response }) => {
      const m = memberOf(state, request);
      return response(200).json(keysetPage(companyLicences(state, m.companyId), query, (l) => [l.id]));
    }),

    http.get('/license/history', ({ request, query, response }) => {
      const m = memberOf(state, request);
      const { limit, offset } = pageOf(query);
      return response(200).json({ response: licenceHistory(state, m.companyId, limit, offset) });
    }),

    http.get('/available/form/{orgId}', ({ request, params, response }) => {
      const organization = accessibleOrganization(state, memberOf(state, request), Number(params.orgId));
      return response(200).json({ response: dsarAvailable(state, organization, 'forms') });
    }),

    http.get('/available/request/{orgId}', ({ request, params, response }) => {
      const organization = accessibleOrganization(state, memberOf(state, request), Number(params.orgId));
      return response(200).json({ response: dsarAvailable(state, organization, 'requests') });
    }),

    http.get('/available/workflow/{orgId}', ({ request, params, response }) => {
      const organization = accessibleOrganization(state, memberOf(state, request), Number(params.orgId));
      return response(200).json({ response: dsarAvailable(state, organization, 'workflows') });
    }),

    http.get('/available/scan/{orgId}/{propId}', ({ request, params, response }) => {
      const m = memberOf(state, request);
      const { property } = accessibleProperty(state, m, Number(params.orgId), Number(params.propId));
      return response(200).json({ response: propertyAvailable(state, property, 'scans') });
    }),
  ];
}
