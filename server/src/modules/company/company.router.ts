import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { type Auth, member, requireCompanyAdmin, visibleOrganizationIds } from '../access/access.ts';
import { type CompanyRow, presentCompany } from './company.queries.ts';

type CompanyOps = 'getCompany' | 'updateCompany' | 'listCompanyServices';

// Licence scope per product (spec: DSAR per organization, the others per property).
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

export function companyHandlers(deps: Deps): Pick<Handlers<Auth>, CompanyOps> {
  const { db } = deps;
  return {
    getCompany: async ({ auth }) => {
      const m = member(auth);
      const row = (await db('companies').where({ id: m.companyId }).first()) as CompanyRow | undefined;
      if (!row) throw notFound('Company');
      return { status: 200, body: { response: presentCompany(row) } };
    },
    updateCompany: async ({ auth, body }) => {
      const m = member(auth);
      requireCompanyAdmin(m, 'change the company details');
      const [row] = await db('companies')
        .where({ id: m.companyId })
        .update({
          name: body.company_name.trim(),
          country: body.country ?? '',
          address: body.address ?? '',
          city: body.city ?? '',
          zip: body.zip ?? '',
          phone: body.phone ?? '',
          website: body.website ?? '',
          updated_at: db.fn.now(),
        })
        .returning('*');
      return { status: 200, body: { response: presentCompany(row as CompanyRow) } };
    },
    listCompanyServices: async ({ auth }) => {
      const m = member(auth);
      const orgs = (await db('organizations')
        .whereIn('id', visibleOrganizationIds(db, m))
        .select('id', 'org_license_id')) as Array<{ id: number; org_license_id: number | null }>;
      const properties = (await db('properties')
        .whereIn(
          'organization_id',
          orgs.map((o) => o.id),
        )
        .select('products')) as Array<{ products: string[] }>;
      const response = SERVICES.map((s) => {
        const total = s.licence_scope === 'organization' ? orgs.length : properties.length;
        const licensed =
          s.licence_scope === 'organization'
            ? orgs.filter((o) => o.org_license_id !== null).length
            : properties.filter((p) => (p.products ?? []).includes(s.product)).length;
        return {
          key: s.key,
          product_name: s.product_name,
          licence_scope: s.licence_scope,
          licensed: licensed > 0,
          licensed_count: licensed,
          total_count: total,
        };
      });
      return { status: 200, body: { response } };
    },
  };
}
