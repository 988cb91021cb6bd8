import { RequestCreateDialog } from '@privacy-portal/ui/dsar/RequestCreateDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogEntered } from '../../cookieConsent/openDialog.ts';
import { STORY_TODAY } from '../RequestTable/fixtures.ts';

const LIMIT =
  'You have exceeded request creation limit. For more details Manage subscription or upgrade plan';

const meta = {
  title: 'DSAR/RequestCreateDialog',
  component: RequestCreateDialog,
  args: {
    isOpen: true,
    properties: [
      { id: 1, name: 'Demo Store' },
      { id: 3, name: 'Demo Blog' },
    ],
    initialPropertyId: 1,
    countries: [
      { code: 'DE', name: 'Germany', has_states: false },
      { code: 'FR', name: 'France', has_states: false },
      { code: 'US', name: 'United States', has_states: true },
    ],
    states: [
      { code: 'CA', name: 'California' },
      { code: 'VA', name: 'Virginia' },
    ],
    today: STORY_TODAY,
    onSubmit: fn(),
    onCancel: fn(),
  },
  play: dialogEntered,
} satisfies Meta<typeof RequestCreateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Saving: Story = {
  args: { busy: true },
};

/** The plan's requests are used up: the server's message, word for word. */
export const LimitReached: Story = {
  args: { summary: LIMIT, summaryAction: <a href="/settings/billing/pricing">See plans</a> },
};

export const FieldErrors: Story = {
  args: {
    errors: {
      email: 'E-mail must be an e-mail address.',
      country: 'Country must be a country code such as DE.',
    },
  },
};
