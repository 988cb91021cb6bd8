import type { Schemas } from '@privacy-portal/sdk';
import { Button } from '../../Button/index.ts';
import { RequestDueBadge } from '../RequestBadges/RequestBadges.tsx';
import { formatDay, formatTime, isClosed } from '../RequestBadges/requestLabels.ts';
import card from '../RequestCard/RequestCard.module.css';
import { RequestCard } from '../RequestCard/RequestCard.tsx';
import styles from './RequestDeadlines.module.css';

type Request = Schemas['Request'];

export interface RequestDeadlinesProps {
  request: Request;
  /** Today (YYYY-MM-DD, UTC); the clock's when left out. */
  today?: string;
  /** Opens the extension (a reason, then the law's notice to the requester); left out when not allowed. */
  onExtend?: () => void;
  headingLevel?: 2 | 3;
}

/**
 * The request's deadline under the law that applies to the requester: the due date and the days left,
 * the acknowledgement the law asks for, and how far (and until when) the deadline may be extended.
 */
export function RequestDeadlines({ request, today, onExtend, headingLevel = 2 }: RequestDeadlinesProps) {
  const r = request.request;
  const d = request.deadlines;
  const open = !isClosed(r.status);
  const canExtend = open && d.can_extend && !r.extended;
  return (
    <RequestCard
      title="Deadline"
      headingLevel={headingLevel}
      actions={
        canExtend && onExtend ? (
          <Button size="sm" variant="secondary" onPress={onExtend}>
            Extend
          </Button>
        ) : null
      }
    >
      <p className={styles.due}>
        <span className={styles.date}>Due {formatDay(d.due_on)}</span>
        <RequestDueBadge
          dueOn={d.due_on}
          status={r.status}
          dueSoon={r.due_soon}
          today={today}
          extended={r.extended}
        />
      </p>
      <dl className={card.facts}>
        <div>
          <dt>Law</dt>
          <dd>{d.law}</dd>
        </div>
        <div>
          <dt>Received on</dt>
          <dd>{formatDay(d.received_on)}</dd>
        </div>
        {r.extended ? (
          <div>
            <dt>First due date</dt>
            <dd>{formatDay(d.original_due_on)}</dd>
          </div>
        ) : null}
        {d.acknowledge_by || d.acknowledged_at ? (
          <div>
            <dt>Acknowledgement</dt>
            <dd>
              {d.acknowledged_at
                ? `Sent ${formatTime(d.acknowledged_at)}`
                : `Due by ${formatDay(d.acknowledge_by as string)}`}
            </dd>
          </div>
        ) : null}
      </dl>
      {r.extended ? (
        <div className={styles.extension}>
          <h3 className={styles.subheading}>Extended</h3>
          <p className={styles.reason}>
            {request.extension_reason ?? 'The requester was told of the extension.'}
          </p>
        </div>
      ) : d.extended_due_on && open ? (
        <p className={card.muted}>
          {d.can_extend
            ? `The law allows an extension to ${formatDay(d.extended_due_on)}, if the requester is told why by ${formatDay(d.extension_notice_by ?? d.due_on)}.`
            : `The time to extend has passed: the requester had to be told by ${formatDay(d.extension_notice_by ?? d.due_on)}.`}
        </p>
      ) : open ? (
        <p className={card.muted}>{d.law} allows no extension.</p>
      ) : null}
    </RequestCard>
  );
}
