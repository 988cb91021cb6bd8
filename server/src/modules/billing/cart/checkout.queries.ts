import type { Db } from '../../../db/database.ts';
import type { PlanRow } from '../catalogue/catalogue.queries.ts';
import type { FrozenItem } from '../payments/test-provider.service.ts';

/** A checkout session that may still be answered again (see checkout.service.ts). */
export interface OpenSessionRow {
  id: string;
  provider: string;
  provider_session_id: string | null;
  url: string | null;
  items: FrozenItem[] | string;
  coupon_code: string | null;
  amount_total: string | number;
  expires_at: Date | string;
}

/** The company's open sessions of one kind (checkout or signup), newest first. */
export async function openCheckoutSessions(
  db: Db,
  companyId: number,
  kind: string,
): Promise<OpenSessionRow[]> {
  return (await db('checkout_sessions')
    .where({ company_id: companyId, kind, status: 'open' })
    .orderBy('created_at', 'desc')) as OpenSessionRow[];
}

/** Closes sessions whose order was replaced: their pages no longer take a payment. */
export async function expireCheckoutSessions(db: Db, ids: string[]): Promise<void> {
  await db('checkout_sessions').whereIn('id', ids).update({ status: 'expired' });
}

export async function insertCheckoutSession(
  db: Db,
  row: {
    id: string;
    company_id: number;
    user_id: number;
    provider: string;
    provider_session_id: string;
    url: string;
    kind: string;
    items: FrozenItem[];
    coupon_code: string | null;
    percent_off: number;
    amount_total: number;
    success_url: string;
    cancel_url: string;
    expires_at: Date;
  },
): Promise<void> {
  await db('checkout_sessions').insert({ ...row, items: JSON.stringify(row.items) });
}

/** A checkout session by our id, optionally only the company's. */
export async function findCheckoutSession(
  db: Db,
  id: string,
  companyId?: number,
): Promise<
  | {
      id: string;
      company_id: number;
      kind: string;
      status: string;
      items: FrozenItem[] | string;
      percent_off: string | number | null;
    }
  | undefined
> {
  return db('checkout_sessions')
    .where(companyId === undefined ? { id } : { id, company_id: companyId })
    .first();
}

/**
 * The order is paid: the session is complete, and every other open page of the same cart (kind)
 * closes, so no other may take a payment any more.
 */
export async function completeCheckoutSession(
  db: Db,
  session: { id: string; company_id: number; kind: string },
): Promise<void> {
  await db('checkout_sessions')
    .where({ id: session.id })
    .update({ status: 'complete', completed_at: new Date(), last_error: null });
  await db('checkout_sessions')
    .where({ company_id: session.company_id, kind: session.kind, status: 'open' })
    .whereNot({ id: session.id })
    .update({ status: 'expired' });
}

/** The plans of the given ids (the lines of an order). */
export async function plansByIds(db: Db, ids: number[]): Promise<PlanRow[]> {
  return (await db('plans').whereIn('id', ids)) as PlanRow[];
}

/** A plan on sale named by its stripe_plan_id or, when the key is all digits, its id (sign-up links carry either). */
export async function findActivePlanByKey(db: Db, key: string): Promise<PlanRow | undefined> {
  return (await db('plans')
    .where({ active: true })
    .where((w) => {
      w.where({ stripe_plan_id: key });
      if (/^\d+$/.test(key)) w.orWhere({ id: Number(key) });
    })
    .first()) as PlanRow | undefined;
}

/**
 * Where a sign-up's licences go: the company's first organization and that organization's default
 * property (or its first).
 */
export async function firstOrganizationAndProperty(
  db: Db,
  companyId: number,
): Promise<{ organizationId?: number; propertyId?: number }> {
  const organization = await db('organizations').where({ company_id: companyId }).orderBy('id').first('id');
  const property = organization
    ? await db('properties')
        .where({ organization_id: organization.id })
        .orderBy([{ column: 'is_default', order: 'desc' }, 'id'])
        .first('id')
    : undefined;
  return { organizationId: organization?.id, propertyId: property?.id };
}
