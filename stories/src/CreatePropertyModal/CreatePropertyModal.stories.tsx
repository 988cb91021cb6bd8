import { CreatePropertyModal } from '@privacy-portal/ui/CreatePropertyModal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { settled } from '../support/settled.ts';

const meta = {
  title: 'Shell/CreatePropertyModal',
  component: CreatePropertyModal,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: { isOpen: true, onOk: fn() },
} satisfies Meta<typeof CreatePropertyModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { parameters: { theme: 'dark' } };
