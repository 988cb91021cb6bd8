import type { Schemas } from '@privacy-portal/sdk';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef } from 'react';
import { Button } from 'react-aria-components';
import a11y from '../theme/a11y.module.css';
import styles from './NotificationBell.module.css';
import { relativeTime } from './relativeTime.ts';
import { NOTIFICATION_ITEM_SIZE, NOTIFICATION_LIST_MAX_HEIGHT } from './sizes.ts';

type Notification = Schemas['Notification'];

/** The contract's notification fields the bell reads; cleared ones (active false) are not listed. */
export type NotificationItem = Pick<Notification, 'id' | 'notification' | 'created_at' | 'read'> &
  Partial<Pick<Notification, 'active'>>;

export { NOTIFICATION_ITEM_SIZE, NOTIFICATION_LIST_MAX_HEIGHT };

interface NotificationListProps {
  items: readonly NotificationItem[];
  now: Date;
  onToggleRead: (id: number, read: boolean) => void;
  onClear: (id: number) => void;
}

/** The virtualised list: only the rows in view (plus a few) are in the document. */
export function NotificationList({ items, now, onToggleRead, onClear }: NotificationListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => NOTIFICATION_ITEM_SIZE,
    overscan: 3,
    // Render the first rows before the popover has been measured.
    initialRect: { width: 500, height: NOTIFICATION_LIST_MAX_HEIGHT },
    // Avoids React's flushSync-in-render warning; a frame of lag while scrolling is fine here.
    useFlushSync: false,
  });

  return (
    <div ref={scrollRef} className={styles.scroller} style={{ maxHeight: NOTIFICATION_LIST_MAX_HEIGHT }}>
      <ul className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index]!;
          const textId = `${idPrefix}-${item.id}`;
          return (
            <li
              key={item.id}
              className={item.read ? styles.item : `${styles.item} ${styles.unread}`}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{ height: NOTIFICATION_ITEM_SIZE, transform: `translateY(${row.start}px)` }}
            >
              <span className={styles.dot} aria-hidden="true" />
              <div className={styles.body}>
                <p id={textId} className={styles.text} title={item.notification}>
                  {item.read ? null : <span className={a11y.visuallyHidden}>Unread: </span>}
                  {item.notification}
                </p>
                <time className={styles.time} dateTime={item.created_at}>
                  {relativeTime(item.created_at, now)}
                </time>
              </div>
              <div className={styles.actions}>
                <Button
                  className={styles.action}
                  aria-describedby={textId}
                  onPress={() => onToggleRead(item.id, !item.read)}
                >
                  {item.read ? 'Mark as unread' : 'Mark as read'}
                </Button>
                <Button className={styles.action} aria-describedby={textId} onPress={() => onClear(item.id)}>
                  Clear
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
