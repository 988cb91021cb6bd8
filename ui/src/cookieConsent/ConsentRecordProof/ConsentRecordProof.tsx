import type { Schemas } from '@privacy-portal/sdk';
import { type ReactNode, useId } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { CopyButton } from '../ConsentLogTable/CopyButton.tsx';
import {
  CHOICE_LABEL,
  CHOICE_TONE,
  categoryLabel,
  DEVICE_LABEL,
  formatConsentTime,
  placeOf,
} from '../ConsentLogTable/consentLabels.ts';
import styles from './ConsentRecordProof.module.css';

type Detail = Schemas['ConsentRecordDetail'];
type ConsentRecord = Schemas['ConsentRecord'];

export interface ConsentRecordProofProps {
  /** The record with its proof; absent while it loads. */
  detail?: Detail;
  loading?: boolean;
  /** A failed load, shown in place of the proof. */
  error?: ReactNode;
  categoryNames?: ReadonlyMap<string, string>;
  /** Opens another record of the same consent id (its history). */
  onOpenRecord?: (seq: number) => void;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();
const names = (keys: readonly string[], map: ReadonlyMap<string, string>) =>
  keys.map((k) => categoryLabel(k, map)).join(', ') || 'None';

/**
 * A record's proof: what was chosen, where and with which banner; the canonical JSON the chain hashes,
 * the link from the previous hash to this one and whether it holds; and every record of the same
 * consent id (a visitor who changed their mind).
 */
export function ConsentRecordProof({
  detail,
  loading = false,
  error,
  categoryNames = NO_NAMES,
  onOpenRecord,
}: ConsentRecordProofProps) {
  const id = useId();
  if (error) return <>{error}</>;
  if (loading || !detail)
    return (
      <p className={styles.loading} role="status">
        Loading the record’s proof…
      </p>
    );
  const { record, link, canonical, link_valid, history } = detail;
  const facts: Array<[string, ReactNode]> = [
    ['Recorded', formatConsentTime(record.recorded_at)],
    [
      'Consent ID',
      <span key="id" className={styles.inline}>
        <code className={styles.code}>{record.consent_id}</code>
        <CopyButton text={record.consent_id} label="Copy the consent id" />
      </span>,
    ],
    [
      'Choice',
      <Badge key="choice" tone={CHOICE_TONE[record.choice]}>
        {CHOICE_LABEL[record.choice]}
      </Badge>,
    ],
    ['Granted', names(record.granted, categoryNames)],
    ['Denied', names(record.denied, categoryNames)],
    ['GPC signal', record.gpc ? 'Yes: the browser sent Global Privacy Control' : 'No'],
    ['Region', placeOf(record)],
    ['Device', DEVICE_LABEL[record.device]],
    ['Banner version', `v${record.banner_version}`],
    [
      'Page',
      <span key="page" className={styles.wrap}>
        {record.page_url}
      </span>,
    ],
    [
      'Browser',
      <span key="ua" className={styles.wrap}>
        {record.user_agent}
      </span>,
    ],
    [
      'Consent Mode',
      record.consent_mode
        ? Object.entries(record.consent_mode)
            .map(([signal, v]) => `${signal} ${v}`)
            .join(', ')
        : 'Not sent',
    ],
    [
      'TC string',
      record.tc_string ? (
        <code key="tc" className={styles.wrap}>
          {record.tc_string}
        </code>
      ) : (
        'None'
      ),
    ],
    [
      'Address',
      <span key="ip">
        Hashed with the day’s salt, never stored:{' '}
        <code className={styles.code}>{record.ip_hash.slice(0, 16)}…</code>
      </span>,
    ],
  ];
  if (record.over_limit) facts.push(['Plan limit', 'Kept although the month’s consent storage was used up']);

  return (
    <div className={styles.proof}>
      <section aria-labelledby={`${id}-record`} className={styles.section}>
        <h3 id={`${id}-record`} className={styles.heading}>
          Record #{record.seq}
        </h3>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={`${id}-chain`} className={styles.section}>
        <div className={styles.chainHead}>
          <h3 id={`${id}-chain`} className={styles.heading}>
            Chain link
          </h3>
          {link_valid ? (
            <Badge tone="success" icon="check-circle">
              Link verified
            </Badge>
          ) : (
            <Badge tone="error" icon="error">
              Link broken
            </Badge>
          )}
        </div>
        <p className={styles.note}>
          {link_valid
            ? 'The hash recomputes from the previous record’s hash and this record, and the previous record’s hash is the one this record names.'
            : 'This record or the one before it was changed after it was written: the hash no longer recomputes, or the previous hash does not match.'}
        </p>
        <div className={styles.link}>
          <dl className={styles.linkPart}>
            <dt>Previous hash</dt>
            <dd>
              <code className={styles.hash}>{link.prev_hash}</code>
            </dd>
          </dl>
          <p aria-hidden="true" className={styles.arrow}>
            ↓ SHA-256(previous hash + canonical JSON)
          </p>
          <dl className={styles.linkPart}>
            <dt>Hash</dt>
            <dd>
              <code className={styles.hash}>{link.hash}</code>
            </dd>
          </dl>
        </div>
        <div className={styles.chainHead}>
          <h4 className={styles.subheading}>Canonical JSON (RFC 8785)</h4>
          <CopyButton text={canonical} label="Copy the canonical JSON" />
        </div>
        <figure className={styles.figure} aria-label="Canonical JSON of the record">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus to scroll by keyboard */}
          <pre className={styles.canonical} tabIndex={0}>
            {canonical}
          </pre>
        </figure>
      </section>

      <section aria-labelledby={`${id}-history`} className={styles.section}>
        <h3 id={`${id}-history`} className={styles.heading}>
          History of this consent ID
        </h3>
        <HistoryList history={history} current={record.seq} names={categoryNames} onOpen={onOpenRecord} />
      </section>
    </div>
  );
}

function HistoryList({
  history,
  current,
  names: map,
  onOpen,
}: {
  history: ConsentRecord[];
  current: number;
  names: ReadonlyMap<string, string>;
  onOpen?: (seq: number) => void;
}) {
  if (history.length <= 1)
    return <p className={styles.note}>This is the only choice made with this consent ID.</p>;
  return (
    <ol className={styles.history} aria-label="Choices of this consent ID, newest first">
      {history.map((r) => (
        <li key={r.seq} aria-current={r.seq === current ? 'true' : undefined} className={styles.historyItem}>
          <span>{formatConsentTime(r.recorded_at)}</span>
          <Badge tone={CHOICE_TONE[r.choice]}>{CHOICE_LABEL[r.choice]}</Badge>
          <span className={styles.muted}>{names(r.granted, map)}</span>
          {r.seq === current ? (
            <span className={styles.muted}>(this record)</span>
          ) : onOpen ? (
            <Button
              size="sm"
              variant="ghost"
              onPress={() => onOpen(r.seq)}
              aria-label={`Open record #${r.seq}`}
            >
              #{r.seq}
            </Button>
          ) : (
            <span className={styles.muted}>#{r.seq}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
