import { DonutChart } from '@privacy-portal/ui/Charts';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Basics/Charts/DonutChart',
  component: DonutChart,
  args: {
    title: 'Consent decisions',
    labelHeader: 'Decision',
    valueHeader: 'Visitors',
    data: [
      { label: 'Accepted all', value: 640 },
      { label: 'Rejected all', value: 210 },
      { label: 'Partially accepted', value: 150 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomColours: Story = {
  args: {
    data: [
      { label: 'Completed', value: 42, color: 'var(--pp-color-success)' },
      { label: 'Overdue', value: 5, color: 'var(--pp-color-error)' },
    ],
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { data: [] } };
export const LongNames: Story = {
  args: {
    title: 'Consent decisions of visitors across every property of the organization',
    data: [
      { label: 'Accepted all cookie categories including marketing', value: 640 },
      { label: 'Rejected everything except strictly necessary cookies', value: 210 },
    ],
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
