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
    await screen.rerender(<Loader visible={false} />);
    // The load finished quickly; the spinner holds on.
    await wait(300);
    expect(page.getByRole('progressbar').query()).not.toBeNull();
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(480);
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
