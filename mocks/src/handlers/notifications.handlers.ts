import type { HttpHandler } from 'msw';
import { notFound } from '../fixtures/errors.ts';
import {
  activeNotifications,
  markNotificationsVisited,
  notificationCounts,
  readAllNotifications,
  updateNotifications,
} from '../fixtures/notifications.ts';
import { presentNotification } from '../fixtures/present.ts';
import { callerOf, type HandlerContext } from './http.ts';

/** Tag Notifications: the logged-in user's bell (pages of 5, read state, clearing, new counts). */
export function notificationsHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/notification', ({ request, query, response }) => {
      const { user } = callerOf(state, request);
      const limit = Number(query.get('limit') ?? 5);
      const page = query.get('page');
      // `page` is the alternative to `offset`: when both are given, the page counts.
      const start = page === null ? Number(query.get('offset') ?? 0) : (Number(page) - 1) * limit;
      const counts = notificationCounts(state, user);
      return response(200).json({
        response: {
          notification_data: activeNotifications(state, user.id)
            .slice(start, start + limit)
            .map(presentNotification),
          total: counts.total,
          new_count: counts.new,
          unread_count: counts.unread,
        },
      });
    }),

    http.put('/notification', async ({ request, response }) => {
      const { user } = callerOf(state, request);
      const body = await request.json();
      const updated = updateNotifications(state, user, body);
      if (updated === undefined) throw notFound('Notification');
      return response(200).json({ response: { updated } });
    }),

    http.put('/notification/readall', ({ request, response }) => {
      const { user } = callerOf(state, request);
      return response(200).json({ response: { updated: readAllNotifications(state, user) } });
    }),

    http.put('/notification/time', ({ request, response }) => {
      const { user } = callerOf(state, request);
      return response(200).json({ response: { visited_at: markNotificationsVisited(state, user) } });
    }),

    http.get('/notificationtotalcount', ({ request, response }) => {
      const { user } = callerOf(state, request);
      return response(200).json({ response: { count: notificationCounts(state, user).total } });
    }),

    http.get('/notificationnewcount', ({ request, response }) => {
      const { user } = callerOf(state, request);
      return response(200).json({ response: { count: notificationCounts(state, user).new } });
    }),

    http.get('/notificationunreadcount', ({ request, response }) => {
      const { user } = callerOf(state, request);
      return response(200).json({ response: { count: notificationCounts(state, user).unread } });
    }),
  ];
}
