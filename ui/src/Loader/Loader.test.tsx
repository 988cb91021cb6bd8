import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { settle } from '../testing/settle.ts';
import { Loader } from './Loader.tsx';

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

  describe('on a fake clock', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const spinner = () => document.querySelector('[role="progressbar"]');

    it('stays 500 ms once shown, then hides', async () => {
      const screen = await render(<Loader visible />);
      expect(spinner()).not.toBeNull();
      // The load finished at once; the spinner holds on for the rest of its 500 ms.
      await screen.rerender(<Loader visible={false} />);
      await vi.advanceTimersByTimeAsync(499);
      await settle();
      expect(spinner()).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(spinner()).toBeNull();
    });

    it('hides at once when it has already been shown long enough', async () => {
      const screen = await render(<Loader visible minVisibleMs={100} />);
      await vi.advanceTimersByTimeAsync(150);
      await screen.rerender(<Loader visible={false} minVisibleMs={100} />);
      await settle();
      expect(spinner()).toBeNull();
    });

    it('keeps showing when loading resumes during the hold', async () => {
      const screen = await render(<Loader visible minVisibleMs={300} />);
      await screen.rerender(<Loader visible={false} minVisibleMs={300} />);
      await screen.rerender(<Loader visible minVisibleMs={300} />);
      await vi.advanceTimersByTimeAsync(400);
      await settle();
      expect(spinner()).not.toBeNull();
    });
  });
});
