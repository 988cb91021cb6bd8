import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type ScanStartChoice, StartScanForm } from './StartScanForm.tsx';

describe('StartScanForm', () => {
  it('starts a three-state scan by default, or a plain one', async () => {
    const onStart = vi.fn<(choice: ScanStartChoice) => void>();
    await render(<StartScanForm onStart={onStart} />);
    await expect
      .element(page.getByRole('checkbox', { name: 'Also check after Reject all and with GPC' }))
      .toBeChecked();
    await page.getByRole('button', { name: 'Start scan' }).click();
    expect(onStart).toHaveBeenLastCalledWith({ three_state: true, behind_login: false });
    await page.getByText('Also check after Reject all and with GPC').click();
    await page.getByRole('button', { name: 'Start scan' }).click();
    expect(onStart).toHaveBeenLastCalledWith({ three_state: false, behind_login: false });
    await expect.element(page.getByRole('checkbox', { name: 'Log in first' })).not.toBeInTheDocument();
  });

  it('offers the login when the plan has it and one is saved', async () => {
    const onStart = vi.fn<(choice: ScanStartChoice) => void>();
    await render(<StartScanForm canScanBehindLogin onStart={onStart} />);
    await expect.element(page.getByRole('checkbox', { name: 'Log in first' })).not.toBeChecked();
    await page.getByText('Log in first').click();
    await page.getByRole('button', { name: 'Start scan' }).click();
    expect(onStart).toHaveBeenLastCalledWith({ three_state: true, behind_login: true });
  });

  it("says why it cannot start, and shows the server's refusal as sent", async () => {
    const message =
      'You have exceeded cookie scan limit for this month. For more details Manage subscription or upgrade plan';
    await render(<StartScanForm disabledReason="A scan is running." error={message} onStart={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Start scan' })).toBeDisabled();
    await expect.element(page.getByText('A scan is running.')).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent(message);
  });
});
