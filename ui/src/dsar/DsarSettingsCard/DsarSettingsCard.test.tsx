import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DsarSettingsCard } from './DsarSettingsCard.tsx';

const SETTINGS = { verify_reminder_days: 3, verify_close_days: 14, due_soon_days: 7, reminder_days: 3 };

describe('DsarSettingsCard', () => {
  it('changes a setting and saves them', async () => {
    const onSave = vi.fn();
    await render(<DsarSettingsCard settings={SETTINGS} onSave={onSave} />);
    const save = page.getByRole('button', { name: 'Save settings' });
    await expect.element(save).toBeDisabled();
    await page.getByRole('textbox', { name: 'A request is due soon' }).fill('5');
    await userEvent.keyboard('{Tab}');
    await save.click();
    expect(onSave).toHaveBeenCalledWith({ ...SETTINGS, due_soon_days: 5 });
  });

  it('keeps a value within the contract’s bounds and refuses a close before the reminder', async () => {
    const onSave = vi.fn();
    await render(<DsarSettingsCard settings={SETTINGS} onSave={onSave} />);
    const close = page.getByRole('textbox', { name: 'Close an unverified request after' });
    await close.fill('500');
    await userEvent.keyboard('{Tab}');
    await expect.element(close).toHaveValue('90');
    await close.fill('3');
    await userEvent.keyboard('{Tab}');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.element(page.getByText('Close the request later than the reminder is sent')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal, the loading state and a reader’s view', async () => {
    const { rerender } = await render(<DsarSettingsCard settings={null} onSave={() => {}} />);
    await expect
      .element(page.getByRole('progressbar', { name: 'Loading the DSAR settings' }))
      .toBeInTheDocument();
    await rerender(<DsarSettingsCard settings={SETTINGS} onSave={() => {}} problem="You may not do that." />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('You may not do that.');
    await rerender(<DsarSettingsCard settings={SETTINGS} onSave={() => {}} isDisabled />);
    await expect.element(page.getByRole('textbox', { name: 'Remind the assignee' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
