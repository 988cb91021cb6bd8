import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';

/** portal-spec §9: the list loads in pages of 5. */
export const NOTIFICATION_PAGE_SIZE = 5;

export function fetchNotificationPage(offset: number) {
  return send(api.GET('/notification', { params: { query: { limit: NOTIFICATION_PAGE_SIZE, offset } } }));
}

export function fetchNewCount() {
  return send(api.GET('/notificationnewcount'));
}

export function markVisited() {
  return send(api.PUT('/notification/time'));
}

export function setRead(id: number, read: boolean) {
  return send(api.PUT('/notification', { body: { ids: [id], read } }));
}

/** Clearing sets active to false (portal-spec §4). */
export function clearNotification(id: number) {
  return send(api.PUT('/notification', { body: { ids: [id], active: false } }));
}

export function readAll() {
  return send(api.PUT('/notification/readall'));
}
