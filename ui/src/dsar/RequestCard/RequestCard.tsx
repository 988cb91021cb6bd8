import { type ReactNode, useId } from 'react';
import surface from '../../module/surface.module.css';
import styles from './RequestCard.module.css';

export interface RequestCardProps {
  /** The card's heading; also the section's accessible name. */
  title: string;
  headingLevel?: 2 | 3;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One part of a request's details (the requester, its deadline, its stages…): a titled section. */
export function RequestCard({ title, headingLevel = 2, actions, children, className }: RequestCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className={className ? `${surface.card} ${className}` : surface.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
