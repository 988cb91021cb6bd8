import { CookieFormDialog } from '@privacy-portal/ui/cookieConsent/CookieFormDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_CATEGORIES, STORY_COOKIES } from '../CookieTable/fixtures.ts';
import { openDialog } from '../openDialog.ts';

const meta = {
  title: 'Cookie Consent/CookieFormDialog',
  component: CookieFormDialog,
  args: {
    isOpen: true,
    categories: STORY_CATEGORIES,
    defaultDomain: '.demo-store.example',
    purposes: ['Distinguishes visitors.', 'Keeps the contents of the shopping cart.'],
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CookieFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new cookie, typed by hand. */
export const Add: Story = {
  play: async ({ args }) => {
    const form = within(await openDialog());
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'newsletter_seen');
    await userEvent.click(form.getByRole('button', { name: /Category/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Functional' }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Duration' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Duration' }), '30 days');
    await userEvent.click(form.getByRole('button', { name: 'Add cookie' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'newsletter_seen', category_id: '2', duration: '30 days' }),
    );
  },
};

/** A scanned third-party cookie, with the pages it was found on. */
export const Edit: Story = {
  args: { cookie: STORY_COOKIES[10] },
  play: async () => {
    const form = within(await openDialog());
    await expect(form.getByRole('heading', { name: 'Edit cookie IDE' })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Third party' })).toBeChecked();
    await expect(form.getByText('Found on 6 pages')).toBeVisible();
  },
};

/** The page's checks (the contract's rules) and a refusal above the fields. */
export const Invalid: Story = {
  args: {
    validate: (values) => (values.name.trim() === '' ? { name: 'Enter the name.' } : {}),
  },
  play: async ({ args }) => {
    const form = within(await openDialog());
    await userEvent.click(form.getByRole('button', { name: 'Add cookie' }));
    await expect(form.getByText('Enter the name.')).toBeVisible();
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: {
    cookie: STORY_COOKIES[0],
    errors: { domain: 'Domain must be a host name such as .demo-store.example.' },
    summary: 'Please correct the marked fields.',
  },
  play: async () => {
    const form = within(await openDialog());
    await expect(form.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await expect(form.getByText('Domain must be a host name such as .demo-store.example.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { cookie: STORY_COOKIES[4], busy: true },
  play: async () => {
    const form = within(await openDialog());
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
