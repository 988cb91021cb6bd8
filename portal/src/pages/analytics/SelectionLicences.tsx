import { type AccessFlags, type Schemas, withOidPid } from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { Card } from '@privacy-portal/ui/Card';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { PRODUCT_TILES } from '../../app/products.ts';
import type { Selection } from '../../session/selection.ts';
import styles from './Analytics.module.css';

interface SelectionLicencesProps {
  selection: Selection;
  access: AccessFlags;
  organization: Schemas['Organization'];
  property: Schemas['Property'];
}

/** The selected pair's own licences, each missing one with a way to buy it. */
export function SelectionLicences({ selection, access, organization, property }: SelectionLicencesProps) {
  const pricing = withOidPid('/settings/billing/pricing', selection.oid, selection.pid);
  return (
    <Card
      title="Your selection"
      headingLevel={3}
      description={`${property.property_name} of ${organization.orgname}`}
    >
      <ul className={styles.licenceList}>
        {PRODUCT_TILES.flatMap((tile) => {
          const licence = tile.licence;
          if (!licence) return [];
          const held = access[licence];
          return [
            <li key={licence} className={styles.licenceItem}>
              <span className={styles.licenceName}>{tile.label}</span>
              <Badge tone={held ? 'success' : 'neutral'}>{held ? 'Licensed' : 'Not licensed'}</Badge>
              {held ? (
                <LinkButton
                  variant="ghost"
                  size="sm"
                  href={withOidPid(tile.route, selection.oid, selection.pid)}
                >
                  Open<span className="visually-hidden"> {tile.label}</span>
                </LinkButton>
              ) : (
                <LinkButton variant="secondary" size="sm" href={pricing}>
                  Upgrade<span className="visually-hidden"> to {tile.label}</span>
                </LinkButton>
              )}
            </li>,
          ];
        })}
      </ul>
    </Card>
  );
}
