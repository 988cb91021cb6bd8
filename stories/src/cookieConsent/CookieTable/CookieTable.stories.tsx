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
import { expect, fn, userEvent, within } from 'storybook/test';
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
function Inventory(props: Partial<ComponentProps<typeof CookieTable>>) {
  const [filters, setFilters] = useState<CookieFilters>(NO_COOKIE_FILTERS);
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
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('13 cookies');
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: 'Status' })).getByRole('radio', {
        name: 'Awaiting review',
      }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('5 cookies match these filters');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all 5 cookies' }));
    const bar = canvas.getByRole('group', { name: 'Actions on 5 cookies selected' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Publish' }));
    await expect(args.onBulkChange).toHaveBeenCalledWith([7, 8, 11, 12, 13], { published: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit IDE (.doubleclick.net)' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'IDE' }));
  },
};

/** Sorted by duration: session cookies first. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Duration' });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(
      /ab_variant|cart_token|hjViewportId|XSRF-TOKEN/,
    );
  },
};

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'No cookies yet — run a scan or add one' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Filters that match nothing: a way back to the whole list. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search cookies' }), 'nothing-like-this');
    await expect(canvas.getByText('No cookies match these filters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('13 cookies');
  },
};

export const Loading: Story = {
  args: { cookies: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading cookies');
  },
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not load the cookies');
  },
};

/** For a member who may only read: no selection, no edit or delete. */
export const ReadOnly: Story = {
  args: { onSelectionChange: undefined, onBulkChange: undefined, onEdit: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
  },
};

/** More cookies on the server than loaded. */
export const MoreOnServer: Story = {
  args: { total: 240 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 13 of 240 cookies');
  },
};
