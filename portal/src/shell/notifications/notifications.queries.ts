import type { Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { $api, dataOrThrow } from '../../lib/queryClient.ts';

/** portal-spec §9: the list loads in pages of 5. */
export const NOTIFICATION_PAGE_SIZE = 5;

/** How often the bell checks for new notifications while the page is open. */
export const NEW_COUNT_POLL_MS = 60_000;

type NotificationPage = Schemas['NotificationPage'];

const NOTIFICATIONS = queryKey('get', '/notification');
const NEW_COUNT = queryKey('get', '/notificationnewcount');
/** The bell's list: every page loaded so far, under the one operation's key prefix. */
const BELL_KEY = [...NOTIFICATIONS, 'bell'] as const;

/** The first page of notifications (the dashboard's "recent" list is the bell's first page). */
export function useFirstNotificationPage() {
  return $api.useQuery(
    'get',
    '/notification',
    { params: { query: { limit: NOTIFICATION_PAGE_SIZE, offset: 0 } } },
    { select: (body) => body.response },
  );
}

/** The bell's list, 5 at a time by offset (GET /notification); the next page follows what is loaded. */
export function useNotificationList() {
  return useInfiniteQuery({
    queryKey: BELL_KEY,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<NotificationPage> =>
      (
        await dataOrThrow(
          api.GET('/notification', {
            params: { query: { limit: NOTIFICATION_PAGE_SIZE, offset: pageParam } },
            signal,
          }),
        )
      ).response,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.notification_data.length, 0);
      return loaded < last.total && last.notification_data.length > 0 ? loaded : undefined;
    },
  });
}

/** GET /notificationnewcount, asked again every minute while the bell is shown. */
export function useNewCount() {
  return $api.useQuery(
    'get',
    '/notificationnewcount',
    {},
    { refetchInterval: NEW_COUNT_POLL_MS, select: (body) => body.response.count },
  );
}

/** Loads the list and the new count again (after a change, or when something new arrived). */
export function useInvalidateNotifications(): () => Promise<unknown> {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: NOTIFICATIONS }),
      client.invalidateQueries({ queryKey: NEW_COUNT }),
    ]);
}

/** PUT /notification/time: opening the bell marks the notifications visited; the new count follows. */
export function useMarkVisited() {
  const client = useQueryClient();
  return $api.useMutation('put', '/notification/time', {
    onSuccess: () => client.invalidateQueries({ queryKey: NEW_COUNT }),
  });
}

type BellData = InfiniteData<NotificationPage, number>;

/** Sets one notification's read flag in the bell's loaded pages. */
function withRead(data: BellData | undefined, id: number, read: boolean): BellData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notification_data: page.notification_data.map((item) => (item.id === id ? { ...item, read } : item)),
    })),
  };
}

/**
 * PUT /notification { ids, read }: shown at once, put back when refused; the notifications load again
 * afterwards.
 */
export function useSetRead() {
  const client = useQueryClient();
  const invalidate = useInvalidateNotifications();
  const mutation = $api.useMutation('put', '/notification', {
    onSettled: () => invalidate(),
  });
  return async (id: number, read: boolean) => {
    await client.cancelQueries({ queryKey: BELL_KEY });
    client.setQueryData<BellData>(BELL_KEY, (data) => withRead(data, id, read));
    try {
      await mutation.mutateAsync({ body: { ids: [id], read } });
    } catch {
      client.setQueryData<BellData>(BELL_KEY, (data) => withRead(data, id, !read));
    }
  };
}

/** Clearing sets active to false (portal-spec §4); the list loads again. */
export function useClearNotification() {
  const invalidate = useInvalidateNotifications();
  return $api.useMutation('put', '/notification', { onSuccess: () => invalidate() });
}

/** PUT /notification/readall; the list loads again. */
export function useReadAll() {
  const invalidate = useInvalidateNotifications();
  return $api.useMutation('put', '/notification/readall', { onSuccess: () => invalidate() });
}
