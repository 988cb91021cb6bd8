import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { VendorsTable } from '@privacy-portal/ui/cookieConsent/VendorsTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

type Vendor = Schemas['Vendor'];
const ADVERTISING = [
  'Store and/or access information on a device',
  'Use limited data to select advertising',
  'Create profiles for personalised advertising',
  'Use profiles to select personalised advertising',
  'Measure advertising performance',
];
const vendor = (id: number, name: string, extra: Partial<Vendor>): Vendor => ({
  id,
  kind: 'custom',
  name,
  gvl_id: null,
  purposes: [],
  privacy_policy_url: null,
  category_id: null,
  cookies: [],
  created_at: '2026-11-17T11:00:00.000Z',
  ...extra,
});
const VENDORS: Vendor[] = [
  vendor(3, 'Criteo SA', {
    kind: 'iab',
    gvl_id: 91,
    purposes: ADVERTISING,
    privacy_policy_url: 'https://www.criteo.com/privacy/',
    category_id: 4,
  }),
  vendor(2, 'Google Advertising Products', {
    kind: 'iab',
    gvl_id: 755,
    purposes: ADVERTISING,
    privacy_policy_url: 'https://business.safety.google/privacy/',
    category_id: 4,
    cookies: ['IDE', 'test_cookie', 'NID', '__gads', '__gpi', 'DSID'],
  }),
  vendor(4, 'Skimlinks', {
    kind: 'google',
    gvl_id: 1205,
    privacy_policy_url: 'https://skimlinks.com/privacy-policies/',
  }),
  vendor(1, 'Trustpilot', { purposes: ['Collect and show product reviews'], category_id: 2 }),
];
const CATEGORIES = [
  { id: 2, name: 'Functional' },
  { id: 4, name: 'Marketing' },
];

const meta = {
  title: 'Cookie Consent/VendorsTable',
  component: VendorsTable,
  args: { vendors: VENDORS, categories: CATEGORIES, onEdit: fn(), onRemove: fn() },
} satisfies Meta<typeof VendorsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const MorePages: Story = { args: { hasMore: true, onLoadMore: fn() } };

export const ReadOnly: Story = { args: { onEdit: undefined, onRemove: undefined } };

export const Loading: Story = { args: { vendors: [], loading: true } };

export const Empty: Story = {
  args: {
    vendors: [],
    emptyState: (
      <EmptyState
        headingLevel={3}
        title="No vendors yet"
        message="Add the companies behind your cookies and scripts so the banner can name them."
      />
    ),
  },
};

export const Failed: Story = {
  args: {
    error: (
      <Alert tone="error" title="We could not load the vendors">
        Please try again.
      </Alert>
    ),
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
