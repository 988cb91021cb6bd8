import { companyServices } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { type Auth, member, requireCompanyAdmin } from '../access/access.ts';
import { findCompany, licenceHoldings, presentCompany, updateCompany } from './company.queries.ts';

type CompanyOps = 'getCompany' | 'updateCompany' | 'listCompanyServices';

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
      return { status: 200, body: { response: companyServices(await licenceHoldings(db, m)) } };
    },
  };
}
