import { Alert } from '@privacy-portal/ui/Alert';
import { RequestTable } from '@privacy-portal/ui/dsar/RequestTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { noSideScroll, onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, STORY_ASSIGNEES, STORY_INBOX, STORY_TODAY } from './fixtures.ts';

const meta = {
  title: 'DSAR/RequestTable',
  component: RequestTable,
  args: {
    requests: STORY_INBOX,
    hrefOf: (r) =>
      `/privacy/dsar/requests-details/${r.id}/1/${r.organization_id}/${r.property_id}/${r.form_id ?? 0}`,
    sort: 'due',
    onSortChange: fn(),
    today: STORY_TODAY,
    assignees: STORY_ASSIGNEES,
    onLoadMore: fn(),
  },
} satisfies Meta<typeof RequestTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of Demo Retail's inbox, earliest due first, with more to load and rows to assign at once. */
export const Full: Story = {
  args: { hasMore: true, onBulkAssign: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState<Set<number>>(new Set());
    return <RequestTable {...args} selectedIds={selected} onSelectionChange={setSelected} />;
  },
};

/** Newest first, as the Received header asks. */
export const NewestFirst: Story = {
  args: { sort: 'received' },
};

/** No request matches the filters. */
export const NoMatch: Story = {
  args: { requests: [] },
};

/** No request at all yet: the page's empty state stands in for the table. */
export const Empty: Story = {
  args: {
    requests: [],
    emptyState: (
      <EmptyState
        title="No requests yet"
        message="Requests from your published web forms arrive here. You can also enter one that came by post or phone."
      />
    ),
  },
};

export const Loading: Story = {
  args: { requests: [], loading: true },
};

export const LoadError: Story = {
  args: {
    requests: [],
    error: (
      <Alert tone="error" title="We could not load the requests">
        Something went wrong on our side. Please try again in a moment.
      </Alert>
    ),
  },
};

/** Right to left (the portal in Arabic): the columns run from the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
};

/** On a phone the table scrolls sideways inside its box; the page does not. */
export const Mobile: Story = {
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
