/**
 * The entitlements the guards and pages read (billing brief): `properties.products` and
 * `organizations.org_license_id`, recomputed from the live licences after every licence or
 * subscription change. Pass the transaction when inside one (PGlite: `db` inside a trx hangs).
 */
import { PROPERTY_PRODUCT_NAMES, type PropertyProduct } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import {
  organizationLicenceIds,
  propertyProducts,
  setOrganizationLicenceId,
  setPropertyProducts,
} from './entitlements.queries.ts';
import { companyLicences } from './limits.queries.ts';

const PRODUCT_ORDER: PropertyProduct[] = ['cookieConsent', 'consentPreference', 'socialFortuna'];

export async function syncEntitlements(db: Db, companyId: number): Promise<void> {
  const live = await companyLicences(db, companyId);

  for (const p of await propertyProducts(db, companyId)) {
    const want = PRODUCT_ORDER.filter((product) =>
      live.some((l) => l.property_id === p.id && l.product === product),
    ).map((product) => PROPERTY_PRODUCT_NAMES[product]);
    if (JSON.stringify(p.products) !== JSON.stringify(want)) await setPropertyProducts(db, p.id, want);
  }

  for (const o of await organizationLicenceIds(db, companyId)) {
    const want = live.find((l) => l.organization_id === o.id && l.product === 'dsar')?.licence_id ?? null;
    if (o.org_license_id !== want) await setOrganizationLicenceId(db, o.id, want);
  }
}
