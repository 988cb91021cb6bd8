import { ConfirmDialog } from '@privacy-portal/ui/ConfirmDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: 'Confirm upgrade',
    message: 'Are you absolutely sure you want to upgrade?',
    confirmLabel: 'Upgrade',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Destructive: Story = {
  args: {
    title: 'Delete property',
    message: 'The property and its consent records will be deleted. This cannot be undone.',
    confirmLabel: 'Delete',
    destructive: true,
  },
};

export const Busy: Story = {
  args: { busy: true },
};

export const LongText: Story = {
  args: {
    title: 'Assign this property to one of your purchased cookie consent subscriptions',
    message:
      'www.a-very-long-property-name-for-the-marketing-department-of-an-international-organization.example will move to the Business Plus subscription and its current plan will end today.',
    confirmLabel: 'Assign property to subscription',
    cancelLabel: 'Keep the current subscription',
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
