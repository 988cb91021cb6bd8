import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';

interface NotificationRow {
  id: number;
  user_id: number;
  text: string;
  read: boolean;
  active: boolean;
  created_at: Date;
}

const present = (r: NotificationRow): Schemas['Notification'] => ({
  id: r.id,
  notification: r.text,
  created_at: new Date(r.created_at).toISOString(),
  read: r.read,
  active: r.active,
});

/** Creates a notification for each user (real events: invitations accepted, security changes...). */
export async function notify(db: Db, userIds: readonly number[], text: string): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length) await db('notifications').insert(ids.map((user_id) => ({ user_id, text })));
}

const active = (db: Db, userId: number) => db('notifications').where({ user_id: userId, active: true });

async function count(q: ReturnType<typeof active>): Promise<number> {
  const [row] = await q.count<{ n: number }[]>('* as n');
  return Number(row?.n ?? 0);
}

export async function notificationCounts(db: Db, userId: number, visitedAt: Date | null) {
  const total = await count(active(db, userId));
  const unread = await count(active(db, userId).where({ read: false }));
  const fresh = await count(
    visitedAt ? active(db, userId).where('created_at', '>', visitedAt) : active(db, userId),
  );
  return { total, unread_count: unread, new_count: fresh };
}

export async function notificationPage(
  db: Db,
  userId: number,
  visitedAt: Date | null,
  limit: number,
  offset: number,
): Promise<Schemas['NotificationPage']> {
  const rows = (await active(db, userId)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset)) as NotificationRow[];
  return { notification_data: rows.map(present), ...(await notificationCounts(db, userId, visitedAt)) };
}

/** Only the caller's own notifications change; returns how many did. */
/**
 * Changes the user's notifications of the list; undefined (nothing changed) when an id is not one
 * of theirs, which the API answers 404 like any other id of someone else.
 */
export async function updateNotifications(
  db: Db,
  userId: number,
  ids: readonly number[],
  patch: { read?: boolean; active?: boolean },
): Promise<number | undefined> {
  return db.transaction(async (trx): Promise<number | undefined> => {
    const own = await trx('notifications').where({ user_id: userId }).whereIn('id', ids).pluck('id');
    if (new Set(own).size < new Set(ids).size) return undefined;
    return trx('notifications').where({ user_id: userId }).whereIn('id', ids).update(patch);
  });
}

/** Marks every active notification of the user read; returns how many changed. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  return db('notifications').where({ user_id: userId, active: true, read: false }).update({ read: true });
}
