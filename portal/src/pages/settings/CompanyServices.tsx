import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { Card } from '@privacy-portal/ui/Card';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import { Link, useLocation } from 'react-router-dom';
import { keepSelection } from './selectionQuery.ts';
import styles from './settings.module.css';

type Service = Schemas['CompanyService'];

function holders(service: Service): string {
  const unit = service.licence_scope === 'organization' ? 'organizations' : 'properties';
  return `${service.licensed_count} of ${service.total_count} ${unit}`;
}

const COLUMNS: DataTableColumn<Service>[] = [
  { id: 'product', header: 'Product', value: (s) => s.product_name },
  {
    id: 'scope',
    header: 'Licensed per',
    value: (s) => (s.licence_scope === 'organization' ? 'Organization' : 'Property'),
  },
  { id: 'holders', header: 'Holding a licence', value: (s) => s.licensed_count, cell: holders },
  {
    id: 'status',
    header: 'Status',
    value: (s) => (s.licensed ? 'In use' : 'Not licensed'),
    cell: (s) =>
      s.licensed ? <Badge tone="success">In use</Badge> : <Badge tone="neutral">Not licensed</Badge>,
  },
];

/** GET /company/service: each product and how much of the company holds its licence. */
export function CompanyServices({ services }: { services: Service[] }) {
  const { search } = useLocation();
  return (
    <Card
      title="Services"
      description="The products your company uses. DSAR is licensed per organization, the others per property."
      footer={
        <Link className={styles.link} to={keepSelection('/settings/billing/pricing', search)}>
          See plans and pricing
        </Link>
      }
    >
      <DataTable
        caption="Services of the company"
        captionHidden
        columns={COLUMNS}
        rows={services}
        getRowId={(s) => s.key}
        emptyMessage="No services yet."
      />
    </Card>
  );
}
