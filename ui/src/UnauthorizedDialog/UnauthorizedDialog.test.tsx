import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UnauthorizedDialog } from './UnauthorizedDialog.tsx';

describe('UnauthorizedDialog', () => {
  it("shows the server's text in an alert dialog", async () => {
    const onClose = vi.fn();
    render(
      <UnauthorizedDialog
        isOpen
        message="User is not authorized to access this resource"
        onClose={onClose}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Unauthorized Access Detected' });
    await expect.element(dialog).toHaveTextContent('User is not authorized to access this resource');
    await page.getByRole('button', { name: 'OK' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<UnauthorizedDialog isOpen message="Forbidden" onClose={onClose} />);
    await expect.element(page.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
