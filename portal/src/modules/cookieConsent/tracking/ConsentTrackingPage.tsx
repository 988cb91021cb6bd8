import { PLAN_TYPE } from '@privacy-portal/sdk';
import {
  CONSENT_EXPORT_LABEL,
  CONSENT_EXPORT_TIER,
  canExportConsents,
  consentRange,
} from '@privacy-portal/sdk/cookie-consent';
import { Alert } from '@privacy-portal/ui/Alert';
import {
  ConsentLogFilters,
  type ConsentLogFilterValues,
} from '@privacy-portal/ui/cookieConsent/ConsentLogFilters';
import { CHOICE_LABEL, ConsentLogTable, regionName } from '@privacy-portal/ui/cookieConsent/ConsentLogTable';
import { ExportPanel } from '@privacy-portal/ui/cookieConsent/ExportPanel';
import { LedgerCheckCard } from '@privacy-portal/ui/cookieConsent/LedgerCheckCard';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { problemOf } from '../../../lib/queryClient.ts';
import { pricingTabHref } from '../../../pages/billing/billing-links.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import page from '../../shared/page.module.css';
import { useExportDownload } from '../../shared/useExportDownload.ts';
import type { PropertyPair } from '../categories/categories.queries.ts';
import styles from './ConsentTracking.module.css';
import {
  exportFileUrl,
  useConsentExport,
  useConsentFilterOptions,
  useConsentLog,
  useConsentRecord,
  useLedgerCheck,
  usePlanTier,
  useTrackingMutations,
} from './tracking.queries.ts';
import { filtersFromParams, withFilters } from './trackingParams.ts';

const Dialog = lazyDialog(() => import('@privacy-portal/ui/Dialog').then((m) => m.Dialog));
// The proof shows only inside the dialog: both arrive when a record is first opened.
const ConsentRecordProof = lazyDialog(() =>
  import('@privacy-portal/ui/cookieConsent/ConsentRecordProof').then((m) => m.ConsentRecordProof),
);

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

/** The filters in words, for what an export holds. */
function scopeOf(filters: ConsentLogFilterValues, names: ReadonlyMap<string, string>): string {
  const range = consentRange(filters, new Date());
  const parts = [
    'field' in range ? null : `from ${day(range.from)} to ${day(range.to)}`,
    filters.region ? `in ${regionName(filters.region)}` : null,
    filters.choice ? `choice ${CHOICE_LABEL[filters.choice]}` : null,
    filters.category ? `granting ${names.get(filters.category) ?? filters.category}` : null,
    filters.gpc === undefined ? null : filters.gpc ? 'with GPC' : 'without GPC',
  ].filter(Boolean);
  return `Exports the records the filters show: ${parts.join(', ')}.`;
}

/** /cookie-consent/cookie-tracking (Consent Tracking): the consent log, each record's proof, the chain check, CSV export. */
export function ConsentTrackingPage() {
  const { selection } = useSession();
  if (!selection) return null;
  return <ConsentTrackingScreen pair={{ oid: selection.oid, pid: selection.pid }} />;
}

