import type { ReactNode } from 'react';
import forms from './forms.module.css';
import styles from './PageIntro.module.css';

interface PageIntroProps {
  title: string;
  description: ReactNode;
  /** The page's main action (e.g. "Create organization"), beside the heading. */
  actions?: ReactNode;
}

/** The page's h1 (first in <main>), its short description, and the tab title. */
export function PageIntro({ title, description, actions }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <div className={styles.introText}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{description}</p>
      </div>
      {actions ? <div className={forms.actions}>{actions}</div> : null}
    </header>
  );
}
