import { RequestMessageDialog } from '@privacy-portal/ui/dsar/RequestMessageDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../../cookieConsent/openDialog.ts';

const meta = {
  title: 'DSAR/RequestMessageDialog',
  component: RequestMessageDialog,
  args: {
    isOpen: true,
    languageName: 'Deutsch',
    templates: {
      acknowledgement: {
        subject: 'Ihre Anfrage {{request_id}} wird bearbeitet',
        body: 'Hallo {{requester_name}},\n\nwir bearbeiten Ihre Anfrage und antworten bis {{due_date}}.\n\n{{organization}}',
      },
    },
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof RequestMessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Template: Story = {
  play: async ({ args }) => {
    const form = within(await openDialog('E-mail the requester'));
    await expect(form.getByText(/wird bearbeitet/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Send e-mail' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ event: 'acknowledgement' });
  },
};

export const ChangedText: Story = {
  play: async () => {
    const form = within(await openDialog('E-mail the requester'));
    await userEvent.click(form.getByText('Change the subject and text for this e-mail'));
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Ihre Anfrage {{request_id}} wird bearbeitet',
    );
  },
};

export const Loading: Story = {
  args: { templates: undefined },
  play: async () => {
    const form = within(await openDialog('E-mail the requester'));
    await expect(form.getByText('Loading the template…')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { summary: 'This request was closed unverified: its address was never confirmed' },
  play: async () => {
    const form = within(await openDialog('E-mail the requester'));
    await expect(form.getByRole('alert')).toBeVisible();
  },
};
