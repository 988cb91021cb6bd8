import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Alert } from './Alert.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('Alert', () => {
  it('uses role alert for errors and status for the other tones', async () => {
    render(
      <>
        <Alert tone="error">Plan could not be loaded</Alert>
        <Alert tone="success">Successfully Upgraded Plan</Alert>
        <Alert tone="info">Please complete the previous steps</Alert>
        <Alert tone="warning" title="Heads up">
          Trial ends soon
        </Alert>
      </>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Plan could not be loaded');
    const statuses = page.getByRole('status');
    await expect.element(statuses.nth(0)).toHaveTextContent('Successfully Upgraded Plan');
    await expect.element(statuses.nth(1)).toHaveTextContent('Please complete the previous steps');
    await expect.element(statuses.nth(2)).toHaveTextContent('Heads upTrial ends soon');
  });

  it('shows a dismiss button only with onDismiss, and it fires', async () => {
    const onDismiss = vi.fn();
    const screen = await render(<Alert>Saved</Alert>);
    expect(page.getByRole('button', { name: 'Dismiss' }).query()).toBeNull();
    await screen.rerender(
      <Alert onDismiss={onDismiss} dismissLabel="Close message">
        Saved
      </Alert>,
    );
    await page.getByRole('button', { name: 'Close message' }).click();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('auto-dismisses after durationMs (5000 ms in the spec), not before', async () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const screen = await render(
      <Alert tone="success" durationMs={5000} onDismiss={onDismiss}>
        Request Sent Successfully
      </Alert>,
    );
    vi.advanceTimersByTime(3000);
    // A new callback identity from a parent re-render must not restart the countdown.
    const latest = vi.fn();
    await screen.rerender(
      <Alert tone="success" durationMs={5000} onDismiss={latest}>
        Request Sent Successfully
      </Alert>,
    );
    vi.advanceTimersByTime(1999);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(latest).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(latest).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('stays without durationMs', async () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    await render(<Alert onDismiss={onDismiss}>Stays</Alert>);
    vi.advanceTimersByTime(60_000);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
