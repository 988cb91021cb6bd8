import { lazy, Suspense } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button as PpButton } from '../Button/index.ts';
import { Icon } from '../Icon/Icon.tsx';
import a11y from '../theme/a11y.module.css';
import panel from '../theme/panel.module.css';
import spinner from '../theme/spinner.module.css';
import styles from './NotificationBell.module.css';
import type { NotificationItem } from './NotificationList.tsx';

// The list (virtualised with @tanstack/react-virtual) loads when the panel first opens: the bell
// sits in every page's header, the list is seldom looked at.
const NotificationList = lazy(() =>
  import('./NotificationList.tsx').then((m) => ({ default: m.NotificationList })),
);

export interface NotificationBellProps {
  /** Notifications not yet seen; shown as the badge. */
  newCount: number;
  /** The loaded notifications (pages of 5); inactive (cleared) ones are left out. */
  notifications: readonly NotificationItem[];
  /** How many notifications exist in all; more than loaded shows Load more. */
  total?: number;
  /** The first page is loading. */
  loading?: boolean;
  /** A further page is loading. */
  loadingMore?: boolean;
  /** "Now" for the relative times (fixed in stories and tests). */
  now?: Date;
  /** Opens the panel on mount (stories). */
  defaultOpen?: boolean;
  /** The panel was opened: mark notifications visited and refresh the new count. */
  onOpen?: () => void;
  /** Read/unread toggled on one notification; `read` is the new state. */
  onToggleRead: (id: number, read: boolean) => void;
  /** One notification cleared. */
  onClear: (id: number) => void;
  onMarkAllRead: () => void;
  /** Load the next page. */
  onLoadMore: () => void;
}

/** portal-spec §9: notifications load in pages of 5 (limit and offset). */
export const NOTIFICATION_PAGE_SIZE = 5;

/** The header bell with a new-count badge; opens a 500 px panel with the notification list. */
export function NotificationBell({
  newCount,
  notifications,
  total,
  loading = false,
  loadingMore = false,
  now,
  defaultOpen,
  onOpen,
  onToggleRead,
  onClear,
  onMarkAllRead,
  onLoadMore,
}: NotificationBellProps) {
  const items = notifications.filter((item) => item.active !== false);
  const hasUnread = items.some((item) => !item.read);
  const hasMore = (total ?? 0) > notifications.length;

  return (
    <DialogTrigger defaultOpen={defaultOpen} onOpenChange={(isOpen) => (isOpen ? onOpen?.() : undefined)}>
      <Button className={panel.headerButton}>
        <Icon name="bell" size={22} />
        <span className={a11y.visuallyHidden}>
          {newCount > 0 ? `Notifications, ${newCount} new` : 'Notifications'}
        </span>
        {newCount > 0 ? (
          <span className={`${panel.count} ${styles.badge}`} aria-hidden="true">
            {newCount > 99 ? '99+' : newCount}
          </span>
        ) : null}
      </Button>
      <Popover placement="bottom end" offset={6} className={`${panel.surface} ${styles.popover}`}>
        <Dialog className={styles.panel}>
          <div className={styles.header}>
            <Heading slot="title" level={2} className={panel.title}>
              Notifications
            </Heading>
            <PpButton variant="ghost" size="sm" isDisabled={!hasUnread || loading} onPress={onMarkAllRead}>
              Mark all as read
            </PpButton>
          </div>
          {loading ? (
            <p className={styles.state} role="status">
              <span className={spinner.spinner} aria-hidden="true" />
              Loading notifications…
            </p>
          ) : items.length === 0 ? (
            <p className={styles.state}>You have no notifications.</p>
          ) : (
            <Suspense
              fallback={
                <p className={styles.state} role="status">
                  <span className={spinner.spinner} aria-hidden="true" />
                  Loading notifications…
                </p>
              }
            >
              <NotificationList
                items={items}
                now={now ?? new Date()}
                onToggleRead={onToggleRead}
                onClear={onClear}
              />
            </Suspense>
          )}
          {!loading && hasMore ? (
            <div className={styles.footer}>
              <PpButton variant="secondary" size="sm" loading={loadingMore} onPress={onLoadMore}>
                Load more
              </PpButton>
            </div>
          ) : null}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
