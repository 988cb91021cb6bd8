import { LinkButton } from '../../LinkButton/index.ts';
import { CardEmpty, type CardLoad, DashboardCard, Figure } from './DashboardCard.tsx';
import styles from './DashboardCards.module.css';

export interface VendorsSummary {
  /** Vendors counted (the first page of the list). */
  total: number;
  /** The list has more than `total`. */
  more: boolean;
  custom: number;
  iab: number;
  google: number;
}

export interface VendorsCardProps {
  load: CardLoad<VendorsSummary>;
  /** The Manage Vendors page. */
  href: string;
  headingLevel?: 2 | 3;
}

/** The vendors at a glance: how many, and where they come from. */
export function VendorsCard({ load, href, headingLevel }: VendorsCardProps) {
  return (
    <DashboardCard
      title="Vendors"
      href={href}
      linkLabel="Open Manage Vendors"
      load={load}
      headingLevel={headingLevel}
      skeletonLines={2}
    >
      {(vendors) =>
        vendors.total === 0 ? (
          <CardEmpty
            title="No vendors yet"
            message="Name the third parties behind your cookies so the banner can list them."
            action={
              <LinkButton href={href} size="sm" variant="secondary">
                Add vendors
              </LinkButton>
            }
          />
        ) : (
          <dl className={styles.figures}>
            <Figure
              label="Vendors"
              value={`${vendors.total.toLocaleString('en')}${vendors.more ? '+' : ''}`}
            />
            <Figure label="Custom" value={vendors.custom.toLocaleString('en')} />
            <Figure label="IAB TCF" value={vendors.iab.toLocaleString('en')} />
            <Figure label="Google ATP" value={vendors.google.toLocaleString('en')} />
          </dl>
        )
      }
    </DashboardCard>
  );
}
