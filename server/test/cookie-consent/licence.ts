import type { PlanTier } from '@privacy-portal/sdk';
import type { Db } from '../../src/db/database.ts';
import { type CompanyAccount, createCompany, demoIds } from '../support/contract-cases.ts';
import type { TestServer } from '../support/harness.ts';
import { grant } from '../support/licence-fixture.ts';

/**
 * A live Cookie Consent licence of that tier (Professional unless said) on the property, unless it has
 * one already: the demo seed licenses Demo Store itself.
 */
export async function licenseCookieConsent(
  db: Db,
  companyId: number,
  propertyId: number,
  tier: PlanTier = 'professional',
): Promise<void> {
  const held = await db('licences').where({ property_id: propertyId, product: 'cookieConsent' }).first('id');
  if (held) return;
  await grant(db, {
    companyId,
    plan: `price_cookieConsent_${tier}_monthly`,
    assign: [{ product: 'cookieConsent', propertyId }],
  });
}

/** A new company (createCompany) whose own property, at `url` when given, holds a Cookie Consent licence. */
export async function licensedCompany(
  server: TestServer,
  name: string,
  options: { tier?: PlanTier; url?: string } = {},
): Promise<CompanyAccount> {
  const account = await createCompany(server, name);
  const db = server.running.deps.db;
  if (options.url) await db('properties').where({ id: account.propertyId }).update({ url: options.url });
  await licenseCookieConsent(db, account.companyId, account.propertyId, options.tier);
  return account;
}

/** The demo company's ids (demoIds), with Demo Store sure to hold a Cookie Consent licence. */
export async function licensedDemo(db: Db): Promise<Awaited<ReturnType<typeof demoIds>>> {
  const demo = await demoIds(db);
  await licenseCookieConsent(db, demo.companyId, demo.storeId);
  return demo;
}