function ConsentTrackingScreen({ pair }: { pair: PropertyPair }) {
  const { pid } = pair;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const range = consentRange(filters, new Date());
  const rangeError =
    'field' in range
      ? range.reason.startsWith('must not')
        ? '‘To’ must not be before ‘From’.'
        : 'Choose a range of at most 366 days.'
      : undefined;
  const openSeq = Number(params.get('record')) || null;

  const options = useConsentFilterOptions(pid);
  const log = useConsentLog(pid, filters, !rangeError);
  const proof = useConsentRecord(pid, openSeq);
  const plan = usePlanTier(pair.oid, pid);
  const mutations = useTrackingMutations();
  const [checkId, setCheckId] = useState<string | null>(null);
  const [exportId, setExportId] = useState<string | null>(null);
  const check = useLedgerCheck(pid, checkId);
  const exported = useConsentExport(pid, exportId);
  const download = useExportDownload(exported.data, (job) => exportFileUrl(pid, job));

  const names = useMemo(
    () => new Map((options.data?.categories ?? []).map((c) => [c.key, c.name] as const)),
    [options.data],
  );

  const setFilters = (next: ConsentLogFilterValues) => {
    const updated = withFilters(params, next);
    updated.delete('record');
    setParams(updated, { replace: true });
  };
  const openRecord = (seq: number | null) => {
    const next = new URLSearchParams(params);
    if (seq === null) next.delete('record');
    else next.set('record', String(seq));
    setParams(next);
  };

  const tier = plan.data;
  const upgrade =
    tier && !canExportConsents(tier)
      ? {
          feature: CONSENT_EXPORT_LABEL,
          tier: CONSENT_EXPORT_TIER,
          href: pricingTabHref(PLAN_TYPE.cookieConsent, 'monthly', pair),
        }
      : undefined;

  const startExport = () => {
    download.restart();
    mutations.startExport.mutate(
      { params: { path: { propId: pid } }, body: filters },
      {
        onSuccess: (body) => setExportId(body.response.id),
        onError: (err) => download.fail(problemOf(err).message),
      },
    );
  };
  const startCheck = () =>
    mutations.startCheck.mutate(
      { params: { path: { propId: pid } } },
      { onSuccess: (body) => setCheckId(body.response.id) },
    );

  const logError = log.error ? (
    <LoadFailed
      what="the consent log"
      message={problemOf(log.error).message}
      onRetry={() => void log.refetch()}
    />
  ) : null;
  const noneYet = options.data?.last_day === null;

  return (
    <div className={`${page.page} ${styles.page}`}>
      <PageIntro
        title="Consent Tracking"
        description="Every choice visitors made on your banner, with the proof that it was not changed since: each record is chained to the one before it by a SHA-256 hash."
      />
      <ConsentLogFilters
        value={filters}
        onChange={setFilters}
        options={options.data}
        rangeError={rangeError}
      />
      <section aria-labelledby="consent-log-heading" className={page.stack}>
        <h2 id="consent-log-heading" className={page.sectionTitle}>
          Consent log
        </h2>
        <ConsentLogTable
          records={log.data?.records ?? []}
          categoryNames={names}
          loading={log.isPending && !rangeError}
          error={logError}
          emptyMessage={
            noneYet
              ? 'No consents recorded yet. Once the banner is on your site, each visitor’s choice shows here.'
              : 'No consent records match these filters.'
          }
          onOpen={(r) => openRecord(r.seq)}
          hasMore={log.data?.hasMore ?? false}
          loadingMore={log.isFetchingNextPage}
          onLoadMore={() => void log.fetchNextPage()}
        />
      </section>
      <div className={styles.cards}>
        <LedgerCheckCard
          job={check.data ?? null}
          onStart={startCheck}
          starting={mutations.startCheck.isPending}
          error={
            mutations.startCheck.error ? (
              <Alert tone="error">{problemOf(mutations.startCheck.error).message}</Alert>
            ) : null
          }
        />
        <ExportPanel
          job={exported.data ?? null}
          scope={scopeOf(filters, names)}
          onStart={startExport}
          starting={mutations.startExport.isPending}
          downloadUrl={download.downloadUrl}
          upgrade={upgrade}
          error={download.problem ? <Alert tone="error">{download.problem}</Alert> : null}
        />
      </div>
      <Dialog
        title={openSeq ? `Proof of record #${openSeq}` : 'Proof'}
        isOpen={openSeq !== null}
        onOpenChange={(open) => (open ? undefined : openRecord(null))}
        width="56rem"
      >
        <ConsentRecordProof
          detail={proof.data}
          loading={proof.isPending}
          error={
            proof.error ? (
              <LoadFailed
                what="the record’s proof"
                message={problemOf(proof.error).message}
                onRetry={() => void proof.refetch()}
              />
            ) : null
          }
          categoryNames={names}
          onOpenRecord={(seq) => openRecord(seq)}
        />
      </Dialog>
    </div>
  );
}
