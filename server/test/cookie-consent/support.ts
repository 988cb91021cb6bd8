import type { ApiClient, PlanTier, Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../src/db/database.ts';
import { ensureDefaultCategories } from '../../src/modules/cookieConsent/categories/categories.service.ts';
import { type CompanyAccount, createCompany } from '../support/contract-cases.ts';
import type { TestServer } from '../support/harness.ts';
import { licenseCookieConsent, licensedCompany } from './licence.ts';

export interface Companies {
  db: Db;
  /** The company the tests act as; `api` is its owner's client. */
  alpha: CompanyAccount;
  /** Another company, licensed, so that what alpha is refused on it is a tenancy refusal, not a licence one. */
  beta: CompanyAccount;
  api: ApiClient;
}

/**
 * The two companies of a Cookie Consent suite, '<label> Alpha' and '<label> Beta'. Alpha's own
 * property is licensed only when asked: suites that need a plan per case make properties instead.
 */
export async function companies(
  server: TestServer,
  label: string,
  options: { licenseAlpha?: boolean } = {},
): Promise<Companies> {
  const alpha = options.licenseAlpha
    ? await licensedCompany(server, `${label} Alpha`)
    : await createCompany(server, `${label} Alpha`);
  const beta = await licensedCompany(server, `${label} Beta`);
  return { db: server.running.deps.db, alpha, beta, api: server.client(alpha.token) };
}

/**
 * Makes new properties of the owner's organization, '<label> site <n>' at https://site<n>.<domain>,
 * each with that Cookie Consent tier (null: unlicensed) and, when asked, the default categories.
 */
export function propertyMaker(
  db: Db,
  owner: CompanyAccount,
  site: { label: string; domain: string; defaultCategories?: boolean },
): (tier: PlanTier | null) => Promise<number> {
  let seq = 0;
  return async (tier) => {
    seq += 1;
    const [row] = (await db('properties')
      .insert({
        organization_id: owner.orgId,
        company_id: owner.companyId,
        name: `${site.label} site ${seq}`,
        url: `https://site${seq}.${site.domain}`,
      })
      .returning('id')) as Array<{ id: number }>;
    const id = row?.id as number;
    if (site.defaultCategories) await ensureDefaultCategories(db, id);
    if (tier) await licenseCookieConsent(db, owner.companyId, id, tier);
    return id;
  };
}

/** The id of the property's category with that key. */
export async function categoryId(db: Db, pid: number, key: string): Promise<number> {
  const row = (await db('cookie_categories').where({ property_id: pid, key }).first('id')) as { id: number };
  return row.id;
}

/** The refusal, with its field names: `[status, code, fields]`. */
export const refusal = (res: { response: Response; error?: unknown }) => {
  const error = (res.error as { error?: Schemas['Error']['error'] } | undefined)?.error;
  return [res.response.status, error?.code, (error?.details ?? []).map((d) => d.field)];
};
