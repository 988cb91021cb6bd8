/**
 * Demo Company's Cookie Consent licence in the mocks' billing state, which the billing handlers still
 * answer from (the module's own rows are recorded answers); it goes when billing answers by replay.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { subscribe } from '../billing.ts';
import { DEMO_IDS } from '../seed.ts';
import type { MockState, MockUser } from '../state.ts';

/**
 * Demo Company's Cookie Consent Professional subscription of one licence, on Demo Store. Bought
 * before the DSAR one, so that the DSAR subscription stays the newest (first) in the lists.
 */
export function seedCookieConsentLicence(state: Omit<MockState, 'reset'>): void {
  const owner = state.users.get(DEMO_IDS.owner) as MockUser;
  const plan = state.plans.find(
    (p) => p.stripe_plan_id === 'price_cookieConsent_professional_monthly',
  ) as Schemas['Plan'];
  subscribe(
    state,
    { companyId: DEMO_IDS.company, user: owner },
    {
      plan,
      quantity: 1,
      percentOff: 0,
      trial: false,
      target: { kind: 'property', id: DEMO_IDS.store, name: 'Demo Store', organization_id: DEMO_IDS.retail },
      at: '2026-10-28T00:00:00.000Z',
    },
  );
}
