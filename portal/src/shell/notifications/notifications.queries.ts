import type { Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../lib/queryClient.ts';

/** portal-spec §9: the list loads in pages of 5. */
export const NOTIFICATION_PAGE_SIZE = 5;

/** How often the bell checks for new notifications while the page is open. */
export const NEW_COUNT_POLL_MS = 60_000;

type NotificationPage = Schemas['NotificationPage'];

const NOTIFICATIONS = queryKey('get', '/notification');
const NEW_COUNT = queryKey('get', '/notificationnewcount');

/** GET /notification: one page of 5 from `offset`, newest first, with the total and the new count. */
export function notificationPageOptions(offset: number) {
  return $api.queryOptions('get', '/notification', {
    params: { query: { limit: NOTIFICATION_PAGE_SIZE, offset } },
  });
}

/** The first page of notifications: the bell's list starts with it, the dashboard's "recent" list is it. */
export function useFirstNotificationPage() {
  return useQuery({ ...notificationPageOptions(0), select: (body) => body.response });
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

type PageBody = { response: NotificationPage };

/** Sets one notification's read flag in a page. */
export function withRead(page: NotificationPage, id: number, read: boolean): NotificationPage {
  return {
    ...page,
    notification_data: page.notification_data.map((item) => (item.id === id ? { ...item, read } : item)),
  };
}

/**
 * PUT /notification { ids, read }: shown at once in the cached first page (the caller marks the later
 * pages it keeps), so the bell and the dashboard agree; put back when refused.
 */
export function useSetRead() {
  const client = useQueryClient();
  // The answer is the flag already shown: the list keeps its loaded pages, only the count is asked again.
  const mutation = $api.useMutation('put', '/notification', {
    onSettled: () => client.invalidateQueries({ queryKey: NEW_COUNT }),
  });
  const firstKey = notificationPageOptions(0).queryKey;
  const mark = (id: number, read: boolean) =>
    client.setQueryData<PageBody>(firstKey, (body) =>
      body ? { ...body, response: withRead(body.response, id, read) } : body,
    );
  return async (id: number, read: boolean): Promise<boolean> => {
    await client.cancelQueries({ queryKey: firstKey });
    mark(id, read);
    try {
      await mutation.mutateAsync({ body: { ids: [id], read } });
      return true;
    } catch {
      mark(id, !read);
      return false;
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
