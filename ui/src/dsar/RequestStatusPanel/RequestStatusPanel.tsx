import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Button } from '../../Button/index.ts';
import { DeferredSelect } from '../../DeferredSelect/index.ts';
import { RequestStatusBadge, RequestVerificationBadge } from '../RequestBadges/RequestBadges.tsx';
import { formatTime, isClosed } from '../RequestBadges/requestLabels.ts';
import card from '../RequestCard/RequestCard.module.css';
import { RequestCard } from '../RequestCard/RequestCard.tsx';
import styles from './RequestStatusPanel.module.css';

type Request = Schemas['Request'];
type Person = Schemas['Person'];

export interface RequestStatusPanelProps {
  request: Request;
  /** The members the request can be assigned to. */
  assignees: readonly Person[];
  /** Assigns the request (null: to nobody); left out for people who may only read. */
  onAssign?: (assigneeId: number | null) => void;
  assigning?: boolean;
  /** Sends the requester a new confirmation link; offered while the address is not confirmed. */
  onResendVerification?: () => void;
  resending?: boolean;
  /** What the last action said (sent, failed), under the controls. */
  notice?: ReactNode;
  headingLevel?: 2 | 3;
}

const NOBODY = 'none';

/**
 * Where the request stands: its status, whether the requester confirmed the e-mail address (with a new
 * link to send while not), who works on it, its workflow and, once closed, the outcome.
 */
export function RequestStatusPanel({
  request,
  assignees,
  onAssign,
  assigning = false,
  onResendVerification,
  resending = false,
  notice,
  headingLevel = 2,
}: RequestStatusPanelProps) {
  const r = request.request;
  const closed = isClosed(r.status);
  // The assignee stays listed even when no longer a member, so the field shows who it is.
  const people =
    r.assignee && !assignees.some((p) => p.id === r.assignee?.id) ? [...assignees, r.assignee] : assignees;
  return (
    <RequestCard title="Status" headingLevel={headingLevel}>
      <div className={styles.badges}>
        <RequestStatusBadge status={r.status} />
        <RequestVerificationBadge verified={r.verified} status={r.status} />
      </div>
      <dl className={card.facts}>
        <div>
          <dt>Identity</dt>
          <dd>
            {request.verified_at
              ? `E-mail confirmed ${formatTime(request.verified_at)}`
              : r.status === 'closed_unverified'
                ? 'The e-mail address was never confirmed'
                : 'Waiting for the requester to confirm the e-mail address'}
          </dd>
        </div>
        <div>
          <dt>Workflow</dt>
          <dd>{request.workflow_name ?? 'None'}</dd>
        </div>
        {closed && request.closed_at ? (
          <div>
            <dt>Closed</dt>
            <dd>{formatTime(request.closed_at)}</dd>
          </div>
        ) : null}
      </dl>
      {!r.verified && r.status === 'unverified' && onResendVerification ? (
        <div>
          <Button size="sm" variant="secondary" loading={resending} onPress={onResendVerification}>
            Resend verification
          </Button>
        </div>
      ) : null}
      {request.outcome ? (
        <div className={styles.outcome}>
          <h3 className={styles.subheading}>
            {request.outcome === 'completed' ? 'Outcome' : 'Why it was rejected'}
          </h3>
          <p className={styles.note}>{request.outcome_note}</p>
        </div>
      ) : null}
      {onAssign ? (
        <DeferredSelect
          label="Assignee"
          options={[
            { id: NOBODY, label: 'Unassigned' },
            ...people.map((p) => ({ id: String(p.id), label: p.name })),
          ]}
          value={r.assignee ? String(r.assignee.id) : NOBODY}
          isDisabled={assigning || closed}
          description={closed ? 'A closed request keeps its assignee.' : undefined}
          onChange={(id) => {
            if (id === null) return;
            const next = id === NOBODY ? null : Number(id);
            if (next !== (r.assignee?.id ?? null)) onAssign(next);
          }}
        />
      ) : (
        <p className={card.muted}>Assignee: {r.assignee?.name ?? 'Unassigned'}</p>
      )}
      {notice}
    </RequestCard>
  );
}
