import { VendorDialog } from '@privacy-portal/ui/cookieConsent/VendorDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogEntered } from '../openDialog.ts';

const CATEGORIES = [
  { id: 1, name: 'Strictly necessary' },
  { id: 2, name: 'Functional' },
  { id: 3, name: 'Analytics' },
  { id: 4, name: 'Marketing' },
];

const meta = {
  title: 'Cookie Consent/VendorDialog',
  component: VendorDialog,
  args: { categories: CATEGORIES, onSubmit: fn(), onClose: fn() },
  play: dialogEntered,
} satisfies Meta<typeof VendorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A vendor of your own, checked before it is sent. */
export const AddCustom: Story = {};

export const EditCustom: Story = {
  args: {
    vendor: {
      id: 1,
      kind: 'custom',
      name: 'Trustpilot',
      gvl_id: null,
      purposes: ['Collect and show product reviews'],
      privacy_policy_url: 'https://legal.trustpilot.com/for-reviewers/end-user-privacy-terms',
      category_id: 2,
      cookies: [],
      created_at: '2026-11-17T11:00:00.000Z',
    },
  },
};

/** An IAB TCF vendor: the list keeps its name, purposes and policy; its category and cookies are yours. */
export const EditListVendor: Story = {
  args: {
    vendor: {
      id: 3,
      kind: 'iab',
      name: 'Criteo SA',
      gvl_id: 91,
      purposes: ['Store and/or access information on a device', 'Measure advertising performance'],
      privacy_policy_url: 'https://www.criteo.com/privacy/',
      category_id: 4,
      cookies: ['cto_bundle'],
      created_at: '2026-11-17T11:00:00.000Z',
    },
  },
};

export const Refused: Story = {
  args: {
    error: 'Please correct the marked fields.',
    fieldErrors: { name: 'Name must be at most 200 characters.' },
  },
};

export const Saving: Story = { args: { busy: true } };

export const Dark: Story = { parameters: { theme: 'dark' } };
