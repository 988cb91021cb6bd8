import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import { Pagination } from '@privacy-portal/ui/Pagination';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState.tsx';
import settings from '../../settings/settings.module.css';
import { formatDate, formatMoney, invoiceStatus, pageCount } from '../billing-view.ts';
import { useInvoices } from './manage.queries.ts';

type Invoice = Schemas['Invoice'];

export const INVOICE_PAGE_SIZE = 10;

const COLUMNS: DataTableColumn<Invoice>[] = [
  { id: 'number', header: 'Invoice', value: (row) => row.number },
  {
    id: 'date',
    header: 'Date',
    value: (row) => row.created_at,
    cell: (row) => formatDate(row.created_at),
  },
  { id: 'description', header: 'Description', value: (row) => row.description },
  {
    id: 'period',
    header: 'Period',
    value: (row) => row.period_start,
    cell: (row) => `${formatDate(row.period_start)} – ${formatDate(row.period_end)}`,
  },
  {
    id: 'amount',
    header: 'Amount',
    value: (row) => row.amount_due,
    cell: (row) => formatMoney(row.status === 'paid' ? row.amount_paid : row.amount_due, row.currency),
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    cell: (row) => {
      const status = invoiceStatus(row.status);
      return <Badge tone={status.tone}>{status.label}</Badge>;
    },
  },
  {
    id: 'link',
    header: 'Document',
    sortable: false,
    cell: (row) =>
      row.hosted_invoice_url ? (
        <a className={settings.link} href={row.hosted_invoice_url} target="_blank" rel="noopener noreferrer">
          View<span className="visually-hidden"> invoice {row.number}</span> (opens in a new tab)
        </a>
      ) : (
        '—'
      ),
  },
];

/**
 * The company's invoices, newest first, a page at a time from the server; a change on the page
 * invalidates them (invalidateSubscriptions in manage.queries.ts).
 */
export function InvoicesSection() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(INVOICE_PAGE_SIZE, (page - 1) * INVOICE_PAGE_SIZE);
  return (
    <section aria-labelledby="invoices-heading" className={settings.stack}>
      <h2 id="invoices-heading" className={settings.sectionTitle}>
        Invoices
      </h2>
      <QueryState queries={[invoices]} loadingLabel="Loading the invoices" what="the invoices">
        {(data) => (
          <>
            <DataTable
              caption="Invoices, newest first"
              captionHidden
              columns={COLUMNS}
              rows={data.items}
              getRowId={(row) => String(row.id)}
              pageSize={INVOICE_PAGE_SIZE}
              emptyMessage="No invoices yet. They appear here after the first payment."
            />
            {data.total > INVOICE_PAGE_SIZE ? (
              <Pagination
                label="Invoice pages"
                page={page}
                pageCount={pageCount(data.total, INVOICE_PAGE_SIZE)}
                onPageChange={setPage}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
