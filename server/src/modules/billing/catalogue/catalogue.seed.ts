import { PLAN_SEEDS } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';

/**
 * The promo codes of the built-in test provider (billing brief): three live ones and one expired.
 * With Stripe, codes are Stripe coupons and promotion codes instead.
 */
export const COUPON_SEEDS: ReadonlyArray<{
  code: string;
  percent_off: number;
  active: boolean;
  expires_at: Date | null;
}> = [
  { code: 'WELCOME10', percent_off: 10, active: true, expires_at: null },
  { code: 'SPRING25', percent_off: 25, active: true, expires_at: null },
  { code: 'HALFOFF', percent_off: 50, active: true, expires_at: null },
  { code: 'EXPIRED20', percent_off: 20, active: true, expires_at: new Date('2024-01-01T00:00:00Z') },
];

/**
 * Upserts the catalogue of the sdk (PLAN_SEEDS) into `plans`, keyed by stripe_plan_id, and the
 * coupons. Runs at every start-up before the demo seed: a price or limit changed in the sdk reaches
 * the database, and plan ids stay the same (subscriptions and carts point at them). Plans that
 * left the catalogue are not deleted (subscriptions may still hold them); they are marked inactive.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    const rows = PLAN_SEEDS.map((p) => ({
      stripe_plan_id: p.stripe_plan_id,
      name: p.name,
      product_name: p.product_name,
      type: p.type,
      tier: p.tier,
      cycle: p.cycle,
      price: p.price,
      description: p.description,
      active: p.active,
      features: JSON.stringify(p.features),
      limits: JSON.stringify(p.limits),
      contents: JSON.stringify(p.contents),
      sort: p.sort,
    }));
    await trx('plans').insert(rows).onConflict('stripe_plan_id').merge();
    await trx('plans')
      .whereNotIn(
        'stripe_plan_id',
        PLAN_SEEDS.map((p) => p.stripe_plan_id),
      )
      .update({ active: false });
    await trx('coupons')
      .insert(COUPON_SEEDS.map((c) => ({ ...c })))
      .onConflict('code')
      // An operator may switch a code off (active = false); a restart does not switch it back on.
      .merge(['percent_off', 'expires_at']);
  });
}
