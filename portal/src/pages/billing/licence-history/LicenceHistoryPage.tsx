import type { Schemas } from '@privacy-portal/sdk';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { Pagination } from '@privacy-portal/ui/Pagination';
import { useState } from 'react';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import settings from '../../settings/settings.module.css';
import { actorText, BILLING_PATHS, formatDateTime, licenceActionText, pageCount } from '../billing-view.ts';
import { useBillingHref } from '../useBillingHref.ts';
import styles from './LicenceHistory.module.css';
import { useLicenceHistory } from './licenceHistory.queries.ts';

type LicenceEvent = Schemas['LicenceEvent'];

export const HISTORY_PAGE_SIZE = 20;

const COLUMNS: DataTableColumn<LicenceEvent>[] = [
  {
    id: 'date',
    header: 'Date',
    value: (row) => row.created_at,
    cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
  },
  {
    id: 'action',
    header: 'What happened',
    value: (row) => licenceActionText(row.action),
    cell: (row) => (
      <span className={styles.action}>
        <span>{licenceActionText(row.action)}</span>
        {row.detail ? <span className={styles.detail}>{row.detail}</span> : null}
      </span>
    ),
  },
  { id: 'product', header: 'Product', value: (row) => row.product_name },
  {
    id: 'plan',
    header: 'Plan',
    value: (row) => row.plan_name,
    // Plan names are single words the table must not split ('Professional').
    cell: (row) => <span className={styles.word}>{row.plan_name}</span>,
  },
  { id: 'target', header: 'Organization or property', value: (row) => row.target_name ?? '—' },
  { id: 'actor', header: 'By', value: (row) => actorText(row.actor_name) },
];

/** /licensehistory: purchases, trials, assignments, upgrades and cancellations, newest first. */
export function LicenceHistoryPage() {
  const href = useBillingHref();
  const [page, setPage] = useState(1);
  const history = useLicenceHistory(HISTORY_PAGE_SIZE, (page - 1) * HISTORY_PAGE_SIZE);

  return (
    <div className={settings.page}>
      <PageIntro
        title="License History"
        description="Every licence your company bought, when it was assigned to which organization or property, and when it was released."
        actions={
          <LinkButton variant="secondary" href={href(BILLING_PATHS.manage)}>
            Manage subscriptions
          </LinkButton>
        }
      />
      <QueryState queries={[history]} loadingLabel="Loading the licence history" what="the licence history">
        {(data) =>
          data.total === 0 ? (
            <EmptyState
              title="No licence activity yet"
              message="Purchases, free trials, assignments and cancellations of your licences will be listed here."
              action={<LinkButton href={href(BILLING_PATHS.pricing)}>See plans and pricing</LinkButton>}
            />
          ) : (
            <>
              <DataTable
                caption="Licence events, newest first"
                captionHidden
                columns={COLUMNS}
                rows={data.items}
                getRowId={(row) => String(row.id)}
                pageSize={HISTORY_PAGE_SIZE}
              />
              {data.total > HISTORY_PAGE_SIZE ? (
                <Pagination
                  label="Licence history pages"
                  page={page}
                  pageCount={pageCount(data.total, HISTORY_PAGE_SIZE)}
                  onPageChange={setPage}
                />
              ) : null}
            </>
          )
        }
      </QueryState>
    </div>
  );
}
