import { IdleDialog } from '@privacy-portal/ui/IdleDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(body.getByRole('alertdialog')).toHaveTextContent(
      'You have been inactive for 25 min. Your session will expire in 300 seconds.',
    );
    await userEvent.click(body.getByRole('button', { name: 'Keep me logged in' }));
    await expect(args.onKeepAlive).toHaveBeenCalledTimes(1);
  },
};
export const AlmostExpired: Story = { args: { secondsLeft: 3 } };
export const KeyboardOnly: Story = {
  play: async ({ args }) => {
    const button = within(document.body).getByRole('button', { name: 'Keep me logged in' });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onKeepAlive).toHaveBeenCalledTimes(1);
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
