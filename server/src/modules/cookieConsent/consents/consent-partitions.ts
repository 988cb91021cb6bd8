/**
 * Monthly partitions of consent_records, made ahead (this month and the next) at startup and by a
 * daily job, so records never pile up in the default partition. A month whose rows are already in
 * the default partition (records written before its partition existed, or seeded) gets them moved:
 * the partition is filled as a plain table and then attached, in one transaction. Works the same on
 * PGlite, which is PostgreSQL with declarative partitioning.
 */
import type { Db } from '../../../db/database.ts';
import type { QueueDefinition } from '../../jobs/jobs.queue.ts';
import { deleteOldSalts } from './consent-salts.ts';

export const CONSENT_MAINTENANCE_QUEUE = { name: 'consent-maintenance' } as const;
/** Daily, early in the UTC morning: partitions ahead and old salts gone. */
export const CONSENT_MAINTENANCE_CRON = '17 2 * * *';

export function consentMaintenanceQueue(): QueueDefinition {
  return {
    name: CONSENT_MAINTENANCE_QUEUE.name,
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
    retentionDays: 7,
  };
}

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const iso = (d: Date) => d.toISOString().slice(0, 10);

export const partitionName = (d: Date) =>
  `consent_records_y${d.getUTCFullYear()}m${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** Creates the partitions of this month and the `ahead` next ones that are missing; their names. */
export async function ensureConsentPartitions(db: Db, now: Date = new Date(), ahead = 1): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i <= ahead; i++) {
    const from = monthStart(now.getUTCFullYear(), now.getUTCMonth() + i);
    const to = monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1);
    const name = partitionName(from);
    const exists = (await db.raw('SELECT to_regclass(?) AS t', [name])).rows[0]?.t;
    if (exists) continue;
    await db.transaction(async (trx) => {
      // Serialises two replicas starting at once: the second waits, then sees the partition.
      await trx.raw('LOCK TABLE consent_records IN SHARE ROW EXCLUSIVE MODE');
      if ((await trx.raw('SELECT to_regclass(?) AS t', [name])).rows[0]?.t) return;
      await trx.raw(`CREATE TABLE ${name} (LIKE consent_records INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
      await trx.raw(
        `WITH moved AS (
           DELETE FROM consent_records_default WHERE recorded_at >= ? AND recorded_at < ? RETURNING *
         ) INSERT INTO ${name} SELECT * FROM moved`,
        [iso(from), iso(to)],
      );
      await trx.raw(
        `ALTER TABLE consent_records ATTACH PARTITION ${name} FOR VALUES FROM ('${iso(from)}') TO ('${iso(to)}')`,
      );
      made.push(name);
    });
  }
  return made;
}

/** The daily job: partitions ahead, salts past retention deleted. */
export async function runConsentMaintenance(db: Db, now: Date = new Date()): Promise<void> {
  await ensureConsentPartitions(db, now);
  await deleteOldSalts(db, now);
}
