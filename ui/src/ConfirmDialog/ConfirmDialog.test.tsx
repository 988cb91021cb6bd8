import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const base = {
  isOpen: true,
  title: 'Confirm upgrade',
  message: 'Are you absolutely sure you want to upgrade?',
};

describe('ConfirmDialog', () => {
  it('shows an alert dialog with the message and default labels', async () => {
    render(<ConfirmDialog {...base} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = page.getByRole('alertdialog', { name: 'Confirm upgrade' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Are you absolutely sure you want to upgrade?')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('fires onConfirm and onCancel from the buttons and Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        {...base}
        confirmLabel="Upgrade"
        cancelLabel="Not now"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await page.getByRole('button', { name: 'Upgrade' }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Not now' }).click();
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('blocks confirm, cancel and Escape while busy', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog {...base} busy destructive onConfirm={onConfirm} onCancel={onCancel} />);
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect.element(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await confirm.click({ force: true });
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
  });

  it('renders nothing when closed', async () => {
    render(<ConfirmDialog {...base} isOpen={false} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(page.getByRole('alertdialog').query()).toBeNull();
  });
});
