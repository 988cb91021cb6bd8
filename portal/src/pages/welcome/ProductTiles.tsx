import { type AccessFlags, withOidPid } from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { Link } from 'react-router-dom';
import { PRODUCT_TILES } from '../../app/products.ts';
import type { Selection } from '../../session/selection.ts';
import styles from './Welcome.module.css';

interface ProductTilesProps {
  selection: Selection | null;
  /** Licences of the selected pair; null without a selection. */
  access: AccessFlags | null;
  /** Names of the selected pair, saying whose licence a badge shows. */
  organizationName: string | null;
  propertyName: string | null;
}

/** One link per product, each carrying the selected organization and property. */
export function ProductTiles({ selection, access, organizationName, propertyName }: ProductTilesProps) {
  return (
    <ul className={styles.tiles}>
      {PRODUCT_TILES.map((tile) => {
        const licensed = tile.licence && access ? access[tile.licence] : null;
        // DSAR is licensed per organization, the others per property (the module registry's scope).
        const holder = tile.scope === 'organization' ? organizationName : propertyName;
        return (
          <li key={tile.key} className={styles.tile}>
            <Link className={styles.tileLink} to={withOidPid(tile.route, selection?.oid, selection?.pid)}>
              {tile.label}
            </Link>
            <p className={styles.tileText}>{tile.description}</p>
            {licensed === null ? null : (
              <Badge tone={licensed ? 'success' : 'neutral'}>
                {licensed ? 'Licensed' : 'Not licensed'}
                {holder ? <span className="visually-hidden"> for {holder}</span> : null}
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
