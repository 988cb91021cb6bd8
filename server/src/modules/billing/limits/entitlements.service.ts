/**
 * The entitlements the guards and pages read (billing brief): `properties.products` and
 * `organizations.org_license_id`, recomputed from the live licences after every licence or
 * subscription change. Pass the transaction when inside one (PGlite: `db` inside a trx hangs).
 */
import { PROPERTY_PRODUCT_NAMES, type PropertyProduct } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { companyLicences } from './limits.queries.ts';

const PRODUCT_ORDER: PropertyProduct[] = ['cookieConsent', 'consentPreference', 'socialFortuna'];

export async function syncEntitlements(db: Db, companyId: number): Promise<void> {
  const live = await companyLicences(db, companyId);

  const properties = (await db('properties')
    .where({ company_id: companyId })
    .select('id', 'products')) as Array<{
    id: number;
    products: string[] | string | null;
  }>;
  for (const p of properties) {
    const want = PRODUCT_ORDER.filter((product) =>
      live.some((l) => l.property_id === p.id && l.product === product),
    ).map((product) => PROPERTY_PRODUCT_NAMES[product]);
    const have = typeof p.products === 'string' ? (JSON.parse(p.products) as string[]) : (p.products ?? []);
    if (JSON.stringify(have) !== JSON.stringify(want)) {
      await db('properties')
        .where({ id: p.id })
        .update({ products: JSON.stringify(want) });
    }
  }

  const organizations = (await db('organizations')
    .where({ company_id: companyId })
    .select('id', 'org_license_id')) as Array<{ id: number; org_license_id: number | null }>;
  for (const o of organizations) {
    const want = live.find((l) => l.organization_id === o.id && l.product === 'dsar')?.licence_id ?? null;
    if (o.org_license_id !== want) {
      await db('organizations').where({ id: o.id }).update({ org_license_id: want });
    }
  }
}
