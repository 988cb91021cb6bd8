import type { Schemas } from '@privacy-portal/sdk';
import { type ReactNode, useId } from 'react';
import { Badge } from '../../Badge/index.ts';
import surface from '../../module/surface.module.css';
import { cookieCount } from '../CookieTable/labels.ts';
import {
  formatScanTime,
  pageCount,
  SCAN_STATUS_LABEL,
  SCAN_STATUS_TONE,
} from '../ScanJobsTable/scanLabels.ts';
import styles from './ScannerStatusCard.module.css';

type ScannerStatus = Schemas['ScannerStatus'];
type Available = Schemas['Available'];

export interface ScannerStatusCardProps {
  status: ScannerStatus;
  /** Heading level of the card's title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** The card's actions, e.g. Start scan. */
  actions?: ReactNode;
}

const STATE_LABEL: Readonly<Record<ScannerStatus['state'], string>> = {
  idle: 'Idle',
  queued: 'Scan queued',
  running: 'Scanning',
};

/** The plan's scans left this month: 'Unlimited' (-1), else 'n of m'. */
export function scansLeft(available: Available): string {
  if (available.available === -1 || available.limit === -1) return 'Unlimited';
  return `${available.available.toLocaleString('en')} of ${available.limit.toLocaleString('en')}`;
}

/** The scanner at a glance: what it is doing, the last scan, the scans left this month and the limits. */
export function ScannerStatusCard({ status, headingLevel = 2, actions }: ScannerStatusCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { last, available } = status;
  const usedUp = available.available === 0;
  const titleId = useId();
  return (
    <section className={`${surface.panel} ${styles.card}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <Heading id={titleId} className={styles.title}>
          Scanner
        </Heading>
        <Badge tone={status.state === 'idle' ? 'neutral' : 'info'}>{STATE_LABEL[status.state]}</Badge>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Last scan</dt>
          <dd>
            {last ? (
              <>
                <span className={styles.value}>{formatScanTime(last.finished_at ?? last.created_at)}</span>
                <span className={styles.detail}>
                  <Badge tone={SCAN_STATUS_TONE[last.status]}>{SCAN_STATUS_LABEL[last.status]}</Badge>{' '}
                  {cookieCount(last.cookies_found)}
                  {last.new_cookies > 0 ? `, ${last.new_cookies.toLocaleString('en')} new` : ''}
                </span>
              </>
            ) : (
              <span className={styles.value}>No scan yet</span>
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Scans left this month</dt>
          <dd>
            <span className={styles.value}>{scansLeft(available)}</span>
            {usedUp ? (
              <span className={styles.detail}>
                <Badge tone="warning">Limit reached</Badge>
              </span>
            ) : null}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Pages per scan</dt>
          <dd>
            <span className={styles.value}>Up to {pageCount(status.max_pages)}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Scheduled scans</dt>
          <dd>
            <span className={styles.value}>
              {status.schedules === 0 ? 'None' : status.schedules.toLocaleString('en')}
            </span>
          </dd>
        </div>
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
