import type { HttpHandler } from 'msw';
import { requireCompanyAdmin } from '../fixtures/accounts.ts';
import { notFound } from '../fixtures/errors.ts';
import { presentCompany } from '../fixtures/present.ts';
import { visibleOrganizations } from '../fixtures/tenancy.ts';
import { check, type HandlerContext, memberOf, readJson } from './http.ts';

// Licence scope per product: DSAR per organization, the others per property.
const SERVICES = [
  { key: 'cookieConsent', product_name: 'Cookie Consent', licence_scope: 'property', product: 'Cookie' },
  { key: 'dsar', product_name: 'DSAR', licence_scope: 'organization', product: 'DSAR' },
  {
    key: 'consentPreference',
    product_name: 'Consent Preference',
    licence_scope: 'property',
    product: 'Preference',
  },
  { key: 'socialFortuna', product_name: 'Social Fortuna', licence_scope: 'property', product: 'Social' },
] as const;

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
      const body = await readJson(request);
      check(body)
        .text('company_name')
        .text('country', { optional: true, blank: true })
        .text('address', { optional: true, blank: true, max: 200 })
        .text('city', { optional: true, blank: true })
        .text('zip', { optional: true, blank: true, max: 20 })
        .pattern('phone', /^[+0-9 ()./-]{0,40}$/, 'may contain only digits, spaces and + ( ) . / -')
        .text('website', { optional: true, blank: true, max: 2048 })
        .done();
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
      return response(200).json({
        response: SERVICES.map((s) => {
          const total = s.licence_scope === 'organization' ? organizations.length : properties.length;
          const licensed =
            s.licence_scope === 'organization'
              ? organizations.filter((o) => o.licenseId !== null).length
              : properties.filter((p) => (p.products as string[]).includes(s.product)).length;
          return {
            key: s.key,
            product_name: s.product_name,
            licence_scope: s.licence_scope,
            licensed: licensed > 0,
            licensed_count: licensed,
            total_count: total,
          };
        }),
      });
    }),
  ];
}
