import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Short headline, e.g. 'No requests yet'. */
  title: string;
  /** One or two sentences explaining why it is empty or what to do. */
  message?: ReactNode;
  /** Decorative illustration; hidden from screen readers. Defaults to an empty-tray icon; `null` for none. */
  icon?: ReactNode;
  /** A call to action, usually a Button. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

const defaultIcon = (
  <svg
    viewBox="0 0 48 48"
    width="48"
    height="48"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M6 28l6-16h24l6 16v10a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" strokeLinejoin="round" />
    <path d="M6 28h11l2 4h10l2-4h11" strokeLinejoin="round" />
  </svg>
);

/** What a list, table or panel shows when it has nothing to display. */
export function EmptyState({
  title,
  message,
  icon = defaultIcon,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {message ? <div className={styles.message}>{message}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
