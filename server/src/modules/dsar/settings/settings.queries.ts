/**
 * The organization's DSAR settings: when an unverified requester is reminded and when the request is
 * closed, how many days before its due date a request counts as due soon, and when its assignee is
 * reminded. An organization without a row has the defaults (the sdk's DEFAULT_DSAR_SETTINGS).
 */
import type { components } from '@privacy-portal/sdk';
import { DEFAULT_DSAR_SETTINGS } from '@privacy-portal/sdk/dsar';
import type { Db } from '../../../db/database.ts';

export type DsarSettings = components['schemas']['DsarSettings'];

const present = (row: DsarSettings): DsarSettings => ({
  verify_reminder_days: row.verify_reminder_days,
  verify_close_days: row.verify_close_days,
  due_soon_days: row.due_soon_days,
  reminder_days: row.reminder_days,
});

/** The organization's settings, or the defaults when it never changed them. */
export async function dsarSettings(db: Db, orgId: number): Promise<DsarSettings> {
  const row = (await db('dsar_settings').where({ organization_id: orgId }).first()) as
    | DsarSettings
    | undefined;
  return row ? present(row) : { ...DEFAULT_DSAR_SETTINGS };
}

export async function saveDsarSettings(db: Db, orgId: number, settings: DsarSettings): Promise<DsarSettings> {
  const values = present(settings);
  await db('dsar_settings')
    .insert({ organization_id: orgId, ...values })
    .onConflict('organization_id')
    .merge({ ...values, updated_at: db.fn.now() });
  return dsarSettings(db, orgId);
}
