import { RequestMessageDialog } from '@privacy-portal/ui/dsar/RequestMessageDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogEntered } from '../../cookieConsent/openDialog.ts';

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
  play: dialogEntered,
} satisfies Meta<typeof RequestMessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Template: Story = {};

export const ChangedText: Story = {};

export const Loading: Story = {
  args: { templates: undefined },
};

export const Refused: Story = {
  args: { summary: 'This request was closed unverified: its address was never confirmed' },
};
