import { Badge } from '@privacy-portal/ui/Badge';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Basics/Badge',
  component: Badge,
  args: { children: 'Active' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The yearly billing badge of the pricing page (spec). */
export const MonthsFree: Story = { args: { tone: 'success', children: '2 Months Free' } };

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--pp-space-2)' }}>
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="info" icon="info">
        Trial
      </Badge>
      <Badge tone="success" icon="check">
        Active
      </Badge>
      <Badge tone="warning" icon="warning">
        Expiring
      </Badge>
      <Badge tone="error" icon="error">
        Inactive
      </Badge>
    </div>
  ),
};

export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--pp-space-2)' }}>
      <Badge tone="info" count={4}>
        New requests
      </Badge>
      <Badge tone="warning" count={12}>
        Overdue
      </Badge>
      <Badge tone="error" count={150} />
      <Badge tone="neutral" count={0} />
      <Badge tone="success" count={3} />
    </div>
  ),
};

export const LongText: Story = {
  args: { tone: 'warning', children: 'Cookie Consent subscription for Demo Store expires in three days' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '14rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { ...Tones, parameters: { theme: 'dark' } };
export const DarkCounts: Story = { ...Counts, parameters: { theme: 'dark' } };
