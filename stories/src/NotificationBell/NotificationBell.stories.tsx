import { NotificationBell, type NotificationItem } from '@privacy-portal/ui/NotificationBell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

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

const openBell = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Notifications/ }));
  return within(await within(document.body).findByRole('dialog', { name: 'Notifications' }));
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();
    const panel = await openBell(canvasElement);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    // The list is its own chunk (loaded when the bell first opens): wait for its rows.
    const first = within((await panel.findAllByRole('listitem'))[0]!);
    await userEvent.click(first.getByRole('button', { name: 'Mark as read' }));
    await expect(args.onToggleRead).toHaveBeenCalledWith(1, true);
    await userEvent.click(first.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledWith(1);
    await userEvent.click(panel.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true, notifications: [] },
  play: async ({ canvasElement }) => {
    const panel = await openBell(canvasElement);
    await expect(panel.getByRole('status')).toHaveTextContent('Loading notifications…');
  },
};

export const Empty: Story = {
  args: { newCount: 0, notifications: [], total: 0 },
  play: async ({ canvasElement }) => {
    const panel = await openBell(canvasElement);
    await expect(panel.getByText('You have no notifications.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** Pages of 5: Load more appends the next page; the list is virtualised (98 px rows, 450 px high). */
export const Paging: Story = {
  args: { total: 23, newCount: 120 },
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
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications, 120 new' }),
    ).toHaveTextContent('99+');
    const panel = await openBell(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect((await panel.findAllByRole('listitem'))[0]).toHaveAttribute('aria-setsize', '10');
  },
};

export const LongText: Story = {
  args: {
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
  play: async ({ canvasElement }) => {
    await openBell(canvasElement);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openBell(canvasElement);
  },
};
