import { type GlobalVendor, GlobalVendorSearch } from '@privacy-portal/ui/cookieConsent/GlobalVendorSearch';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogEntered, openDialog } from '../openDialog.ts';

const ADVERTISING = [
  'Store and/or access information on a device',
  'Use limited data to select advertising',
  'Measure advertising performance',
];
const LIST: GlobalVendor[] = [
  {
    kind: 'iab',
    gvl_id: 793,
    name: 'Amazon Advertising',
    purposes: ADVERTISING,
    privacy_policy_url: 'https://www.amazon.com/privacy',
  },
  {
    kind: 'iab',
    gvl_id: 91,
    name: 'Criteo SA',
    purposes: ADVERTISING,
    privacy_policy_url: 'https://www.criteo.com/privacy/',
  },
  {
    kind: 'iab',
    gvl_id: 755,
    name: 'Google Advertising Products',
    purposes: ADVERTISING,
    privacy_policy_url: 'https://business.safety.google/privacy/',
  },
  {
    kind: 'iab',
    gvl_id: 21,
    name: 'The Trade Desk',
    purposes: ADVERTISING,
    privacy_policy_url: 'https://www.thetradedesk.com/general/privacy',
  },
];

/** The search as the page drives it: the list filtered by the term once typing pauses. */
function Searchable(props: Partial<ComponentProps<typeof GlobalVendorSearch>>) {
  const [term, setTerm] = useState('');
  const results = LIST.filter((v) => v.name.toLowerCase().includes(term.toLowerCase()));
  return (
    <GlobalVendorSearch
      kind="iab"
      results={results}
      listVersion={98}
      searchedFor={term}
      addedIds={new Set([755])}
      onAdd={() => {}}
      onClose={() => {}}
      {...props}
      onSearchChange={(next) => {
        setTerm(next);
        props.onSearchChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Cookie Consent/GlobalVendorSearch',
  component: Searchable,
  args: { onAdd: fn(), onSearchChange: fn() },
  play: dialogEntered,
} satisfies Meta<typeof Searchable>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name = 'Add from the IAB Global Vendor List') => within(await openDialog(name));

/** Type to search; vendors already added say so. */
export const Search: Story = {
  play: async ({ args }) => {
    const search = await dialog();
    await expect(search.getByText('Added')).toBeVisible();
    await userEvent.type(search.getByRole('searchbox', { name: 'Search by name' }), 'cri');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('cri'));
    await expect(search.getByRole('status')).toHaveTextContent('1 vendor matches “cri”.');
    await userEvent.click(search.getByRole('button', { name: 'Add Criteo SA' }));
    await expect(args.onAdd).toHaveBeenCalledWith(LIST[1]);
  },
};

export const Adding: Story = { args: { addingId: 91 } };

export const Searching: Story = { args: { loading: true, results: [] } };

export const NoMatch: Story = {
  args: { results: [], searchedFor: 'zzz' },
  play: async () => {
    await expect((await dialog()).getByRole('status')).toHaveTextContent('No vendor matches “zzz”.');
  },
};

export const Failed: Story = {
  args: {
    results: [],
    error: 'We could not reach Privacy Portal. Check your connection and try again.',
    onRetry: fn(),
  },
  play: async ({ args }) => {
    const search = await dialog();
    await userEvent.click(search.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const AddRefused: Story = {
  args: { addError: 'Criteo SA is already a vendor of this property' },
};

/** Google's provider list (no version number, no purposes). */
export const GoogleProviders: Story = {
  args: {
    kind: 'google',
    listVersion: null,
    results: [
      {
        kind: 'google',
        gvl_id: 1205,
        name: 'Skimlinks',
        purposes: [],
        privacy_policy_url: 'https://skimlinks.com/privacy-policies/',
      },
      {
        kind: 'google',
        gvl_id: 1097,
        name: 'Klaviyo',
        purposes: [],
        privacy_policy_url: 'https://www.klaviyo.com/legal/privacy-notice',
      },
    ],
  },
  play: async () => {
    const search = await dialog('Add a Google ad-technology provider');
    await expect(search.getByRole('button', { name: 'Add Klaviyo' })).toBeVisible();
  },
};

/** The server has no copy of the list yet. */
export const ListUnavailable: Story = {
  args: { results: [], listVersion: null },
  play: async () => {
    await expect((await dialog()).getByText('The list is not available yet')).toBeVisible();
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
