import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import { Link, useLocation } from 'react-router-dom';
import { organizationDetailsPath } from './paths.ts';
import { keepSelection } from './selectionQuery.ts';
import styles from './settings.module.css';

type Organization = Schemas['Organization'];

/** The company's organizations: name (to the details), country, properties and the DSAR licence. */
export function OrganizationsTable({ organizations }: { organizations: readonly Organization[] }) {
  const { search } = useLocation();
  const columns: DataTableColumn<Organization>[] = [
    {
      id: 'name',
      header: 'Name',
      value: (o) => o.orgname,
      cell: (o) => (
        <Link className={styles.link} to={keepSelection(organizationDetailsPath(o.id), search)}>
          {o.orgname}
        </Link>
      ),
    },
    { id: 'country', header: 'Country', value: (o) => o.country || '—' },
    { id: 'properties', header: 'Properties', value: (o) => o.properties.length, align: 'end' },
    {
      id: 'dsar',
      header: 'DSAR licence assigned',
      value: (o) => (o.org_license_assigned ? 'Yes' : 'No'),
      cell: (o) => (o.org_license_assigned ? <Badge tone="success">Yes</Badge> : <Badge>No</Badge>),
    },
  ];
  return (
    <DataTable
      caption="Organizations"
      captionHidden
      columns={columns}
      rows={[...organizations]}
      getRowId={(o) => String(o.id)}
      initialSort={{ columnId: 'name', direction: 'ascending' }}
    />
  );
}
