import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_TIMELINE } from '../testing/requests.ts';
import { RequestTimeline } from './RequestTimeline.tsx';

describe('RequestTimeline', () => {
  it('lists every event oldest first with its kind, time and who did it', async () => {
    const onLoadMore = vi.fn();
    await render(<RequestTimeline events={TEST_TIMELINE} hasMore onLoadMore={onLoadMore} />);
    const list = page.getByRole('list', { name: 'Events, oldest first' });
    const items = list.getByRole('listitem');
    expect(items.elements()).toHaveLength(TEST_TIMELINE.length);
    await expect.element(items.nth(0)).toHaveTextContent('Received');
    await expect.element(items.nth(0)).toHaveTextContent('Request received through Privacy request');
    await expect.element(items.nth(3)).toHaveTextContent('by Olivia Owner');
    await expect
      .element(items.nth(3).getByRole('time'))
      .toHaveAttribute('datetime', '2026-11-02T11:00:00.000Z');
    await page.getByRole('button', { name: 'Load more' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('shows loading, nothing yet, and a failure', async () => {
    const { rerender } = await render(<RequestTimeline events={[]} loading />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading the timeline');
    await rerender(<RequestTimeline events={[]} />);
    await expect.element(page.getByText('Nothing has happened to this request yet.')).toBeVisible();
    await rerender(
      <RequestTimeline events={[]} error={<p role="alert">We could not load the timeline</p>} />,
    );
    await expect.element(page.getByRole('alert')).toBeVisible();
  });
});
