import type { Db } from '../../src/db/database.ts';
import { grant } from '../support/licence-fixture.ts';

/**
 * A live Cookie Consent licence (Professional) on the property, unless it has one already: the demo
 * seed licenses Demo Store itself.
 */
export async function licenseCookieConsent(db: Db, companyId: number, propertyId: number): Promise<void> {
  const held = await db('licences').where({ property_id: propertyId, product: 'cookieConsent' }).first('id');
  if (held) return;
  await grant(db, {
    companyId,
    plan: 'price_cookieConsent_professional_monthly',
    assign: [{ product: 'cookieConsent', propertyId }],
  });
}
