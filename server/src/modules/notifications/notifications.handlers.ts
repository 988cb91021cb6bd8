import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { type Auth, authenticated } from '../access/access.ts';
import { updateUser } from '../users/users.queries.ts';
import {
  markAllRead,
  notificationCounts,
  notificationPage,
  updateNotifications,
} from './notifications.queries.ts';

type NotificationOps =
  | 'listNotifications'
  | 'updateNotifications'
  | 'readAllNotifications'
  | 'markNotificationsVisited'
  | 'countNotifications'
  | 'countNewNotifications'
  | 'countUnreadNotifications';

export function notificationHandlers(deps: Deps): Pick<Handlers<Auth>, NotificationOps> {
  const { db } = deps;
  const visited = (auth: Auth) => auth.user.notifications_visited_at ?? null;
  const counts = async (auth: Auth | null) => {
    const a = authenticated(auth);
    return notificationCounts(db, a.user.id, visited(a));
  };
  return {
    listNotifications: async ({ auth, query }) => {
      const a = authenticated(auth);
      const limit = query.limit ?? 5;
      const offset = query.page !== undefined ? (query.page - 1) * limit : (query.offset ?? 0);
      return {
        status: 200,
        body: { response: await notificationPage(db, a.user.id, visited(a), limit, offset) },
      };
    },
    updateNotifications: async ({ auth, body }) => {
      const a = authenticated(auth);
      const patch = {
        ...(body.read !== undefined ? { read: body.read } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
      };
      const updated = await updateNotifications(db, a.user.id, body.ids, patch);
      if (updated === undefined) throw notFound('Notification');
      return { status: 200, body: { response: { updated } } };
    },
    readAllNotifications: async ({ auth }) => {
      const a = authenticated(auth);
      const updated = await markAllRead(db, a.user.id);
      return { status: 200, body: { response: { updated } } };
    },
    markNotificationsVisited: async ({ auth }) => {
      const a = authenticated(auth);
      const row = await updateUser(db, a.user.id, { notifications_visited_at: db.fn.now() });
      return {
        status: 200,
        body: { response: { visited_at: new Date(row.notifications_visited_at as Date).toISOString() } },
      };
    },
    countNotifications: async ({ auth }) => ({
      status: 200,
      body: { response: { count: (await counts(auth)).total } },
    }),
    countNewNotifications: async ({ auth }) => ({
      status: 200,
      body: { response: { count: (await counts(auth)).new_count } },
    }),
    countUnreadNotifications: async ({ auth }) => ({
      status: 200,
      body: { response: { count: (await counts(auth)).unread_count } },
    }),
  };
}
