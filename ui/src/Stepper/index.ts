export type { StepperProps, StepperStep } from './Stepper.tsx';
export { Stepper } from './Stepper.tsx';
