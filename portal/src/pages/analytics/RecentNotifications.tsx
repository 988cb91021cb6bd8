import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { relativeTime } from '@privacy-portal/ui/NotificationBell';
import type { ReactNode } from 'react';
import { problemOf } from '../../lib/queryClient.ts';
import { useFirstNotificationPage } from '../../shell/notifications/notifications.queries.ts';
import styles from './Analytics.module.css';

type Notification = Schemas['Notification'];

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; items: Notification[]; total: number; loadedAt: Date };

/** The newest five notifications, with how long ago each arrived. */
export function RecentNotifications() {
  // The bell's first page (5, portal-spec §9) is also the dashboard's "recent" list.
  const recent = useFirstNotificationPage();
  let state: State = { status: 'loading' };
  if (recent.data) {
    state = {
      status: 'ready',
      items: recent.data.notification_data,
      total: recent.data.total,
      loadedAt: new Date(recent.dataUpdatedAt),
    };
  } else if (recent.isError && !recent.isFetching) {
    state = { status: 'failed', message: problemOf(recent.error).message };
  }

  let body: ReactNode = null;
  if (state.status === 'failed') {
    body = (
      <>
        <Alert tone="error">{state.message}</Alert>
        <div>
          <Button variant="secondary" size="sm" onPress={() => void recent.refetch()}>
            Try again
          </Button>
        </div>
      </>
    );
  } else if (state.status === 'ready' && state.items.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title="No notifications"
        message="Invitations accepted, licence changes and other account events show up here."
      />
    );
  } else if (state.status === 'ready') {
    body = (
      <ul className={styles.notifications}>
        {state.items.map((item) => (
          <li key={item.id} className={styles.notification}>
            <p className={styles.notificationText}>
              {item.read ? null : <Badge tone="info">New</Badge>} {item.notification}
            </p>
            <time
              className={styles.muted}
              dateTime={item.created_at}
              title={new Date(item.created_at).toLocaleString()}
            >
              {relativeTime(item.created_at, state.loadedAt)}
            </time>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title="Recent notifications"
      loading={state.status === 'loading'}
      loadingLabel="Loading notifications…"
      footer={
        state.status === 'ready' && state.total > state.items.length ? (
          <span className={styles.muted}>
            {state.items.length} of {state.total} shown; the bell in the header lists them all.
          </span>
        ) : undefined
      }
    >
      {body}
    </Card>
  );
}
