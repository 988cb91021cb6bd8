import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { formatTime } from '../RequestBadges/requestLabels.ts';
import card from '../RequestCard/RequestCard.module.css';
import { RequestCard } from '../RequestCard/RequestCard.tsx';
import styles from './RequestTimeline.module.css';

type TimelineEvent = Schemas['TimelineEvent'];
type Kind = TimelineEvent['kind'];
type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export const TIMELINE_KIND_LABEL: Readonly<Record<Kind, string>> = {
  received: 'Received',
  verification_sent: 'Confirmation link sent',
  verified: 'Verified',
  verification_reminder: 'Reminder to verify',
  closed_unverified: 'Closed, not verified',
  acknowledged: 'Acknowledged',
  assigned: 'Assigned',
  stage: 'Stage',
  task: 'Task',
  note: 'Internal note',
  message: 'E-mail',
  message_failed: 'E-mail failed',
  extended: 'Extended',
  completed: 'Completed',
  rejected: 'Rejected',
  reminder: 'Reminder',
  overdue: 'Overdue',
  attachment: 'Attachment',
  reopened: 'Reopened',
};

const TONE: Partial<Record<Kind, BadgeTone>> = {
  verified: 'success',
  completed: 'success',
  message_failed: 'error',
  overdue: 'error',
  extended: 'warning',
  closed_unverified: 'warning',
  note: 'info',
  message: 'info',
};

export interface RequestTimelineProps {
  /** The events loaded so far, oldest first. */
  events: readonly TimelineEvent[];
  loading?: boolean;
  /** A failed load, shown in place of the list. */
  error?: ReactNode;
  /** More events than are listed: 'Load more' asks for the next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  headingLevel?: 2 | 3;
}

/**
 * The audit trail: every change to the request, oldest first, with when it happened and who did it
 * (the requester's and the system's steps name nobody). Nothing here can be edited.
 */
export function RequestTimeline({
  events,
  loading = false,
  error,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  headingLevel = 2,
}: RequestTimelineProps) {
  let body: ReactNode;
  if (error) body = error;
  else if (loading)
    body = (
      <p className={card.muted} role="status">
        Loading the timeline
      </p>
    );
  else if (events.length === 0)
    body = <p className={card.muted}>Nothing has happened to this request yet.</p>;
  else
    body = (
      <ol className={styles.events} aria-label="Events, oldest first">
        {events.map((e) => (
          <li key={e.id} className={styles.event}>
            <div className={styles.head}>
              <Badge tone={TONE[e.kind] ?? 'neutral'}>{TIMELINE_KIND_LABEL[e.kind]}</Badge>
              <time className={styles.time} dateTime={e.at}>
                {formatTime(e.at)}
              </time>
              {e.actor ? <span className={styles.actor}>by {e.actor}</span> : null}
            </div>
            <p className={styles.text}>{e.text}</p>
          </li>
        ))}
      </ol>
    );
  return (
    <RequestCard title="Timeline" headingLevel={headingLevel}>
      {body}
      {hasMore && onLoadMore && !error && !loading ? (
        <div>
          <Button size="sm" variant="secondary" loading={loadingMore} onPress={onLoadMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </RequestCard>
  );
}
