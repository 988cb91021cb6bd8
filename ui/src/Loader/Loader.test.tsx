import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Loader } from './Loader.tsx';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Loader', () => {
  it('is a progress indicator named by its label', async () => {
    await render(<Loader label="Loading plans" showLabel />);
    const loader = page.getByRole('progressbar', { name: 'Loading plans' });
    await expect.element(loader).toBeVisible();
    await expect.element(loader).not.toHaveAttribute('aria-valuenow');
    await expect.element(page.getByText('Loading plans')).toBeVisible();
  });

  it('renders nothing when never visible', async () => {
    await render(<Loader visible={false} />);
    expect(page.getByRole('progressbar').query()).toBeNull();
  });

  it('stays at least 500 ms once shown, then hides', async () => {
    const screen = await render(<Loader visible />);
    await expect.element(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    const shownAt = performance.now();
    // When the spinner really leaves the page; timers fire late under load, never early.
    let removedAt = 0;
    const observer = new MutationObserver(() => {
      if (!removedAt && !document.querySelector('[role="progressbar"]')) removedAt = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await screen.rerender(<Loader visible={false} />);
    // The load finished quickly; the spinner holds on, then goes.
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
    observer.disconnect();
    expect(removedAt - shownAt).toBeGreaterThanOrEqual(495);
  });

  it('hides at once when it has already been shown long enough', async () => {
    const screen = await render(<Loader visible minVisibleMs={100} />);
    await wait(150);
    await screen.rerender(<Loader visible={false} minVisibleMs={100} />);
    expect(page.getByRole('progressbar').query()).toBeNull();
  });

  it('keeps showing when loading resumes during the hold', async () => {
    const screen = await render(<Loader visible minVisibleMs={300} />);
    await screen.rerender(<Loader visible={false} minVisibleMs={300} />);
    await screen.rerender(<Loader visible minVisibleMs={300} />);
    await wait(400);
    expect(page.getByRole('progressbar').query()).not.toBeNull();
  });
});
