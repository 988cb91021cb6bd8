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
type Bell = { notification_data: { id: number; notification: string; read: boolean }[]; new_count: number };

/** The owner's bell as the real API recorded it (mocks/fixtures/account.json), newest first. */
const bellOf = (state: State) =>
  (state.answers.read('/notification', 'owner@demo.test') as { response: Bell }).response;

describe('Notifications panel', () => {
  it('shows the new count, lists the newest five, and opening it marks them visited', async () => {
    const { state, requests, worker } = await renderPage(<NotificationsMenu />);
    const recorded = bellOf(state);
    expect(recorded.new_count).toBeGreaterThan(0);
    const bell = page.getByRole('button', { name: `Notifications, ${recorded.new_count} new` });
    await expect.element(bell).toBeVisible();
    // After the visit the server counts nothing new: the count is read again.
    worker.use(http.get('/api/v1/notificationnewcount', () => HttpResponse.json({ response: { count: 0 } })));
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    for (const n of recorded.notification_data.slice(0, 5))
      await expect.element(panel.getByText(n.notification)).toBeVisible();
    await expect
      .poll(() => requests.some((r) => r.method === 'PUT' && r.path === '/api/v1/notification/time'))
      .toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  it('marks as read at once, and puts it back when the server refuses', async () => {
    const { state, worker, requests } = await renderPage(<NotificationsMenu />);
    const unread = bellOf(state)
      .notification_data.slice(0, 5)
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
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect.element(item.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    const marks = () => requests.filter((r) => r.method === 'PUT' && r.path === '/api/v1/notification');
    await expect.poll(() => marks().length).toBe(2);
    expect(marks().map((r) => r.body)).toEqual([
      { ids: [unread.id], read: true },
      { ids: [unread.id], read: true },
    ]);
  });

  it('clears a notification and shows the list without it, without a reload', async () => {
    const { state, requests } = await renderPage(<NotificationsMenu />);
    const [newest, next] = bellOf(state).notification_data;
    if (!newest || !next) throw new Error('the demo owner needs two notifications');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const item = page.getByRole('listitem').filter({ hasText: newest.notification });
    await item.getByRole('button', { name: 'Clear' }).click();
    await expect.element(item).not.toBeInTheDocument();
    await expect.element(page.getByText(next.notification)).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT' && r.path === '/api/v1/notification')?.body).toEqual({
      ids: [newest.id],
      active: false,
    });
  });

  it('polls the new count every minute and loads what arrived', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { state } = await renderPage(<NotificationsMenu />);
    const before = bellOf(state).new_count;
    await expect.element(page.getByRole('button', { name: `Notifications, ${before} new` })).toBeVisible();
    // A notification arrives on the server: the count and the list answer it from now on.
    const arrived = {
      id: 99,
      notification: 'A licence was assigned to Demo Blog.',
      created_at: '2030-01-01T00:00:00.000Z',
      read: false,
      active: true,
    };
    state.answers.edit('/notification', (answer, url) => {
      const body = answer.response as Record<string, unknown> & Partial<Bell>;
      if (url === '/notificationnewcount') body.count = before + 1;
      if (body.notification_data) body.notification_data.unshift(arrived);
    });
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
    const popular = (
      state.answers.read('/help/articles/popular', 'anonymous') as { response: { title: string }[] }
    ).response[0];
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
