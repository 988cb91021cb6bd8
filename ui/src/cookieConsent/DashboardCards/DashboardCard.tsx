import { type ReactNode, useId } from 'react';
import { Button } from '../../Button/index.ts';
import { LinkButton } from '../../LinkButton/index.ts';
import a11y from '../../theme/a11y.module.css';
import styles from './DashboardCards.module.css';

/** What a card shows: skeleton lines while loading, the reason and Try again on failure, else its data. */
export type CardLoad<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; data: T };

export interface DashboardCardProps<T> {
  title: string;
  /** The card's page, with the selection's oid and pid. */
  href: string;
  /** The link's text, naming the page ('Open Cookie Category'). */
  linkLabel: string;
  load: CardLoad<T>;
  /** The card's content once its data is there. */
  children: (data: T) => ReactNode;
  headingLevel?: 2 | 3;
  /** Skeleton lines while loading (default 3). */
  skeletonLines?: number;
}

/**
 * The shell every Cookie Consent dashboard card shares: a named region with its heading and a link to
 * its page, and the same loading, failure and content states, so one slow call never blanks the board.
 */
export function DashboardCard<T>({
  title,
  href,
  linkLabel,
  load,
  children,
  headingLevel = 2,
  skeletonLines = 3,
}: DashboardCardProps<T>) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  let body: ReactNode;
  if (load.status === 'loading') {
    body = (
      <div className={styles.skeletons}>
        {Array.from({ length: skeletonLines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
          <span key={i} className={styles.skeleton} aria-hidden="true" />
        ))}
        <span role="status" className={a11y.visuallyHidden}>
          Loading {title.toLowerCase()}
        </span>
      </div>
    );
  } else if (load.status === 'error') {
    body = (
      <div role="alert" className={styles.failed}>
        <p className={styles.failedTitle}>We could not load this card</p>
        <p className={styles.muted}>{load.message}</p>
        <Button variant="secondary" size="sm" onPress={load.onRetry}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = children(load.data);
  }
  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      aria-busy={load.status === 'loading' || undefined}
    >
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <LinkButton href={href} variant="ghost" size="sm">
          {linkLabel}
        </LinkButton>
      </header>
      <div className={styles.body}>{body}</div>
    </section>
  );
}

/** A card's empty state: what is missing and the one step that fills it. */
export function CardEmpty({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.muted}>{message}</p>
      {action}
    </div>
  );
}

/** A labelled figure: the number large, what it counts under it. */
export function Figure({ value, label }: { value: ReactNode; label: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}
