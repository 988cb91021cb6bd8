import type { Db } from '../../../db/database.ts';
import { notify } from '../../notifications/notifications.queries.ts';

export type UsageKind = 'pageviews' | 'consents';

const ADMIN_ROLES = ['Company Owner', 'Company Administrator'];

/**
 * The month's notice of a property and the notifications of the company's administrators, in one
 * transaction: a crash between them can no longer keep the notice and lose what it was for. The insert
 * that loses a race on the unique (property, kind, month) waits for the winner's commit and then does
 * nothing, so parallel calls (two batches, two replicas) notify each administrator once.
 * Returns whether this call gave the notice.
 */
export function insertUsageNotice(
  db: Db,
  args: { companyId: number; propertyId: number; kind: UsageKind; month: string },
  text: (propertyName: string | undefined) => string,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const inserted = (await trx('usage_notices')
      .insert({ property_id: args.propertyId, kind: args.kind, month: args.month })
      .onConflict(['property_id', 'kind', 'month'])
      .ignore()
      .returning('property_id')) as unknown[];
    if (!inserted.length) return false;
    const property = (await trx('properties').where({ id: args.propertyId }).first('name')) as
      | { name: string }
      | undefined;
    const admins = (await trx('users')
      .where({ company_id: args.companyId })
      .whereIn('role', ADMIN_ROLES)
      .pluck('id')) as number[];
    await notify(trx, admins, text(property?.name));
    return true;
  });
}
