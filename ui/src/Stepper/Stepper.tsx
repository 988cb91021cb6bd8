import { Icon } from '../Icon/Icon.tsx';
import a11y from '../theme/a11y.module.css';
import styles from './Stepper.module.css';

export interface StepperStep {
  /** Stable key, used by `currentStepId` and `completedStepIds`. */
  id: string;
  label: string;
}

export interface StepperProps {
  steps: StepperStep[];
  /** The step the user is on; marked with aria-current="step". */
  currentStepId: string;
  /** Steps shown as done. Defaults to every step before the current one. */
  completedStepIds?: string[];
  /** Accessible name of the list. */
  label?: string;
  /** Visually hidden suffix announced after a completed step's label. */
  completedText?: string;
}

/** A read-only row of numbered steps showing where the user is in a flow. */
export function Stepper({
  steps,
  currentStepId,
  completedStepIds,
  label = 'Progress',
  completedText = 'completed',
}: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentStepId);
  const completed = new Set(
    completedStepIds ?? steps.slice(0, Math.max(0, currentIndex)).map((step) => step.id),
  );
  return (
    <ol aria-label={label} className={styles.stepper}>
      {steps.map((step, index) => {
        const isCurrent = step.id === currentStepId;
        const isDone = completed.has(step.id);
        const state = isCurrent ? styles.current : isDone ? styles.done : styles.upcoming;
        return (
          <li
            key={step.id}
            aria-current={isCurrent ? 'step' : undefined}
            className={`${styles.step} ${state}`}
          >
            <span className={styles.marker} aria-hidden="true">
              {isDone && !isCurrent ? <Icon name="check" size={14} /> : index + 1}
            </span>
            <span className={styles.label}>
              {step.label}
              {isDone ? <span className={a11y.visuallyHidden}> ({completedText})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
