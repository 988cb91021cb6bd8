import { LinkButton } from '@privacy-portal/ui/LinkButton';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks.ts';
import { TRY_FOR_FREE } from '../../public-layout/publicNav.ts';
import styles from './public.module.css';

/** The public header's "Try for Free" and a second, page-specific call to action. */
export function TrialActions({ secondary }: { secondary: { href: string; label: string } }) {
  const t = useT();
  return (
    <>
      <LinkButton href={TRY_FOR_FREE.href}>{t(TRY_FOR_FREE.label)}</LinkButton>
      <LinkButton href={secondary.href} variant="secondary">
        {secondary.label}
      </LinkButton>
    </>
  );
}

interface HeroProps {
  /** A short line above the title, e.g. the product area. */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** A side panel (facts, a summary list). */
  aside?: ReactNode;
}

export function Hero({ eyebrow, title, lead, actions, aside }: HeroProps) {
  return (
    <div className={styles.hero}>
      <div className={`${styles.container} ${aside ? styles.heroSplit : ''}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.heroTitle}>{title}</h1>
          <div className={styles.lead}>{lead}</div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {aside ? <div className={styles.heroAside}>{aside}</div> : null}
      </div>
    </div>
  );
}

interface SectionProps {
  title: string;
  /** A paragraph under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** 'alt' draws the section on the surface colour, to separate it from its neighbours. */
  tone?: 'plain' | 'alt';
  id?: string;
}

export function Section({ title, intro, children, tone = 'plain', id }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      className={`${styles.section} ${tone === 'alt' ? styles.sectionAlt : ''}`}
      aria-labelledby={headingId}
      id={id}
    >
      <div className={styles.container}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {intro ? <div className={styles.sectionIntro}>{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}

/** Cards side by side: three columns on wide screens, fewer as the screen narrows. */
export function Grid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return <div className={`${styles.grid} ${columns === 2 ? styles.grid2 : styles.grid3}`}>{children}</div>;
}

/** A numbered list of steps, each with a title and a sentence or two. */
export function Steps({ steps }: { steps: readonly { title: string; text: ReactNode }[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <div className={styles.stepText}>{step.text}</div>
        </li>
      ))}
    </ol>
  );
}

/** A list with check marks, for what a feature or plan includes. */
export function CheckList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className={styles.checkList}>
      {items.map((item, index) => (
        // The lists are static content in a fixed order.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed content
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

interface CallToActionProps {
  title: string;
  text: ReactNode;
  actions: ReactNode;
}

/** The closing band of a page: one sentence and the next step. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  return (
    <section className={styles.cta} aria-labelledby="public-cta-title">
      <div className={`${styles.container} ${styles.ctaInner}`}>
        <div>
          <h2 id="public-cta-title" className={styles.ctaTitle}>
            {title}
          </h2>
          <div className={styles.ctaText}>{text}</div>
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
