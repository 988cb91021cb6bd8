import { type ReactNode, useId } from 'react';
import { Button } from '../../Button/index.ts';
import { Loader } from '../../Loader/index.ts';
import surface from '../../module/surface.module.css';
import type { CardLoad } from '../DashboardCards/DashboardCard.tsx';
import styles from './ConsentPanel.module.css';

export interface ConsentPanelProps<T> {
  /** The panel's heading, also its region's name. */
  title: string;
  /** One line under the heading: what the panel counts. */
  description?: ReactNode;
  /** The same three states as the dashboard's cards: loading, failed (with Try again), ready. */
  load: CardLoad<T>;
  /** Whether the data has nothing to show; then `emptyMessage` stands in for the content. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  children: (data: T) => ReactNode;
  /** Controls at the end of the heading row (a filter, a link). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * The shell of each panel of the consent dashboard and of the installation check: a named region with
 * its heading, and one look for loading, a failure (its reason and Try again) and no data yet, so a
 * slow or failed call leaves the other panels alone.
 */
export function ConsentPanel<T>({
  title,
  description,
  load,
  isEmpty,
  emptyMessage = 'No consents in this period yet',
  children,
  actions,
  headingLevel = 2,
}: ConsentPanelProps<T>) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  let body: ReactNode;
  if (load.status === 'loading') {
    body = (
      <div className={styles.state}>
        <Loader label={`Loading ${title.toLowerCase()}`} />
      </div>
    );
  } else if (load.status === 'error') {
    body = (
      <div role="alert" className={styles.failed}>
        <p className={styles.failedTitle}>We could not load {title.toLowerCase()}</p>
        <p className={surface.muted}>{load.message}</p>
        <Button variant="secondary" size="sm" onPress={load.onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (isEmpty?.(load.data)) {
    body = (
      <div className={styles.state}>
        <p className={surface.muted}>{emptyMessage}</p>
      </div>
    );
  } else {
    body = children(load.data);
  }
  return (
    <section
      className={surface.panel}
      aria-labelledby={titleId}
      aria-busy={load.status === 'loading' || undefined}
    >
      <header className={surface.header}>
        <div className={surface.heading}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description ? <p className={surface.muted}>{description}</p> : null}
        </div>
        {actions}
      </header>
      {body}
    </section>
  );
}
