import { HELP_NO_RESULTS } from '@privacy-portal/ui/HelpPanel';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { HelpMenu } from '../src/shell/help/HelpMenu.tsx';
import { NotificationsMenu } from '../src/shell/notifications/NotificationsMenu.tsx';
import { NEW_COUNT_POLL_MS } from '../src/shell/notifications/notifications.queries.ts';
import { renderPage } from './support/renderPage.tsx';

afterEach(() => {
  vi.useRealTimers();
});

type State = Awaited<ReturnType<typeof renderPage>>['state'];

const ownerOf = (state: State) => {
  const owner = state.users.list().find((u) => u.email === 'owner@demo.test');
  if (!owner) throw new Error('no demo owner');
  return owner;
};

/** The owner's notifications in the bell's order (newest first), as the mock state holds them. */
const bellOf = (state: State) =>
  state.notifications
    .list((n) => n.user_id === ownerOf(state).uid && n.active)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

describe('Notifications panel', () => {
  it('shows the new count, lists the newest five, and opening it marks them visited', async () => {
    const { state, requests } = await renderPage(<NotificationsMenu />);
    const seeded = bellOf(state);
    const fresh = seeded.filter((n) => n.created_at > (ownerOf(state).notifications_visited_at ?? ''));
    expect(fresh.length).toBeGreaterThan(0);
    const bell = page.getByRole('button', { name: `Notifications, ${fresh.length} new` });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    for (const n of seeded.slice(0, 5)) await expect.element(panel.getByText(n.notification)).toBeVisible();
    await expect
      .poll(() => requests.some((r) => r.method === 'PUT' && r.path === '/api/v1/notification/time'))
      .toBe(true);
    await userEvent.keyboard('{Escape}');
    // The count is read again after the visit: nothing is new any more.
    await expect.element(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  it('marks as read at once, and puts it back when the server refuses', async () => {
    const { state, worker } = await renderPage(<NotificationsMenu />);
    const unread = bellOf(state)
      .slice(0, 5)
      .find((n) => !n.read);
    if (!unread) throw new Error('the demo owner has no unread notification');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const item = page.getByRole('listitem').filter({ hasText: unread.notification });
    worker.use(
      http.put(
        '/api/v1/notification',
        () => HttpResponse.json({ error: { code: 'not_found', message: 'Gone.' } }, { status: 404 }),
        { once: true },
      ),
    );
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect.element(item.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    expect(state.notifications.get(unread.id)?.read).toBe(false);
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect.element(item.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expect.poll(() => state.notifications.get(unread.id)?.read).toBe(true);
  });

  it('clears a notification and shows the list without it, without a reload', async () => {
    const { state } = await renderPage(<NotificationsMenu />);
    const [newest, next] = bellOf(state);
    if (!newest || !next) throw new Error('the demo owner needs two notifications');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const item = page.getByRole('listitem').filter({ hasText: newest.notification });
    await item.getByRole('button', { name: 'Clear' }).click();
    await expect.element(item).not.toBeInTheDocument();
    await expect.element(page.getByText(next.notification)).toBeVisible();
    expect(state.notifications.get(newest.id)?.active).toBe(false);
  });

  it('polls the new count every minute and loads what arrived', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { state } = await renderPage(<NotificationsMenu />);
    const before = bellOf(state).filter(
      (n) => n.created_at > (ownerOf(state).notifications_visited_at ?? ''),
    ).length;
    await expect.element(page.getByRole('button', { name: `Notifications, ${before} new` })).toBeVisible();
    const owner = ownerOf(state);
    state.notifications.create((id) => ({
      id,
      user_id: owner.uid,
      notification: 'A licence was assigned to Demo Blog.',
      created_at: new Date(Date.parse('2030-01-01T00:00:00Z')).toISOString(),
      read: false,
      active: true,
    }));
    // Nothing is asked before the minute is up.
    await vi.advanceTimersByTimeAsync(NEW_COUNT_POLL_MS - 1000);
    await expect.element(page.getByRole('button', { name: `Notifications, ${before} new` })).toBeVisible();
    await vi.advanceTimersByTimeAsync(1000);
    await expect
      .element(page.getByRole('button', { name: `Notifications, ${before + 1} new` }))
      .toBeVisible();
    vi.useRealTimers();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect.element(page.getByText('A licence was assigned to Demo Blog.')).toBeVisible();
  });
});

describe('Help panel', () => {
  it('lists the popular articles and finds articles by their text', async () => {
    const { state } = await renderPage(<HelpMenu />);
    const popular = state.help.list().sort((a, b) => b.reads - a.reads || a.id - b.id)[0];
    await page.getByRole('button', { name: 'Help' }).click();
    await expect.element(page.getByText('Popular articles')).toBeVisible();
    await expect.element(page.getByRole('button', { name: popular?.title })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('cookie banner');
    await expect.element(page.getByText('Search results')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Set up your cookie banner' })).toBeVisible();
  });

  it('says nothing was found when the search could not be made', async () => {
    const { worker } = await renderPage(<HelpMenu />);
    await page.getByRole('button', { name: 'Help' }).click();
    worker.use(
      http.get(
        '/api/v1/help/articles',
        () => HttpResponse.json({ error: { code: 'internal_error', message: 'Down.' } }, { status: 500 }),
        { once: true },
      ),
    );
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('cookie');
    await expect.element(page.getByText(HELP_NO_RESULTS)).toBeVisible();
  });
});
