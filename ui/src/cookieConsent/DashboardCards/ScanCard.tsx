import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '../../Badge/index.ts';
import { LinkButton } from '../../LinkButton/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import { CardEmpty, type CardLoad, DashboardCard, Figure } from './DashboardCard.tsx';
import styles from './DashboardCards.module.css';
import { count, formatMoment } from './format.ts';

type ScannerStatus = Schemas['ScannerStatus'];
type ScanJob = Schemas['ScanJob'];

export interface ScanCardProps {
  load: CardLoad<ScannerStatus>;
  /** The Cookie Scanner page. */
  href: string;
  /** A scan's details on the scanner page. */
  detailsHref: (job: ScanJob) => string;
  headingLevel?: 2 | 3;
}

/** 'Unlimited scans', 'No scans left this month', '3 of 5 scans left this month'. */
export function scansLeft(available: Schemas['Available']): string {
  if (available.available < 0 || available.limit < 0) return 'Unlimited scans';
  if (available.available === 0) return 'No scans left this month';
  return `${available.available} of ${available.limit} ${available.limit === 1 ? 'scan' : 'scans'} left this month`;
}

const ENDED: Partial<Record<ScanJob['status'], string>> = {
  failed: 'The scan failed',
  cancelled: 'The scan was cancelled',
};

/** The scanner at a glance: a scan under way, the last scan's figures and violations, scans left. */
export function ScanCard({ load, href, detailsHref, headingLevel }: ScanCardProps) {
  return (
    <DashboardCard
      title="Last scan"
      href={href}
      linkLabel="Open Cookie Scanner"
      load={load}
      headingLevel={headingLevel}
      skeletonLines={4}
    >
      {(status) => {
        const { current, last } = status;
        const running =
          current && status.state !== 'idle' ? (
            <ProgressBar
              label={status.state === 'queued' ? 'Scan queued' : 'Scan running'}
              value={current.pages_done}
              maxValue={Math.max(current.pages_total, 1)}
              isIndeterminate={status.state === 'queued' || current.pages_total === 0}
              valueLabel={`${current.pages_done} of ${current.pages_total} pages`}
            />
          ) : null;
        const left = <p className={styles.muted}>{scansLeft(status.available)}</p>;
        if (!last) {
          return (
            <>
              {running ?? (
                <CardEmpty
                  title="No scan yet"
                  message="A scan visits your pages and lists the cookies, storage and third-party scripts they use."
                  action={
                    <LinkButton href={href} size="sm">
                      Start with a scan
                    </LinkButton>
                  }
                />
              )}
              {left}
            </>
          );
        }
        const ended = ENDED[last.status];
        return (
          <>
            {running}
            <p className={styles.line}>
              {ended ? `${ended} on` : 'Finished'} {formatMoment(last.finished_at ?? last.created_at)}
              {last.trigger === 'schedule' ? ' (scheduled)' : ''}
            </p>
            {ended && last.error ? <p className={styles.muted}>{last.error}</p> : null}
            <dl className={styles.figures}>
              <Figure label="Pages" value={last.pages_done.toLocaleString('en')} />
              <Figure label="Cookies found" value={last.cookies_found.toLocaleString('en')} />
              <Figure label="New" value={last.new_cookies.toLocaleString('en')} />
            </dl>
            {last.violations > 0 ? (
              <p className={styles.callout}>
                <Badge tone="error" icon="warning">
                  {count(last.violations, 'violation')}
                </Badge>{' '}
                {last.violations === 1 ? 'A cookie is' : 'Cookies are'} still set after ‘Reject all’.{' '}
                <LinkButton href={detailsHref(last)} size="sm" variant="secondary">
                  See the scan details
                </LinkButton>
              </p>
            ) : last.three_state ? (
              <p className={styles.muted}>No cookie was set after ‘Reject all’ or with GPC on.</p>
            ) : (
              <p className={styles.muted}>This scan did not compare ‘Reject all’ and GPC.</p>
            )}
            {left}
          </>
        );
      }}
    </DashboardCard>
  );
}
