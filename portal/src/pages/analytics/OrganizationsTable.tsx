import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import { propertyProductLabels } from '../../app/products.ts';
import type { Selection } from '../../session/selection.ts';
import styles from './Analytics.module.css';

type Organization = Schemas['Organization'];
type Property = Schemas['Property'];

/** One row per property; an organization without properties still gets a row. */
interface Row {
  id: string;
  organization: Organization;
  property: Property | null;
}

function rowsOf(organizations: readonly Organization[]): Row[] {
  return organizations.flatMap((organization): Row[] =>
    organization.properties.length === 0
      ? [{ id: `o${organization.id}`, organization, property: null }]
      : organization.properties.map((property) => ({
          id: `p${property.property_id}`,
          organization,
          property,
        })),
  );
}

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'organization', header: 'Organization', value: (row) => row.organization.orgname },
  {
    id: 'property',
    header: 'Property',
    value: (row) => row.property?.property_name ?? '',
    cell: (row) =>
      row.property ? (
        <span className={styles.cellLine}>
          {row.property.property_name}
          {row.property.is_default ? <Badge tone="info">Default</Badge> : null}
        </span>
      ) : (
        <span className={styles.muted}>No properties yet</span>
      ),
  },
  {
    id: 'status',
    header: 'Status',
    value: (row) => (row.property ? (row.property.property_active ? 'Active' : 'Inactive') : ''),
    cell: (row) =>
      row.property ? (
        <Badge tone={row.property.property_active ? 'success' : 'neutral'}>
          {row.property.property_active ? 'Active' : 'Inactive'}
        </Badge>
      ) : null,
  },
  {
    id: 'products',
    header: 'Licensed products',
    value: (row) =>
      [
        ...(row.organization.org_license_assigned ? ['DSAR'] : []),
        ...(row.property ? propertyProductLabels(row.property) : []),
      ].join(', ') || 'None',
  },
];

interface OrganizationsTableProps {
  organizations: readonly Organization[];
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
}

/** Every organization and property of the account, each property selectable. */
export function OrganizationsTable({ organizations, selection, onSelect }: OrganizationsTableProps) {
  return (
    <DataTable
      caption="Organizations and properties"
      captionHidden
      columns={COLUMNS}
      rows={rowsOf(organizations)}
      getRowId={(row) => row.id}
      rowHeaderColumnId="property"
      rowActions={(row) => {
        const property = row.property;
        if (!property) return null;
        const current = selection?.oid === row.organization.id && selection.pid === property.property_id;
        return current ? (
          <Badge tone="success">Selected</Badge>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Select ${property.property_name} of ${row.organization.orgname}`}
            onPress={() => onSelect({ oid: row.organization.id, pid: property.property_id })}
          >
            Select
          </Button>
        );
      }}
    />
  );
}
