import { type ReactNode, useId } from 'react';
import spinner from '../theme/spinner.module.css';
import styles from './Card.module.css';

export interface CardProps {
  /** Card heading; also the accessible name of the card's region. */
  title: ReactNode;
  /** Heading level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links at the top right, e.g. an edit IconButton. */
  actions?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** A bottom bar, e.g. totals or a 'View all' link. */
  footer?: ReactNode;
  /** Shows a loading message instead of the body and marks the card busy. */
  loading?: boolean;
  /** Text of the loading message. */
  loadingLabel?: string;
}

/** A titled surface that groups related content; a named region for assistive technology. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  children,
  footer,
  loading = false,
  loadingLabel = 'Loading…',
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {loading ? (
        <div className={styles.body} role="status">
          <span className={spinner.spinner} aria-hidden="true" />
          <span className={styles.loadingText}>{loadingLabel}</span>
        </div>
      ) : children ? (
        <div className={styles.body}>{children}</div>
      ) : null}
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </section>
  );
}
