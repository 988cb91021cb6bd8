import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../theme/tokens.css';
import { NotificationBell, type NotificationBellProps } from './NotificationBell.tsx';
import type { NotificationItem } from './NotificationList.tsx';
import { relativeTime } from './relativeTime.ts';

const now = new Date('2026-03-10T12:00:00Z');
const notifications: NotificationItem[] = [
  {
    id: 1,
    notification: 'Cookie scan finished for acme.com',
    created_at: '2026-03-10T11:55:00Z',
    read: false,
  },
  { id: 2, notification: 'New DSAR request received', created_at: '2026-03-09T09:00:00Z', read: true },
  { id: 3, notification: 'Old cleared one', created_at: '2026-03-01T09:00:00Z', read: true, active: false },
];

async function setup(overrides: Partial<NotificationBellProps> = {}) {
  const props: NotificationBellProps = {
    newCount: 1,
    notifications,
    total: 2,
    now,
    onOpen: vi.fn(),
    onToggleRead: vi.fn(),
    onClear: vi.fn(),
    onMarkAllRead: vi.fn(),
    onLoadMore: vi.fn(),
    ...overrides,
  };
  return { props, screen: await render(<NotificationBell {...props} />) };
}

describe('NotificationBell', () => {
  it('names the new count and reports opening', async () => {
    const { props } = await setup({ newCount: 3 });
    const bell = page.getByRole('button', { name: 'Notifications, 3 new' });
    await expect.element(bell).toHaveTextContent('3');
    await bell.click();
    await expect.element(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    expect(props.onOpen).toHaveBeenCalledTimes(1);
  });

  it('caps the badge at 99+', async () => {
    await setup({ newCount: 120 });
    await expect
      .element(page.getByRole('button', { name: 'Notifications, 120 new' }))
      .toHaveTextContent('99+');
  });

  it('lists active notifications with relative times and toggles and clears them', async () => {
    const { props } = await setup();
    await page.getByRole('button', { name: /Notifications/ }).click();
    const rows = page.getByRole('listitem');
    await expect.element(rows.first()).toHaveTextContent('Unread: Cookie scan finished for acme.com');
    await expect.element(rows.first()).toHaveTextContent('5 minutes ago');
    await expect.element(rows.nth(1)).toHaveTextContent('yesterday');
    expect(rows.elements()).toHaveLength(2);
    await expect.element(page.getByText('Old cleared one')).not.toBeInTheDocument();

    await rows.first().getByRole('button', { name: 'Mark as read' }).click();
    expect(props.onToggleRead).toHaveBeenCalledWith(1, true);
    await rows.nth(1).getByRole('button', { name: 'Mark as unread' }).click();
    expect(props.onToggleRead).toHaveBeenCalledWith(2, false);
    await rows.nth(1).getByRole('button', { name: 'Clear' }).click();
    expect(props.onClear).toHaveBeenCalledWith(2);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    expect(props.onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it('disables Mark all as read when everything is read', async () => {
    await setup({ newCount: 0, notifications: notifications.map((n) => ({ ...n, read: true })) });
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect.element(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows the loading and empty states', async () => {
    const { screen } = await setup({ loading: true, notifications: [] });
    await page.getByRole('button', { name: /Notifications/ }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading notifications…');
    await screen.rerender(
      <NotificationBell
        newCount={0}
        notifications={[]}
        onToggleRead={() => {}}
        onClear={() => {}}
        onMarkAllRead={() => {}}
        onLoadMore={() => {}}
      />,
    );
    await expect.element(page.getByText('You have no notifications.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers Load more while more exist than are loaded', async () => {
    const { props } = await setup({ total: 12 });
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByRole('button', { name: 'Load more' }).click();
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('renders only the rows in view of a long list, 98px each within 450px', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      notification: `Notification number ${i + 1}`,
      created_at: '2026-03-10T10:00:00Z',
      read: true,
    }));
    await setup({ notifications: many, total: 60 });
    await page.getByRole('button', { name: /Notifications/ }).click();
    const first = page.getByRole('listitem').first();
    await expect.element(first).toHaveAttribute('aria-setsize', '60');
    expect(first.element().getBoundingClientRect().height).toBe(98);
    const rendered = page.getByRole('listitem').elements().length;
    expect(rendered).toBeLessThan(15);
    const scroller = page.getByRole('list').element().parentElement as HTMLElement;
    expect(scroller.clientHeight).toBe(450);
    scroller.scrollTop = scroller.scrollHeight;
    await expect.element(page.getByText('Notification number 60')).toBeVisible();
  });

  it('opens by keyboard and closes with Escape', async () => {
    await setup();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Notifications, 1 new' })).toHaveFocus();
  });
});

describe('relativeTime', () => {
  it('reads past times in words', () => {
    expect(relativeTime('2026-03-10T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-02-01T09:00:00Z', now)).toBe('last month');
  });
});
