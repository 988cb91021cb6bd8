import { ProgressBar } from '@privacy-portal/ui/ProgressBar';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Basics/ProgressBar',
  component: ProgressBar,
  args: { label: 'Domain scan', value: 40 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Steps: Story = {
  args: { label: 'Quick Start', value: 3, maxValue: 5, valueLabel: '3 of 5 steps' },
};
export const Indeterminate: Story = {
  args: { label: 'Uploading logo', isIndeterminate: true },
};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Scan finished' } };
export const NearLimit: Story = {
  args: {
    label: 'Users per organization',
    value: 9,
    maxValue: 10,
    valueLabel: '9 of 10 users',
    tone: 'warning',
  },
};
export const LongLabel: Story = {
  args: { label: 'Scanning www.a-very-long-property-name-for-the-marketing-department.example for cookies' },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
