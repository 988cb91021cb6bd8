import { Button } from '@privacy-portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete property' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Learn more' } };
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = {
  args: { isDisabled: true },
};
export const Loading: Story = { args: { loading: true } };
export const LongLabel: Story = {
  args: { children: 'Assign this property to one of your purchased cookie consent subscriptions' },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const DangerDark: Story = {
  args: { variant: 'danger', children: 'Delete property' },
  parameters: { theme: 'dark' },
};
