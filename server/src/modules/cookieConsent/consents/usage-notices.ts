/**
 * The company is told once per month and property when the plan's monthly pageviews or consent
 * storage are used up (the banner keeps working and records are still kept: never break a customer's
 * site or lose a proof). The usage_notices row makes it once, across replicas too.
 */
import type { Db } from '../../../db/database.ts';
import { PROPERTY_LIMIT_MESSAGES } from '../../billing/limits/limits.service.ts';
import { insertUsageNotice, type UsageKind } from './usage-notices.queries.ts';

/** Writes the month's notice unless there is one; notifies the company's administrators when it was new. */
export function noticeOverLimit(
  db: Db,
  args: { companyId: number; propertyId: number; kind: UsageKind; month: string },
): Promise<boolean> {
  // The limit message carries the upgrade prompt ('Manage subscription or upgrade plan').
  return insertUsageNotice(
    db,
    args,
    (name) => `${name ?? 'A property'}: ${PROPERTY_LIMIT_MESSAGES[args.kind]}`,
  );
}
