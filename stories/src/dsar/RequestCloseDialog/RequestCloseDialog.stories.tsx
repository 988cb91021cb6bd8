import { RequestCloseDialog } from '@privacy-portal/ui/dsar/RequestCloseDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../../cookieConsent/openDialog.ts';

const meta = {
  title: 'DSAR/RequestCloseDialog',
  component: RequestCloseDialog,
  args: { isOpen: true, outcome: 'completed', reference: 'DSAR-000123', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof RequestCloseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ args }) => {
    const form = within(await openDialog('Complete the request DSAR-000123'));
    await userEvent.type(form.getByRole('textbox', { name: 'What was done' }), 'Sent by secure link.');
    await userEvent.click(form.getByRole('button', { name: 'Complete request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Sent by secure link.');
  },
};

export const Reject: Story = {
  args: { outcome: 'rejected' },
  play: async () => {
    const form = within(await openDialog('Reject the request DSAR-000123'));
    await expect(form.getByRole('textbox', { name: 'Why it is rejected' })).toBeVisible();
  },
};

export const Refused: Story = {
  args: { summary: 'The requester has not confirmed their e-mail address yet: work starts once they do' },
  play: async () => {
    const form = within(await openDialog('Complete the request DSAR-000123'));
    await expect(form.getByRole('alert')).toHaveTextContent('The request was not completed');
  },
};
