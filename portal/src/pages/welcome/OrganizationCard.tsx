import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { Card } from '@privacy-portal/ui/Card';
import type { Selection } from '../../session/selection.ts';
import { PropertyItem } from './PropertyItem.tsx';
import styles from './Welcome.module.css';

type Organization = Schemas['Organization'];
type Property = Schemas['Property'];

interface OrganizationCardProps {
  organization: Organization;
  selection: Selection | null;
  /** The property being opened, if any. */
  openingPid: number | null;
  onOpen: (property: Property) => void;
}

/** An organization (a region named by its name) with its DSAR licence and its properties. */
export function OrganizationCard({ organization, selection, openingPid, onOpen }: OrganizationCardProps) {
  const count = organization.properties.length;
  return (
    <Card
      title={organization.orgname}
      headingLevel={3}
      description={organization.description || undefined}
      actions={
        organization.org_license_assigned ? (
          <Badge tone="success">DSAR</Badge>
        ) : (
          <Badge tone="neutral">No DSAR licence</Badge>
        )
      }
      footer={<span className={styles.muted}>{count === 1 ? '1 property' : `${count} properties`}</span>}
    >
      {count === 0 ? (
        <p className={styles.muted}>This organization has no properties yet.</p>
      ) : (
        <ul className={styles.propertyList} aria-label={`Properties of ${organization.orgname}`}>
          {organization.properties.map((property) => (
            <PropertyItem
              key={property.property_id}
              property={property}
              selected={selection?.oid === organization.id && selection.pid === property.property_id}
              opening={openingPid === property.property_id}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
