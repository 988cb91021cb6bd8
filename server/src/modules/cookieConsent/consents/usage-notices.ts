/**
 * The company is told once per month and property when the plan's monthly pageviews or consent
 * storage are used up (the banner keeps working and records are still kept: never break a customer's
 * site or lose a proof). The usage_notices row makes it once, across replicas too.
 */
import type { Db } from '../../../db/database.ts';
import { PROPERTY_LIMIT_MESSAGES } from '../../billing/limits/limits.service.ts';
import { notify } from '../../notifications/notifications.queries.ts';

export type UsageKind = 'pageviews' | 'consents';

const ADMIN_ROLES = ['Company Owner', 'Company Administrator'];

/** Writes the month's notice unless there is one; notifies the company's administrators when it was new. */
export async function noticeOverLimit(
  db: Db,
  args: { companyId: number; propertyId: number; kind: UsageKind; month: string },
): Promise<boolean> {
  const inserted = (await db('usage_notices')
    .insert({ property_id: args.propertyId, kind: args.kind, month: args.month })
    .onConflict(['property_id', 'kind', 'month'])
    .ignore()
    .returning('property_id')) as unknown[];
  if (!inserted.length) return false;
  const property = (await db('properties').where({ id: args.propertyId }).first('name')) as
    | { name: string }
    | undefined;
  const admins = (await db('users')
    .where({ company_id: args.companyId })
    .whereIn('role', ADMIN_ROLES)
    .pluck('id')) as number[];
  // The limit message carries the upgrade prompt ('Manage subscription or upgrade plan').
  await notify(db, admins, `${property?.name ?? 'A property'}: ${PROPERTY_LIMIT_MESSAGES[args.kind]}`);
  return true;
}
