import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { propertyProductLabels } from '../../app/products.ts';
import styles from './Welcome.module.css';

type Property = Schemas['Property'];

interface PropertyItemProps {
  property: Property;
  /** The property is the session's current one. */
  selected: boolean;
  /** Opening is under way for this property. */
  opening: boolean;
  onOpen: (property: Property) => void;
}

/** One property of an organization card: name, state, licensed products and 'Open'. */
export function PropertyItem({ property, selected, opening, onOpen }: PropertyItemProps) {
  const linkable = /^https?:\/\//i.test(property.url);
  const products = propertyProductLabels(property);
  return (
    <li className={property.property_active ? styles.property : `${styles.property} ${styles.inactive}`}>
      <div className={styles.propertyMain}>
        <div className={styles.propertyTitle}>
          {/* property-name: the e2e tests list property names by this class. */}
          <span className={`${styles.propertyName} property-name`}>{property.property_name}</span>
          {property.is_default ? <Badge tone="info">Default</Badge> : null}
          {property.property_active ? null : <Badge tone="neutral">Inactive</Badge>}
          {selected ? <Badge tone="success">Selected</Badge> : null}
        </div>
        {linkable ? (
          <a className={styles.propertyUrl} href={property.url} target="_blank" rel="noopener noreferrer">
            {property.url}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className={styles.propertyUrl}>{property.url}</span>
        )}
        <p className={styles.products}>
          <span className="visually-hidden">Licensed products: </span>
          {products.length === 0 ? (
            <span className={styles.muted}>No product licence</span>
          ) : (
            products.map((label) => (
              <Badge key={label} tone="success">
                {label}
              </Badge>
            ))
          )}
        </p>
      </div>
      <div className={styles.propertyAction}>
        <Button
          variant={selected ? 'primary' : 'secondary'}
          size="sm"
          loading={opening}
          aria-label={`Open ${property.property_name}`}
          onPress={() => onOpen(property)}
        >
          Open
        </Button>
      </div>
    </li>
  );
}
