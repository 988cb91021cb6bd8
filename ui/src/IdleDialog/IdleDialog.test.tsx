import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { IdleDialog } from './IdleDialog.tsx';

describe('IdleDialog', () => {
  it('tells the minutes and seconds in an alert dialog', async () => {
    render(<IdleDialog isOpen secondsLeft={42} onKeepAlive={vi.fn()} />);
    await expect
      .element(page.getByRole('alertdialog', { name: 'Are you still there?' }))
      .toHaveTextContent('You have been inactive for 25 min. Your session will expire in 42 seconds.');
  });

  it('follows the countdown given by props', async () => {
    const { rerender } = await render(
      <IdleDialog isOpen inactiveMinutes={10} secondsLeft={300} onKeepAlive={vi.fn()} />,
    );
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent('inactive for 10 min');
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent('expire in 300 seconds');
    await rerender(<IdleDialog isOpen inactiveMinutes={10} secondsLeft={299} onKeepAlive={vi.fn()} />);
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent('expire in 299 seconds');
  });

  it('keeps the session by button and keyboard; Escape does not dismiss', async () => {
    const onKeepAlive = vi.fn();
    render(<IdleDialog isOpen secondsLeft={5} onKeepAlive={onKeepAlive} />);
    const button = page.getByRole('button', { name: 'Keep me logged in' });
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).toBeInTheDocument();
    expect(onKeepAlive).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await button.click();
    expect(onKeepAlive).toHaveBeenCalledTimes(2);
  });
});
