import type { Schemas } from '@privacy-portal/sdk';
import { upgradeMessage } from '@privacy-portal/sdk/cookie-consent';
import { isScanActive, ScanJobsTable } from '@privacy-portal/ui/cookieConsent/ScanJobsTable';
import { Loader } from '@privacy-portal/ui/Loader';
import { lazyPanel } from '@privacy-portal/ui/lazyPanel';
import { useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { api, dataOrThrow } from '../../../lib/api.ts';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import page from '../../shared/page.module.css';
import type { PropertyPair } from '../categories/categories.queries.ts';
import { blockingCategory, scriptPattern } from './blockScript.ts';
import styles from './CookieScannerPage.module.css';
import { useScanJobDetails, useScanJobs, useScannerMutations } from './scanner.queries.ts';

type ScanFinding = Schemas['ScanFinding'];
type CookieCategory = Schemas['CookieCategory'];
type CategoryKey = Schemas['CategoryKey'];

interface ScanHistoryProps {
  pair: PropertyPair;
  canWrite: boolean;
  /** The plan has the scripts blocking system. */
  canBlockScripts: boolean;
  categories: readonly CookieCategory[];
  /** The scan whose details are open. */
  openId: number | null;
  onOpen: (id: number | null) => void;
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

// An opened scan's details (their tabs, tables and lists) are fetched when the first scan is opened.
const ScanJobDetails = lazyPanel(
  () => import('@privacy-portal/ui/cookieConsent/ScanJobDetails').then((m) => m.ScanJobDetails),
  { loadingLabel: 'Loading the scan’s details' },
);

/** The scans, newest first, and the open one's details, where a violation's script can be blocked. */
export function ScanHistory({
  pair,
  canWrite,
  canBlockScripts,
  categories,
  openId,
  onOpen,
  onDone,
  onProblem,
}: ScanHistoryProps) {
  const jobs = useScanJobs(pair);
  const openJob = jobs.data?.jobs.find((job) => job.id === openId);
  const details = useScanJobDetails(pair.pid, openId, openJob ? isScanActive(openJob) : false);
  const { blockScript } = useScannerMutations();
  // Per scan: the scripts blocked from its details, and those being saved.
  const [blocked, setBlocked] = useState<Record<number, Set<string>>>({});
  const [blocking, setBlocking] = useState<Set<string>>(new Set());

  const categoryNames: Partial<Record<CategoryKey, string>> = Object.fromEntries(
    categories.filter((c) => c.key !== null).map((c) => [c.key, c.name]),
  );

  async function block(finding: ScanFinding) {
    const url = finding.script_url;
    if (!url || openId === null) return;
    setBlocking((set) => new Set(set).add(url));
    try {
      const cookie =
        finding.cookie_id === null
          ? null
          : await dataOrThrow(
              api.GET('/cookie/{orgId}/{propId}/{id}', {
                params: { path: { orgId: pair.oid, propId: pair.pid, id: finding.cookie_id } },
              }),
            ).then(
              (body) => body.response,
              // A cookie deleted since the scan: the scan's own category then.
              () => null,
            );
      const category = blockingCategory(finding, cookie?.category_id ?? null, categories);
      if (!category) throw new Error('no category');
      const pattern = scriptPattern(url);
      await blockScript.mutateAsync({
        params: { path: { pid: pair.pid } },
        body: {
          pattern,
          category_id: category.id,
          source: 'scan',
          description: `Set ${finding.name} after the visitor refused consent.`,
        },
      });
      setBlocked((all) => ({ ...all, [openId]: new Set(all[openId]).add(url) }));
      onDone(`${pattern} now waits until ${category.name} is accepted.`);
    } catch (error) {
      onProblem(problemSummary(problemOf(error), { verbatim: true }));
    } finally {
      setBlocking((set) => {
        const next = new Set(set);
        next.delete(url);
        return next;
      });
    }
  }

  return (
    <div className={`${page.stack} ${styles.stack}`}>
      <ScanJobsTable
        jobs={jobs.data?.jobs ?? []}
        loading={jobs.isPending}
        error={
          jobs.isError && !jobs.data ? (
            <LoadFailed
              what="the scans"
              message={problemOf(jobs.error).message}
              onRetry={() => void jobs.refetch()}
            />
          ) : undefined
        }
        openId={openId}
        onOpen={(job) => onOpen(job.id === openId ? null : job.id)}
        hasMore={jobs.data?.hasMore ?? false}
        loadingMore={jobs.isFetchingNextPage}
        onLoadMore={() => void jobs.fetchNextPage()}
      />
      {openId === null ? null : details.data ? (
        <div className={styles.details}>
          <ScanJobDetails
            details={details.data}
            categoryNames={categoryNames}
            blockedScripts={blocked[openId] ?? new Set()}
            blockingScripts={blocking}
            blockingUnavailable={canBlockScripts ? null : upgradeMessage('script_blocking')}
            {...(canWrite && canBlockScripts ? { onBlockScript: (f: ScanFinding) => void block(f) } : {})}
            onClose={() => onOpen(null)}
          />
        </div>
      ) : details.isError ? (
        <LoadFailed
          what="the scan's details"
          message={problemOf(details.error).message}
          onRetry={() => void details.refetch()}
        />
      ) : (
        <Loader block label="Loading the scan's details" />
      )}
    </div>
  );
}
