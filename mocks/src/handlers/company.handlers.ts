import { companyServices } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import { requireCompanyAdmin } from '../fixtures/accounts.ts';
import { notFound } from '../fixtures/errors.ts';
import { presentCompany } from '../fixtures/present.ts';
import { visibleOrganizations } from '../fixtures/tenancy.ts';
import { type HandlerContext, memberOf } from './http.ts';

/** Tag Company: the caller's company, its details (owners and administrators) and licence counts. */
export function companyHandlers({ state, http }: HandlerContext): HttpHandler[] {
  const companyOf = (id: number) => {
    const company = state.companies.find((c) => c.id === id);
    if (!company) throw notFound('Company');
    return company;
  };
  return [
    http.get('/company', ({ request, response }) => {
      const m = memberOf(state, request);
      return response(200).json({ response: presentCompany(companyOf(m.companyId)) });
    }),

    http.put('/company', async ({ request, response }) => {
      const m = memberOf(state, request);
      requireCompanyAdmin(m, 'change the company details');
      const body = await request.json();
      const company = Object.assign(companyOf(m.companyId), {
        name: body.company_name.trim(),
        country: body.country ?? '',
        address: body.address ?? '',
        city: body.city ?? '',
        zip: body.zip ?? '',
        phone: body.phone ?? '',
        website: body.website ?? '',
      });
      return response(200).json({ response: presentCompany(company) });
    }),

    http.get('/company/service', ({ request, response }) => {
      const m = memberOf(state, request);
      const organizations = visibleOrganizations(state, m);
      const ids = new Set(organizations.map((o) => o.id));
      const properties = state.properties.filter((p) => ids.has(p.organizationId));
      const services = companyServices({
        organizations: organizations.map((o) => ({ licensed: o.licenseId !== null })),
        properties,
      });
      return response(200).json({ response: services });
    }),
  ];
}
