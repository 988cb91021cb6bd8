import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '../../Badge/index.ts';
import {
  daysLeft,
  dueText,
  dueTone,
  formatDay,
  isClosed,
  STATUS_LABEL,
  STATUS_TONE,
  todayUtc,
} from './requestLabels.ts';

type RequestStatus = Schemas['RequestStatus'];

export interface RequestStatusBadgeProps {
  status: RequestStatus;
}

/** Where the request stands: awaiting verification, new, in progress, or how it was closed. */
export function RequestStatusBadge({ status }: RequestStatusBadgeProps) {
  return <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}

export interface RequestDueBadgeProps {
  /** The deadline that applies now (YYYY-MM-DD). */
  dueOn: string;
  status: RequestStatus;
  /** Inside the organization's due-soon window (the server's flag). */
  dueSoon?: boolean;
  /** Today (YYYY-MM-DD, UTC); the clock's when left out. */
  today?: string;
  /** Says so when the due date was moved by an extension. */
  extended?: boolean;
}

/**
 * The days left to answer, or how long the request is overdue; a closed request has no deadline
 * left, so it shows none. The words carry the meaning, the colour only supports them.
 */
export function RequestDueBadge({
  dueOn,
  status,
  dueSoon = false,
  today = todayUtc(),
  extended = false,
}: RequestDueBadgeProps) {
  if (isClosed(status)) return null;
  const left = daysLeft(dueOn, today);
  const text = `${dueText(left)}${extended ? ' (extended)' : ''}`;
  return (
    <span title={`Due ${formatDay(dueOn)}`}>
      <Badge tone={dueTone(left, dueSoon)} icon={left < 0 ? 'warning' : undefined}>
        {text}
      </Badge>
    </span>
  );
}

export interface RequestVerificationBadgeProps {
  verified: boolean;
  status: RequestStatus;
}

/** Whether the requester confirmed the e-mail address (work starts only then). */
export function RequestVerificationBadge({ verified, status }: RequestVerificationBadgeProps) {
  if (verified)
    return (
      <Badge tone="success" icon="check">
        Verified
      </Badge>
    );
  return (
    <Badge tone={status === 'closed_unverified' ? 'neutral' : 'warning'}>
      {status === 'closed_unverified' ? 'Never verified' : 'Not verified'}
    </Badge>
  );
}
