import { Stepper } from '@privacy-portal/ui/Stepper';
import type { RegistrationStep } from '../../lib/registrationSession.ts';
import styles from './Registration.module.css';

const STEPS: { id: RegistrationStep; label: string }[] = [
  { id: 'company', label: 'Company' },
  { id: 'organization', label: 'Organization' },
  { id: 'property', label: 'Property' },
];

/** "Step 2 of 3" over the names of all steps. */
export function StepProgress({ current }: { current: RegistrationStep }) {
  const index = STEPS.findIndex((step) => step.id === current);
  return (
    <div className={styles.progress}>
      {/* step-count: a stable hook for the end-to-end journey, next to the module's class. */}
      <p className={`${styles.count} step-count`}>
        Step {index + 1} of {STEPS.length}
      </p>
      <Stepper steps={STEPS} currentStepId={current} label="Registration steps" completedText="done" />
    </div>
  );
}
