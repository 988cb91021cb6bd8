import { NotificationBell } from '../popups/popups.tsx';
import { useNotifications } from './useNotifications.ts';

/** The header's notification bell on the server's notifications. */
export function NotificationsMenu() {
  const n = useNotifications();
  return (
    <NotificationBell
      newCount={n.newCount}
      notifications={n.items}
      total={n.total}
      loading={n.loading}
      loadingMore={n.loadingMore}
      onOpen={() => void n.open()}
      onToggleRead={(id, read) => void n.toggleRead(id, read)}
      onClear={(id) => void n.clear(id)}
      onMarkAllRead={() => void n.markAllRead()}
      onLoadMore={() => void n.loadMore()}
    />
  );
}
