import { RequestExtendDialog } from '@privacy-portal/ui/dsar/RequestExtendDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogEntered } from '../../cookieConsent/openDialog.ts';
import { storyRequest } from '../RequestTable/fixtures.ts';

const meta = {
  title: 'DSAR/RequestExtendDialog',
  component: RequestExtendDialog,
  args: { isOpen: true, deadlines: storyRequest().deadlines, onSubmit: fn(), onCancel: fn() },
  play: dialogEntered,
} satisfies Meta<typeof RequestExtendDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Refused: Story = {
  args: { summary: 'The GDPR extension must be noticed by 2026-12-02; that day has passed' },
};

export const Saving: Story = {
  args: { busy: true },
};
