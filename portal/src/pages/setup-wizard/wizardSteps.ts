import type { Schemas } from '@privacy-portal/sdk';
import type { StepperStep } from '@privacy-portal/ui/Stepper';

export type WizardStep = 'company' | 'organization' | 'property' | 'done';

export const WIZARD_STEPS: StepperStep[] = [
  { id: 'company', label: 'Company' },
  { id: 'organization', label: 'Organization' },
  { id: 'property', label: 'Property' },
];

/** The company name is the only detail the contract requires; with it the step counts as done. */
export function companyFilled(company: Pick<Schemas['Company'], 'company_name'>): boolean {
  return company.company_name.trim() !== '';
}

/** Where the wizard opens: the first step not done yet (the user can still go back). */
export function firstWizardStep(
  company: Pick<Schemas['Company'], 'company_name'>,
  organizations: readonly unknown[],
): WizardStep {
  if (!companyFilled(company)) return 'company';
  return organizations.length === 0 ? 'organization' : 'property';
}

/** The step before `step`, for the Back buttons. */
export function previousWizardStep(step: WizardStep): WizardStep {
  if (step === 'property') return 'organization';
  return 'company';
}
