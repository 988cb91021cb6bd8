import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import {
  type CookieFilters,
  CookieTable,
  NO_COOKIE_FILTERS,
} from '@privacy-portal/ui/cookieConsent/CookieTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { fn } from 'storybook/test';
import { STORY_CATEGORIES, STORY_COOKIES } from './fixtures.ts';

type Cookie = Schemas['Cookie'];

/** The server's filters, applied here as the page asks the server to. */
function matches(c: Cookie, f: CookieFilters): boolean {
  const search = f.search.trim().toLowerCase();
  return (
    (f.categoryId === null || c.category_id === f.categoryId) &&
    (f.party === null || c.party === f.party) &&
    (f.published === null || c.published === f.published) &&
    (search === '' || `${c.name} ${c.domain} ${c.purpose}`.toLowerCase().includes(search))
  );
}

/** The table as a page holds it: filters and selection in state. */
function Inventory({
  initialFilters = NO_COOKIE_FILTERS,
  ...props
}: Partial<ComponentProps<typeof CookieTable>> & { initialFilters?: CookieFilters }) {
  const [filters, setFilters] = useState<CookieFilters>(initialFilters);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const cookies = props.cookies ?? STORY_COOKIES;
  return (
    <CookieTable
      categories={STORY_CATEGORIES}
      filters={filters}
      onFiltersChange={setFilters}
      selectedIds={selected}
      onSelectionChange={setSelected}
      {...props}
      cookies={cookies.filter((c) => matches(c, filters))}
    />
  );
}

const meta = {
  title: 'Cookie Consent/CookieTable',
  component: Inventory,
  args: { onBulkChange: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof Inventory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thirteen cookies of a small shop: sort, search, filter, select and change several at once. */
export const Full: Story = {};

/** A new property: nothing found yet, and the two ways to fill the inventory. */
export const Empty: Story = {
  args: {
    cookies: [],
    emptyState: (
      <EmptyState
        title="No cookies yet — run a scan or add one"
        message="A scan visits your site's pages and lists every cookie and storage key they set."
        action={
          <>
            <Button>Scan your site</Button> <Button variant="secondary">Add a cookie</Button>
          </>
        }
      />
    ),
  },
};

/** Filters that match nothing: a way back to the whole list. */
export const NoMatch: Story = {
  args: { initialFilters: { ...NO_COOKIE_FILTERS, search: 'nothing-like-this' } },
};

export const Loading: Story = {
  args: { cookies: [], loading: true },
};

export const LoadError: Story = {
  args: {
    cookies: [],
    error: (
      <Alert tone="error" title="We could not load the cookies">
        Something went wrong on our side. Please try again in a moment.
      </Alert>
    ),
  },
};

/** For a member who may only read: no selection, no edit or delete. */
export const ReadOnly: Story = {
  args: { onSelectionChange: undefined, onBulkChange: undefined, onEdit: undefined, onDelete: undefined },
};

/** More cookies on the server than loaded. */
export const MoreOnServer: Story = {
  args: { total: 240 },
};
