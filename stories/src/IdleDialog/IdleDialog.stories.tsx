import { IdleDialog } from '@privacy-portal/ui/IdleDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { settled } from '../support/settled.ts';

const meta = {
  title: 'Shell/IdleDialog',
  component: IdleDialog,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: { isOpen: true, inactiveMinutes: 25, secondsLeft: 300, onKeepAlive: fn() },
} satisfies Meta<typeof IdleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlmostExpired: Story = { args: { secondsLeft: 3 } };
export const Dark: Story = { parameters: { theme: 'dark' } };
