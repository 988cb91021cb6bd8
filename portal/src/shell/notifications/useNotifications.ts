import type { Schemas } from '@privacy-portal/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { publishErrorAction } from '../../lib/errorActions.ts';
import {
  notificationPageOptions,
  useClearNotification,
  useFirstNotificationPage,
  useInvalidateNotifications,
  useMarkVisited,
  useNewCount,
  useReadAll,
  useSetRead,
  withRead,
} from './notifications.queries.ts';
import { arrivedStatusChanges } from './subscriptionStatus.ts';

type NotificationPage = Schemas['NotificationPage'];

/** The pages loaded after the first, and the load of the first page they follow. */
interface LaterPages {
  after: number;
  pages: NotificationPage[];
}

/**
 * The bell's state on the server's paged list (portal-spec §4 Notifications): the first page is a
 * query (loaded again after a change, or when the polled new count rises), and "load more" adds the
 * next page of 5 behind it. A new load of the first page starts the list again from it.
 */
export function useNotifications() {
  const client = useQueryClient();
  const first = useFirstNotificationPage();
  const newCount = useNewCount();
  const invalidate = useInvalidateNotifications();
  const markVisited = useMarkVisited();
  const setRead = useSetRead();
  const clear = useClearNotification();
  const readAll = useReadAll();
  const [later, setLater] = useState<LaterPages>({ after: 0, pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  /** Ids seen in this page view (null before the first list) and the last new count. */
  const known = useRef<Set<number> | null>(null);
  const lastNewCount = useRef<number | null>(null);

  const loadedAt = first.dataUpdatedAt;
  const pages = useMemo(() => {
    if (!first.data) return [];
    return [first.data, ...(later.after === loadedAt ? later.pages : [])];
  }, [first.data, later, loadedAt]);
  const items = useMemo(() => {
    const seen = new Set<number>();
    return pages.flatMap((page) =>
      page.notification_data.filter((item) => !seen.has(item.id) && seen.add(item.id)),
    );
  }, [pages]);

  // A subscription-status notification that just arrived opens the SubscriptionStatusModal.
  useEffect(() => {
    if (!first.data) return;
    const arrived = arrivedStatusChanges(first.data.notification_data, known.current);
    known.current = arrived.known;
    const product = arrived.products[0];
    if (product) publishErrorAction({ kind: 'subscriptionStatus', product });
  }, [first.data]);

  // The polled count rose: something arrived, so the list loads again and a status change is noticed.
  const count = newCount.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the count only
  useEffect(() => {
    if (count === undefined) return;
    if (lastNewCount.current !== null && count > lastNewCount.current) void invalidate();
    lastNewCount.current = count;
  }, [count]);

  async function loadMore() {
    setLoadingMore(true);
    try {
      const body = await client.fetchQuery(notificationPageOptions(items.length));
      setLater((current) => ({
        after: loadedAt,
        pages: [...(current.after === loadedAt ? current.pages : []), body.response],
      }));
    } catch {
      // The bell keeps what it shows; Load more can be pressed again.
    } finally {
      setLoadingMore(false);
    }
  }

  async function toggleRead(id: number, read: boolean) {
    const mark = (value: boolean) =>
      setLater((current) => ({ ...current, pages: current.pages.map((page) => withRead(page, id, value)) }));
    mark(read);
    if (!(await setRead(id, read))) mark(!read);
  }

  return {
    items,
    total: pages[pages.length - 1]?.total ?? 0,
    newCount: count ?? first.data?.new_count ?? 0,
    loading: first.isPending,
    loadingMore,
    loadMore,
    /** Opening the bell marks notifications visited; the new count is read again. */
    open: () => markVisited.mutateAsync({}).catch(() => undefined),
    toggleRead,
    clear: (id: number) => clear.mutateAsync({ body: { ids: [id], active: false } }).catch(() => undefined),
    /** Mark all as read reloads the list. */
    markAllRead: () => readAll.mutateAsync({}).catch(() => undefined),
  };
}
