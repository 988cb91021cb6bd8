import type { Db } from '../../../db/database.ts';

/**
 * Records a provider event as seen; false when it was recorded before (a replay). Inside the
 * transaction that applies it, so a failed application is not remembered either.
 */
export async function recordBillingEvent(
  db: Db,
  event: { id: string; type: string },
  provider: string,
): Promise<boolean> {
  const inserted = await db('billing_events')
    .insert({ id: event.id.slice(0, 120), provider, type: event.type.slice(0, 80) })
    .onConflict('id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}
