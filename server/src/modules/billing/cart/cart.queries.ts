import type { Schemas } from '@privacy-portal/sdk';
import { cents, lineTotal } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { type PlanRow, planFields } from '../catalogue/catalogue.queries.ts';
import type { Coupon } from '../payments/provider.ts';

export interface CartItemRow {
  id: number;
  company_id: number;
  plan_id: number;
  quantity: number;
  target_kind: 'organization' | 'property' | null;
  target_id: number | null;
}

interface CartItemView extends CartItemRow {
  name: string;
  product_name: string;
  type: number;
  cycle: Schemas['BillingCycle'];
  price: string | number;
  target_name: string | null;
}

function presentItem(r: CartItemView): Schemas['CartItem'] {
  const plan = planFields(r);
  return {
    id: r.id,
    plan_id: r.plan_id,
    ...plan,
    priceTotal: lineTotal(plan.price, r.quantity),
    unit: r.quantity,
    // A target deleted since (its row is gone) no longer shows.
    target:
      r.target_kind && r.target_id && r.target_name !== null
        ? { kind: r.target_kind, id: r.target_id, name: r.target_name }
        : null,
  };
}

export async function cartItems(db: Db, companyId: number): Promise<Schemas['CartItem'][]> {
  const rows = (await db('cart_items as c')
    .join('plans as p', 'p.id', 'c.plan_id')
    .leftJoin('organizations as o', function () {
      this.on('o.id', 'c.target_id').andOnVal('c.target_kind', 'organization');
    })
    .leftJoin('properties as pr', function () {
      this.on('pr.id', 'c.target_id').andOnVal('c.target_kind', 'property');
    })
    .where('c.company_id', companyId)
    .orderBy('c.id')
    .select(
      'c.*',
      'p.name',
      'p.product_name',
      'p.type',
      'p.cycle',
      'p.price',
      db.raw('coalesce(o.name, pr.name) as target_name'),
    )) as CartItemView[];
  return rows.map(presentItem);
}

export async function cartOf(db: Db, companyId: number): Promise<Schemas['Cart']> {
  const items = await cartItems(db, companyId);
  return { items, count: items.length, subtotal: cents(items.reduce((s, i) => s + i.priceTotal, 0)) };
}

export async function findCartItem(db: Db, companyId: number, id: number): Promise<CartItemRow | undefined> {
  return (await db('cart_items').where({ id, company_id: companyId }).first()) as CartItemRow | undefined;
}

export async function setCartItemQuantity(db: Db, id: number, quantity: number): Promise<void> {
  await db('cart_items').where({ id }).update({ quantity });
}

export async function deleteCartItem(db: Db, id: number): Promise<void> {
  await db('cart_items').where({ id }).delete();
}

/** The company's cart lines as stored (what a checkout freezes), in the order they were added. */
export async function cartRows(db: Db, companyId: number): Promise<CartItemRow[]> {
  return (await db('cart_items').where({ company_id: companyId }).orderBy('id')) as CartItemRow[];
}

/**
 * Adds the plan, or raises the quantity of the same plan for the same target. One statement on the
 * unique key of a line (migration 0007), so identical adds in parallel end as one line.
 */
export async function addCartItem(
  db: Db,
  item: Omit<CartItemRow, 'id'> & { added_by: number },
): Promise<number> {
  const result = (await db.raw(
    `INSERT INTO cart_items (company_id, plan_id, quantity, target_kind, target_id, added_by)
     VALUES (?, ?, LEAST(1000, ?), ?, ?, ?)
     ON CONFLICT (company_id, plan_id, (COALESCE(target_kind, '')), (COALESCE(target_id, 0)))
     DO UPDATE SET quantity = LEAST(1000, cart_items.quantity + EXCLUDED.quantity)
     RETURNING id`,
    [item.company_id, item.plan_id, item.quantity, item.target_kind, item.target_id, item.added_by],
  )) as { rows: Array<{ id: number }> };
  return Number(result.rows[0]?.id);
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  return (await db('plans').where({ id }).first()) as PlanRow | undefined;
}

export async function findPlanByStripeId(db: Db, stripePlanId: string): Promise<PlanRow | undefined> {
  return (await db('plans').where({ stripe_plan_id: stripePlanId }).first()) as PlanRow | undefined;
}

/** A live promo code of the coupons table (test provider); codes are matched without regard to case. */
export async function findLiveCoupon(db: Db, code: string): Promise<Coupon | null> {
  const row = (await db('coupons')
    .whereRaw('upper(code) = ?', [code.toUpperCase()])
    .where({ active: true })
    .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', new Date()))
    .first()) as { code: string; percent_off: string | number } | undefined;
  return row ? { code: row.code, percent_off: Number(row.percent_off) } : null;
}

/** Removes the paid lines from the company's cart. */
export async function deleteCartItems(db: Db, companyId: number, ids: number[]): Promise<void> {
  if (ids.length) await db('cart_items').where({ company_id: companyId }).whereIn('id', ids).delete();
}
