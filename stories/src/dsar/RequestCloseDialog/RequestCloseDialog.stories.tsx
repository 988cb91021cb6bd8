import { RequestCloseDialog } from '@privacy-portal/ui/dsar/RequestCloseDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogEntered } from '../../cookieConsent/openDialog.ts';

const meta = {
  title: 'DSAR/RequestCloseDialog',
  component: RequestCloseDialog,
  args: { isOpen: true, outcome: 'completed', reference: 'DSAR-000123', onSubmit: fn(), onCancel: fn() },
  play: dialogEntered,
} satisfies Meta<typeof RequestCloseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};

export const Reject: Story = {
  args: { outcome: 'rejected' },
};

export const Refused: Story = {
  args: { summary: 'The requester has not confirmed their e-mail address yet: work starts once they do' },
};
