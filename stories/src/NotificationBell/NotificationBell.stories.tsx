import { NotificationBell, type NotificationItem } from '@privacy-portal/ui/NotificationBell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

const now = new Date('2026-03-10T12:00:00Z');
const sample: NotificationItem[] = [
  {
    id: 1,
    notification: 'Cookie scan finished for acme.com: 42 cookies found.',
    created_at: '2026-03-10T11:55:00Z',
    read: false,
  },
  {
    id: 2,
    notification: 'New DSAR request received from the web form "Contact us".',
    created_at: '2026-03-10T08:00:00Z',
    read: false,
  },
  {
    id: 3,
    notification: 'Your Cookie Consent Essentials subscription renews in 7 days.',
    created_at: '2026-03-09T09:00:00Z',
    read: true,
  },
  {
    id: 4,
    notification: 'Jurisdiction rules updated for California.',
    created_at: '2026-03-02T09:00:00Z',
    read: true,
  },
  {
    id: 5,
    notification: 'Workflow "Access requests" was published.',
    created_at: '2026-02-10T09:00:00Z',
    read: true,
  },
];

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  parameters: { layout: 'centered' },
  args: {
    newCount: 2,
    notifications: sample,
    total: 5,
    now,
    onOpen: fn(),
    onToggleRead: fn(),
    onClear: fn(),
    onMarkAllRead: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  args: { loading: true, notifications: [], defaultOpen: true },
};

export const Empty: Story = {
  args: { newCount: 0, notifications: [], total: 0, defaultOpen: true },
};

/** Pages of 5: Load more appends the next page; the list is virtualised (98 px rows, 450 px high). */
export const Paging: Story = {
  args: { total: 23, newCount: 120, defaultOpen: true },
  render: function PagingDemo(args) {
    const [items, setItems] = useState(args.notifications);
    const more = () => {
      args.onLoadMore();
      setItems((current) => [
        ...current,
        ...Array.from({ length: Math.min(5, (args.total ?? 0) - current.length) }, (_, i) => ({
          id: current.length + i + 1,
          notification: `Older notification number ${current.length + i + 1}`,
          created_at: '2026-01-05T10:00:00Z',
          read: true,
        })),
      ]);
    };
    return <NotificationBell {...args} notifications={items} onLoadMore={more} />;
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    notifications: [
      {
        id: 9,
        notification:
          'The subscription status for Consent Preference has changed. Please contact your administrator. This notification is deliberately long so that it needs to be clamped to two lines within its row.',
        created_at: '2026-03-10T10:00:00Z',
        read: false,
      },
      ...sample.slice(2),
    ],
  },
};

export const Dark: Story = { parameters: { theme: 'dark' }, args: { defaultOpen: true } };
