import type { RegistrationStep } from '../../lib/registrationSession.ts';

const STEPS: { step: RegistrationStep; label: string }[] = [
  { step: 'company', label: 'Company' },
  { step: 'organization', label: 'Organization' },
  { step: 'property', label: 'Property' },
];

/** "Step 2 of 3" with the names of all steps. */
export function StepProgress({ current }: { current: RegistrationStep }) {
  const index = STEPS.findIndex((entry) => entry.step === current);
  return (
    <div>
      <p className="step-count">
        Step {index + 1} of {STEPS.length}
      </p>
      <ol className="steps" aria-label="Registration steps">
        {STEPS.map((entry, position) => (
          <li
            key={entry.step}
            className={
              position < index ? 'step step-done' : position === index ? 'step step-current' : 'step'
            }
            aria-current={position === index ? 'step' : undefined}
          >
            {entry.label}
            {position < index ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
