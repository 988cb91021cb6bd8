import { DonutChart } from '../../Charts/index.ts';
import { LinkButton } from '../../LinkButton/index.ts';
import { CardEmpty, type CardLoad, DashboardCard, Figure } from './DashboardCard.tsx';
import styles from './DashboardCards.module.css';
import { count } from './format.ts';

export interface InventorySummary {
  /** Cookies the banner lists. */
  published: number;
  /** Cookies waiting for review before the banner shows them. */
  awaiting: number;
  /** Cookies per category, in banner order. */
  categories: readonly { name: string; count: number }[];
}

export interface InventoryCardProps {
  load: CardLoad<InventorySummary>;
  /** The Cookie Category page (the inventory). */
  href: string;
  /** The inventory filtered to cookies awaiting review. */
  reviewHref: string;
  /** The Cookie Scanner page, for a property without cookies. */
  scanHref: string;
  headingLevel?: 2 | 3;
}

/** The cookie inventory at a glance: how many, by category, and how many wait for review. */
export function InventoryCard({ load, href, reviewHref, scanHref, headingLevel }: InventoryCardProps) {
  return (
    <DashboardCard
      title="Cookie inventory"
      href={href}
      linkLabel="Open Cookie Category"
      load={load}
      headingLevel={headingLevel}
      skeletonLines={4}
    >
      {(inventory) => {
        const total = inventory.published + inventory.awaiting;
        if (total === 0) {
          return (
            <CardEmpty
              title="No cookies yet"
              message="Scan your site to find the cookies it sets; you review them here before the banner lists them."
              action={
                <LinkButton href={scanHref} size="sm">
                  Start with a scan
                </LinkButton>
              }
            />
          );
        }
        return (
          <>
            <dl className={styles.figures}>
              <Figure label="Cookies" value={total.toLocaleString('en')} />
              <Figure label="Published" value={inventory.published.toLocaleString('en')} />
              <Figure label="Awaiting review" value={inventory.awaiting.toLocaleString('en')} />
            </dl>
            {inventory.awaiting > 0 ? (
              <p className={styles.callout}>
                {count(inventory.awaiting, 'cookie')} {inventory.awaiting === 1 ? 'is' : 'are'} not on the
                banner yet.{' '}
                <LinkButton href={reviewHref} size="sm" variant="secondary">
                  Review {count(inventory.awaiting, 'cookie')}
                </LinkButton>
              </p>
            ) : (
              <p className={styles.muted}>Every cookie is reviewed and on the banner.</p>
            )}
            <DonutChart
              title="Cookies by category"
              data={inventory.categories.map((category) => ({ label: category.name, value: category.count }))}
              labelHeader="Category"
              valueHeader="Cookies"
              height={180}
            />
          </>
        );
      }}
    </DashboardCard>
  );
}
