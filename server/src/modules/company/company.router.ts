import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { type Auth, member, requireCompanyAdmin } from '../access/access.ts';
import { findCompany, licenceHoldings, presentCompany, updateCompany } from './company.queries.ts';

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
      const row = await findCompany(db, m.companyId);
      if (!row) throw notFound('Company');
      return { status: 200, body: { response: presentCompany(row) } };
    },
    updateCompany: async ({ auth, body }) => {
      const m = member(auth);
      requireCompanyAdmin(m, 'change the company details');
      const row = await updateCompany(db, m.companyId, body);
      return { status: 200, body: { response: presentCompany(row) } };
    },
    listCompanyServices: async ({ auth }) => {
      const m = member(auth);
      const { organizations: orgs, properties } = await licenceHoldings(db, m);
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
