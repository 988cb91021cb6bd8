import type { Schemas } from '@privacy-portal/sdk';
import { useId } from 'react';
import { Alert } from '../../Alert/index.ts';
import { Badge } from '../../Badge/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { Tabs } from '../../Tabs/index.ts';
import { cookieCount } from '../CookieTable/labels.ts';
import {
  formatScanTime,
  isScanActive,
  pageCount,
  SCAN_STATUS_LABEL,
  SCAN_STATUS_TONE,
  SCAN_TRIGGER_LABEL,
  scanDuration,
} from '../ScanJobsTable/scanLabels.ts';
import { FindingsTable } from './FindingsTable.tsx';
import { PagesTable, ScriptsTable } from './PagesAndScripts.tsx';
import styles from './ScanJobDetails.module.css';
import { ViolationsList } from './ViolationsList.tsx';

type ScanJobDetailsData = Schemas['ScanJobDetails'];
type ScanFinding = Schemas['ScanFinding'];
type CategoryKey = Schemas['CategoryKey'];

export interface ScanJobDetailsProps {
  details: ScanJobDetailsData;
  /** The property's names of the default categories (they may be renamed). */
  categoryNames?: Partial<Record<CategoryKey, string>>;
  /** Script addresses put under blocking since the details were read. */
  blockedScripts?: ReadonlySet<string>;
  /** Script addresses whose blocking is being saved. */
  blockingScripts?: ReadonlySet<string>;
  /** Puts the script that set a violating cookie under blocking; left out when not allowed. */
  onBlockScript?: (finding: ScanFinding) => void;
  /** Why blocking cannot be offered (the plan lacks it), said in the violations tab. */
  blockingUnavailable?: string | null;
  /** Closes the details. */
  onClose?: () => void;
  headingLevel?: 2 | 3;
}

/**
 * One scan's results: the cookies it found and in which of the three states, the violations (cookies
 * still set after 'Reject all' or with GPC) with a way to block their scripts, the pages visited and
 * the third-party scripts they loaded.
 */
export function ScanJobDetails({
  details,
  categoryNames = {},
  blockedScripts,
  blockingScripts,
  onBlockScript,
  blockingUnavailable,
  onClose,
  headingLevel = 2,
}: ScanJobDetailsProps) {
  const { job, findings, pages, scripts } = details;
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const violations = findings.filter((f) => f.violation);
  const blocked = new Set([...(blockedScripts ?? []), ...scripts.filter((s) => s.blocked).map((s) => s.url)]);
  const took = scanDuration(job);

  const tabs = [
    {
      id: 'cookies',
      label: `Cookies (${findings.length})`,
      content: (
        <FindingsTable findings={findings} threeState={job.three_state} categoryNames={categoryNames} />
      ),
    },
    ...(job.three_state
      ? [
          {
            id: 'violations',
            label: `Violations (${violations.length})`,
            content: (
              <ViolationsList
                violations={violations}
                blocked={blocked}
                blocking={blockingScripts ?? new Set()}
                onBlockScript={onBlockScript}
                unavailable={blockingUnavailable ?? null}
              />
            ),
          },
        ]
      : []),
    { id: 'pages', label: `Pages (${pages.length})`, content: <PagesTable pages={pages} /> },
    {
      id: 'scripts',
      label: `Third-party scripts (${scripts.length})`,
      content: <ScriptsTable scripts={scripts} blocked={blocked} />,
    },
  ];

  return (
    <section className={styles.details} aria-labelledby={titleId}>
      <div className={styles.head}>
        <Heading id={titleId} className={styles.title}>
          Scan of {formatScanTime(job.created_at)}
        </Heading>
        <Badge tone={SCAN_STATUS_TONE[job.status]}>{SCAN_STATUS_LABEL[job.status]}</Badge>
        {onClose ? (
          <span className={styles.close}>
            <IconButton icon="close" size="sm" label="Close the scan details" onPress={onClose} />
          </span>
        ) : null}
      </div>
      {job.error ? (
        <Alert tone="error" title="The scan stopped with an error">
          {job.error}
        </Alert>
      ) : null}
      {isScanActive(job) ? (
        <Alert tone="info">This scan is still running; what it found so far is listed.</Alert>
      ) : null}
      <dl className={styles.summary}>
        <div>
          <dt>Started at</dt>
          <dd className={styles.url}>{job.start_url}</dd>
        </div>
        <div>
          <dt>Pages scanned</dt>
          <dd>
            {pageCount(job.pages_done)}
            {job.pages_total > job.pages_done ? ` of ${job.pages_total.toLocaleString('en')}` : ''}
          </dd>
        </div>
        <div>
          <dt>Found</dt>
          <dd>
            {cookieCount(job.cookies_found)}, {job.new_cookies.toLocaleString('en')} new
          </dd>
        </div>
        <div>
          <dt>Violations</dt>
          <dd>
            {job.three_state ? (
              job.violations > 0 ? (
                <Badge tone="error">{job.violations.toLocaleString('en')}</Badge>
              ) : (
                'None'
              )
            ) : (
              'Not checked'
            )}
          </dd>
        </div>
        <div>
          <dt>How</dt>
          <dd>
            {SCAN_TRIGGER_LABEL[job.trigger]}
            {took ? `, took ${took}` : ''}
            {job.behind_login ? ', logged in' : ''}
          </dd>
        </div>
      </dl>
      <Tabs
        label="Scan results"
        items={tabs}
        defaultSelectedKey={job.three_state && violations.length > 0 ? 'violations' : 'cookies'}
      />
    </section>
  );
}
