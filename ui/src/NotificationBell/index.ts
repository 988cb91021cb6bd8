export type { NotificationBellProps } from './NotificationBell.tsx';
export { NOTIFICATION_PAGE_SIZE, NotificationBell } from './NotificationBell.tsx';
export type { NotificationItem } from './NotificationList.tsx';
export { relativeTime } from './relativeTime.ts';
export { NOTIFICATION_ITEM_SIZE, NOTIFICATION_LIST_MAX_HEIGHT } from './sizes.ts';
