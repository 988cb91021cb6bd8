import { IconButton } from '@privacy-portal/ui/IconButton';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Close', onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '3rem 0' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard focus shows the label as a tooltip. */
export const TooltipOnFocus: Story = {
  args: { icon: 'bell', label: 'Notifications', variant: 'secondary' },
};

/** The header cart icon with a count. */
export const WithCount: Story = {
  args: { icon: 'cart', label: 'Cart', count: 3 },
};

export const LargeCount: Story = {
  args: { icon: 'bell', label: 'Notifications', count: 250 },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--pp-space-3)' }}>
      <IconButton {...args} icon="edit" label="Edit" variant="ghost" />
      <IconButton {...args} icon="plus" label="Add property" variant="secondary" />
      <IconButton {...args} icon="rocket" label="Quick Start" variant="primary" />
      <IconButton {...args} icon="trash" label="Delete" variant="danger" />
      <IconButton {...args} icon="search" label="Search" size="sm" variant="secondary" />
    </div>
  ),
};

export const LongLabel: Story = {
  args: {
    icon: 'external-link',
    label: 'Open the data subject request form of Demo Store in a new browser tab',
  },
};

export const Disabled: Story = {
  args: { icon: 'trash', label: 'Delete', variant: 'danger', isDisabled: true },
};

export const Dark: Story = { ...Variants, parameters: { theme: 'dark' } };
