import type { Schemas } from '@privacy-portal/sdk';
import { LOCALE_INFO } from '@privacy-portal/sdk/i18n';
import { Alert } from '../../Alert/index.ts';
import {
  formatTime,
  placeLabel,
  REQUEST_TYPE_LABEL,
  requesterName,
  SUBJECT_TYPE_LABEL,
} from '../RequestBadges/requestLabels.ts';
import card from '../RequestCard/RequestCard.module.css';
import { RequestCard } from '../RequestCard/RequestCard.tsx';
import styles from './RequestSummary.module.css';

type Request = Schemas['Request'];

export interface RequestSummaryProps {
  request: Request;
  /** Where the plan is upgraded; offered when the request came while the plan's limit was reached. */
  upgradeHref?: string;
  headingLevel?: 2 | 3;
}

/**
 * Who asked and what for: the requester's name, address and place (which decide the law), the form it
 * came through, the request in their words and their answers to the form's other fields.
 */
export function RequestSummary({ request, upgradeHref, headingLevel = 2 }: RequestSummaryProps) {
  const r = request.request;
  const language = LOCALE_INFO[request.language]?.name ?? request.language;
  return (
    <RequestCard title="Requester" headingLevel={headingLevel}>
      {r.over_limit ? (
        <Alert tone="warning" title="Received over the plan’s limit">
          This request came while your organization had used up its plan’s requests. It is kept and must be
          answered like any other.{' '}
          {upgradeHref ? <a href={upgradeHref}>Manage subscription or upgrade plan</a> : null}
        </Alert>
      ) : null}
      <dl className={card.facts}>
        <div>
          <dt>Name</dt>
          <dd>{requesterName(r)}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a className={styles.link} href={`mailto:${r.email}`}>
              {r.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>Lives in</dt>
          <dd>{placeLabel(r.country, r.state, request.city)}</dd>
        </div>
        <div>
          <dt>Subject type</dt>
          <dd>{SUBJECT_TYPE_LABEL[r.subject_type]}</dd>
        </div>
        <div>
          <dt>Request type</dt>
          <dd>{REQUEST_TYPE_LABEL[r.request_type]}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd lang={request.language}>{language}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatTime(r.received_at)}</dd>
        </div>
        <div>
          <dt>Came through</dt>
          <dd>{request.form_name ?? 'Entered by the team'}</dd>
        </div>
      </dl>
      <div className={styles.block}>
        <h3 className={styles.subheading}>The request in their words</h3>
        {request.details.trim() ? (
          <p className={styles.details} lang={request.language} dir="auto">
            {request.details}
          </p>
        ) : (
          <p className={card.muted}>No details given.</p>
        )}
      </div>
      {request.answers.length > 0 ? (
        <div className={styles.block}>
          <h3 className={styles.subheading}>Other answers</h3>
          <dl className={card.facts}>
            {request.answers.map((a) => (
              <div key={a.field}>
                <dt>{a.label}</dt>
                <dd dir="auto">{a.value || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </RequestCard>
  );
}
