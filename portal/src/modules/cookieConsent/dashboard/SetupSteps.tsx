import { Badge } from '@privacy-portal/ui/Badge';
import { Link } from 'react-router-dom';
import page from '../../shared/page.module.css';
import styles from './CookieDashboard.module.css';

export interface SetupStep {
  label: string;
  /** What the step is for, in one sentence. */
  hint: string;
  href: string;
  /** Null when the portal cannot tell (the snippet on the customer's site). */
  done: boolean | null;
}

/** The first steps of a new property, in order, each with its page and whether it is done. */
export function SetupSteps({ steps }: { steps: readonly SetupStep[] }) {
  return (
    <section className={page.panel} aria-labelledby="cookie-setup-heading">
      <h2 id="cookie-setup-heading" className={page.sectionTitle}>
        Get started
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.label} className={styles.step}>
            <div>
              <Link to={step.href} className={styles.stepLink}>
                {step.label}
              </Link>
              <p className={styles.muted}>{step.hint}</p>
            </div>
            {step.done === null ? null : (
              <Badge tone={step.done ? 'success' : 'neutral'} icon={step.done ? 'check' : undefined}>
                {step.done ? 'Done' : 'To do'}
              </Badge>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
