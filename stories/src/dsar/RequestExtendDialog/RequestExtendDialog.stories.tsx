import { RequestExtendDialog } from '@privacy-portal/ui/dsar/RequestExtendDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../../cookieConsent/openDialog.ts';
import { storyRequest } from '../RequestTable/fixtures.ts';

const meta = {
  title: 'DSAR/RequestExtendDialog',
  component: RequestExtendDialog,
  args: { isOpen: true, deadlines: storyRequest().deadlines, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof RequestExtendDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args }) => {
    const form = within(await openDialog('Extend the deadline'));
    await userEvent.type(form.getByRole('textbox', { name: 'Reason for the extension' }), 'Several systems.');
    await userEvent.click(form.getByRole('button', { name: 'Extend and notify' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Several systems.');
  },
};

export const Refused: Story = {
  args: { summary: 'The GDPR extension must be noticed by 2026-12-02; that day has passed' },
  play: async () => {
    const form = within(await openDialog('Extend the deadline'));
    await expect(form.getByRole('alert')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async () => {
    const form = within(await openDialog('Extend the deadline'));
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
