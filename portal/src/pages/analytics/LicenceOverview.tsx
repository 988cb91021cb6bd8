import { BarChart } from '@privacy-portal/ui/Charts';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import type { LicenceCount } from './licences.ts';

const COLUMNS: DataTableColumn<LicenceCount>[] = [
  { id: 'product', header: 'Product', value: (row) => row.product },
  {
    id: 'unit',
    header: 'Licensed per',
    value: (row) => (row.unit === 'organization' ? 'Organization' : 'Property'),
  },
  { id: 'licensed', header: 'Licensed', value: (row) => row.licensed, align: 'end' },
  { id: 'total', header: 'Total', value: (row) => row.total, align: 'end' },
  {
    id: 'share',
    header: 'Share',
    value: (row) => (row.total > 0 ? Math.round((row.licensed / row.total) * 100) : 0),
    cell: (row) => `${row.total > 0 ? Math.round((row.licensed / row.total) * 100) : 0}%`,
    align: 'end',
  },
];

/** How many organizations or properties hold each product: a chart to look at and a table to read. */
export function LicenceOverview({ counts }: { counts: LicenceCount[] }) {
  return (
    <>
      <BarChart
        title="Licences held per product"
        data={counts}
        xKey="product"
        xLabel="Product"
        stacked
        height={260}
        // Counts of organizations and properties: whole-number ticks only.
        allowDecimals={false}
        series={[
          { key: 'licensed', label: 'Licensed', color: 'var(--pp-color-primary)' },
          { key: 'unlicensed', label: 'Not licensed', color: 'var(--pp-color-disabled)' },
        ]}
        summary={`Stacked bar chart of licences: ${counts
          .map(
            (c) =>
              `${c.product} ${c.licensed} of ${c.total} ${c.unit === 'organization' ? 'organizations' : 'properties'}`,
          )
          .join(', ')}.`}
      />
      <DataTable
        caption="Licences by product (DSAR per organization, the others per property)"
        columns={COLUMNS}
        rows={counts}
        getRowId={(row) => row.licence}
      />
    </>
  );
}
