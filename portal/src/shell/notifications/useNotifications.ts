import { useEffect, useMemo, useRef } from 'react';
import { publishErrorAction } from '../../lib/errorActions.ts';
import {
  useClearNotification,
  useInvalidateNotifications,
  useMarkVisited,
  useNewCount,
  useNotificationList,
  useReadAll,
  useSetRead,
} from './notifications.queries.ts';
import { arrivedStatusChanges } from './subscriptionStatus.ts';

/** The bell's state on the server's paged list (portal-spec §4 Notifications). */
export function useNotifications() {
  const list = useNotificationList();
  const newCount = useNewCount();
  const invalidate = useInvalidateNotifications();
  const markVisited = useMarkVisited();
  const setRead = useSetRead();
  const clear = useClearNotification();
  const readAll = useReadAll();
  /** Ids seen in this page view (null before the first list) and the last new count. */
  const known = useRef<Set<number> | null>(null);
  const lastNewCount = useRef<number | null>(null);

  const pages = list.data?.pages;
  const items = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? []).flatMap((page) =>
      page.notification_data.filter((item) => !seen.has(item.id) && seen.add(item.id)),
    );
  }, [pages]);
  const first = pages?.[0];

  // A subscription-status notification that just arrived on the first page opens the SubscriptionStatusModal.
  useEffect(() => {
    if (!first) return;
    const arrived = arrivedStatusChanges(first.notification_data, known.current);
    known.current = arrived.known;
    const product = arrived.products[0];
    if (product) publishErrorAction({ kind: 'subscriptionStatus', product });
  }, [first]);

  // The polled count rose: something arrived, so the list loads again and a status change is noticed.
  const count = newCount.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the count only
  useEffect(() => {
    if (count === undefined) return;
    if (lastNewCount.current !== null && count > lastNewCount.current) void invalidate();
    lastNewCount.current = count;
  }, [count]);

  return {
    items,
    total: pages?.[pages.length - 1]?.total ?? 0,
    newCount: count ?? first?.new_count ?? 0,
    loading: list.isPending,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => list.fetchNextPage(),
    /** Opening the bell marks notifications visited; the new count is read again. */
    open: () => markVisited.mutateAsync({}).catch(() => undefined),
    toggleRead: setRead,
    clear: (id: number) => clear.mutateAsync({ body: { ids: [id], active: false } }).catch(() => undefined),
    /** Mark all as read reloads the list. */
    markAllRead: () => readAll.mutateAsync({}).catch(() => undefined),
  };
}
