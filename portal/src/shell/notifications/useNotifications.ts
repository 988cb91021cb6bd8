import type { Schemas } from '@privacy-portal/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publishErrorAction } from '../../lib/errorActions.ts';
import {
  clearNotification,
  fetchNewCount,
  fetchNotificationPage,
  markVisited,
  readAll,
  setRead,
} from './notifications.queries.ts';
import { arrivedStatusChanges } from './subscriptionStatus.ts';

type Notification = Schemas['Notification'];

/** How often the bell checks for new notifications while the page is open. */
const NEW_COUNT_POLL_MS = 60_000;

/** The bell's state on the server's paged list (portal-spec §4 Notifications). */
export function useNotifications() {
  const [items, setItems] = useState<Notification[]>([]);
  const [total, setTotal] = useState(0);
  const [newCount, setNewCount] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  /** Ids seen in this page view (null before the first list) and the last new count. */
  const known = useRef<Set<number> | null>(null);
  const lastNewCount = useRef(0);

  /** Reloads the first page (and the counts it carries). */
  const reload = useCallback(async () => {
    const page = await fetchNotificationPage(0);
    setLoading(false);
    if (!page.ok) return;
    setItems(page.data.response.notification_data);
    setTotal(page.data.response.total);
    setNewCount(page.data.response.new_count);
    lastNewCount.current = page.data.response.new_count;
    // A subscription-status notification that just arrived opens the SubscriptionStatusModal.
    const arrived = arrivedStatusChanges(page.data.response.notification_data, known.current);
    known.current = arrived.known;
    const product = arrived.products[0];
    if (product) publishErrorAction({ kind: 'subscriptionStatus', product });
  }, []);

  useEffect(() => {
    void reload();
    const timer = window.setInterval(async () => {
      const count = await fetchNewCount();
      if (!count.ok) return;
      const next = count.data.response.count;
      setNewCount(next);
      // Something arrived: load it, so the list is current and a status change is noticed.
      if (next > lastNewCount.current) void reload();
      lastNewCount.current = next;
    }, NEW_COUNT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    const page = await fetchNotificationPage(items.length);
    setLoadingMore(false);
    if (!page.ok) return;
    const seen = new Set(items.map((item) => item.id));
    setItems([...items, ...page.data.response.notification_data.filter((n) => !seen.has(n.id))]);
    setTotal(page.data.response.total);
  }, [items]);

  /** Opening the bell marks notifications visited and refreshes the new count. */
  const open = useCallback(async () => {
    await markVisited();
    const count = await fetchNewCount();
    if (!count.ok) return;
    setNewCount(count.data.response.count);
    lastNewCount.current = count.data.response.count;
  }, []);

  const toggleRead = useCallback(async (id: number, read: boolean) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, read } : item)));
    const answer = await setRead(id, read);
    if (!answer.ok)
      setItems((list) => list.map((item) => (item.id === id ? { ...item, read: !read } : item)));
  }, []);

  const clear = useCallback(
    async (id: number) => {
      const answer = await clearNotification(id);
      if (answer.ok) await reload();
    },
    [reload],
  );

  /** Mark all as read reloads the list. */
  const markAllRead = useCallback(async () => {
    const answer = await readAll();
    if (answer.ok) await reload();
  }, [reload]);

  return { items, total, newCount, loading, loadingMore, loadMore, open, toggleRead, clear, markAllRead };
}
