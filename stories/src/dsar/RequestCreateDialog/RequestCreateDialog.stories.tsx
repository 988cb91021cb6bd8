import { RequestCreateDialog } from '@privacy-portal/ui/dsar/RequestCreateDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../../cookieConsent/openDialog.ts';
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
} satisfies Meta<typeof RequestCreateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    const form = within(await openDialog('New request'));
    await expect(form.getByLabelText('Received on')).toHaveValue(STORY_TODAY);
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Jordan');
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Jordan');
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async () => {
    const form = within(await openDialog('New request'));
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The plan's requests are used up: the server's message, word for word. */
export const LimitReached: Story = {
  args: { summary: LIMIT, summaryAction: <a href="/settings/billing/pricing">See plans</a> },
  play: async () => {
    const form = within(await openDialog('New request'));
    await expect(form.getByRole('alert')).toHaveTextContent(LIMIT);
  },
};

export const FieldErrors: Story = {
  args: {
    errors: {
      email: 'E-mail must be an e-mail address.',
      country: 'Country must be a country code such as DE.',
    },
  },
  play: async () => {
    const form = within(await openDialog('New request'));
    await expect(form.getByText('E-mail must be an e-mail address.')).toBeVisible();
  },
};
