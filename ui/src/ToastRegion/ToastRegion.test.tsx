import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type Toast, ToastRegion } from './ToastRegion.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const toasts: Toast[] = [
  { id: 'a', tone: 'success', message: 'Request Sent Successfully' },
  { id: 'b', tone: 'error', message: 'Payment failed', durationMs: 0 },
];

/** Removes dismissed toasts like a page would. */
function Harness({ initial, onDismiss }: { initial: Toast[]; onDismiss?: (id: string) => void }) {
  const [list, setList] = useState(initial);
  return (
    <ToastRegion
      toasts={list}
      onDismiss={(id) => {
        onDismiss?.(id);
        setList((current) => current.filter((t) => t.id !== id));
      }}
    />
  );
}

describe('ToastRegion', () => {
  it('is a named polite region showing each toast with its role', async () => {
    await render(<ToastRegion toasts={toasts} onDismiss={vi.fn()} />);
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.element(region).toHaveAttribute('aria-live', 'polite');
    await expect.element(region.getByRole('status')).toHaveTextContent('Request Sent Successfully');
    await expect.element(region.getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('keeps the region, empty, without toasts', async () => {
    await render(<ToastRegion toasts={[]} onDismiss={vi.fn()} />);
    await expect.element(page.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  it('dismisses a toast by its button', async () => {
    const onDismiss = vi.fn();
    await render(<Harness initial={toasts} onDismiss={onDismiss} />);
    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    expect(onDismiss).toHaveBeenCalledWith('b');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(page.getByRole('status')).toBeVisible();
  });

  it('auto-dismisses each toast after its own duration (default 5000 ms)', async () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    await render(
      <Harness
        initial={[...toasts, { id: 'c', tone: 'info', message: 'Quick note', durationMs: 1000 }]}
        onDismiss={onDismiss}
      />,
    );
    vi.advanceTimersByTime(1000);
    expect(onDismiss.mock.calls).toEqual([['c']]);
    vi.advanceTimersByTime(4000);
    expect(onDismiss.mock.calls).toEqual([['c'], ['a']]);
    vi.advanceTimersByTime(60_000);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
