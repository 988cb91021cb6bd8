import { Button } from '@privacy-portal/ui/Button';
import { IconButton } from '@privacy-portal/ui/IconButton';
import { Tooltip } from '@privacy-portal/ui/Tooltip';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/Tooltip',
  component: Tooltip,
  args: {
    content: 'Opens the getting-started guide',
    onOpenChange: fn(),
    children: <Button variant="secondary">Quick Start</Button>,
  },
  // Room above and below for the open tooltip.
  decorators: [
    (Story) => (
      <div style={{ padding: '5rem 0' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The notification tooltip of the header: 400 px wide (spec shell constants). */
export const NotificationWidth: Story = {
  args: {
    width: 400,
    defaultOpen: true,
    placement: 'bottom',
    content:
      'Your Cookie Consent trial ends in 3 days. Choose a plan to keep your banner live on Demo Store.',
    children: <IconButton icon="bell" label="Notifications" showTooltip={false} variant="secondary" />,
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Assign this property to one of your purchased cookie consent subscriptions before publishing the banner on https://www.an-extremely-long-domain-name-for-testing.example.com',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

export const Dark: Story = { args: { defaultOpen: true }, parameters: { theme: 'dark' } };
