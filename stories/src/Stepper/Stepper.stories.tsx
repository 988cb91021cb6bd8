import { Stepper } from '@privacy-portal/ui/Stepper';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Basics/Stepper',
  component: Stepper,
  args: {
    label: 'Setup steps',
    steps: [
      { id: 'org', label: 'Organization' },
      { id: 'property', label: 'Property' },
      { id: 'plan', label: 'Plan' },
      { id: 'payment', label: 'Payment' },
    ],
    currentStepId: 'plan',
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstStep: Story = { args: { currentStepId: 'org' } };
/** The upgrade popup's two steps: plans, then bundles. */
export const TwoSteps: Story = {
  args: {
    label: 'Upgrade steps',
    steps: [
      { id: 'plans', label: 'Plans' },
      { id: 'bundles', label: 'Bundles' },
    ],
    currentStepId: 'bundles',
  },
};
export const ExplicitCompleted: Story = {
  args: { currentStepId: 'property', completedStepIds: ['org', 'plan'] },
};
export const LongLabels: Story = {
  args: {
    steps: [
      { id: 'org', label: 'Create your first organization' },
      { id: 'property', label: 'Assign this property to a purchased cookie consent subscription' },
      { id: 'plan', label: 'Configure the consent banner' },
    ],
    currentStepId: 'property',
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
