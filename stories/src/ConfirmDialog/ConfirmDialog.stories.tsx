import { ConfirmDialog } from '@privacy-portal/ui/ConfirmDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

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

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Confirm upgrade' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Upgrade' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

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
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Upgrade' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
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
