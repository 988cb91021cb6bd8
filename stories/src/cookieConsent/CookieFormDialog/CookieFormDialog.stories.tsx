import { CookieFormDialog } from '@privacy-portal/ui/cookieConsent/CookieFormDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_CATEGORIES, STORY_COOKIES } from '../CookieTable/fixtures.ts';
import { dialogEntered } from '../openDialog.ts';

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
  play: dialogEntered,
} satisfies Meta<typeof CookieFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new cookie, typed by hand. */
export const Add: Story = {};

/** A scanned third-party cookie, with the pages it was found on. */
export const Edit: Story = { args: { cookie: STORY_COOKIES[10] } };

/** The page's checks (the contract's rules) and a refusal above the fields. */
export const Invalid: Story = {
  args: {
    validate: (values) => (values.name.trim() === '' ? { name: 'Enter the name.' } : {}),
  },
};

export const Refused: Story = {
  args: {
    cookie: STORY_COOKIES[0],
    errors: { domain: 'Domain must be a host name such as .demo-store.example.' },
    summary: 'Please correct the marked fields.',
  },
};

export const Saving: Story = { args: { cookie: STORY_COOKIES[4], busy: true } };
