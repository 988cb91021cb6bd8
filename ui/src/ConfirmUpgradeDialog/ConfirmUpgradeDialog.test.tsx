import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConfirmUpgradeDialog } from './ConfirmUpgradeDialog.tsx';

describe('ConfirmUpgradeDialog', () => {
  it('asks the question and shows the total with the previous plan discount', async () => {
    render(
      <ConfirmUpgradeDialog
        isOpen
        planName="Cookie Consent Professional"
        cycle="monthly"
        total={89.1}
        discountPercentage={10}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Are you absolutely sure you want to upgrade?' });
    await expect.element(dialog).toHaveTextContent('Cookie Consent Professional');
    await expect.element(dialog).toHaveTextContent('Total: $89.10 / month');
    await expect.element(dialog).toHaveTextContent('Previous plan discount 10 %');
  });

  it('leaves out the discount line without a discount', async () => {
    render(
      <ConfirmUpgradeDialog
        isOpen
        total={99}
        discountPercentage={0}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent('Total: $99');
    await expect.element(page.getByText(/Previous plan discount/)).not.toBeInTheDocument();
  });

  it('fires Confirm and Cancel; Escape cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmUpgradeDialog isOpen total={10} onConfirm={onConfirm} onCancel={onCancel} />);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('blocks both buttons while busy', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmUpgradeDialog isOpen busy total={10} onConfirm={onConfirm} onCancel={onCancel} />);
    await expect
      .element(page.getByRole('button', { name: 'Confirm' }))
      .toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await page.getByRole('button', { name: 'Confirm' }).click({ force: true });
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('formats larger totals with separators', async () => {
    render(
      <ConfirmUpgradeDialog isOpen total={1290} cycle="yearly" onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent('Total: $1,290 / year');
  });
});
