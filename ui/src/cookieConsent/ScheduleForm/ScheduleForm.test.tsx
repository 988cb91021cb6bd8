import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ScheduleForm, type ScheduleFormValues } from './ScheduleForm.tsx';

describe('ScheduleForm', () => {
  it('schedules a daily scan at an hour in UTC, without the three-state check', async () => {
    const onSubmit = vi.fn<(values: ScheduleFormValues) => void>();
    await render(<ScheduleForm isOpen onSubmit={onSubmit} onCancel={() => {}} />);
    const dialog = page.getByRole('dialog', { name: 'Schedule a scan' });
    await expect.element(dialog.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await dialog.getByText('Daily').click();
    await dialog.getByRole('button', { name: /At/ }).click();
    await page.getByRole('option', { name: '14:00 UTC' }).click();
    await dialog.getByText('Also check after Reject all and with GPC').click();
    await dialog.getByRole('button', { name: 'Schedule scan' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      frequency: 'daily',
      hour: 14,
      three_state: false,
      enabled: true,
    });
  });

  it('changes a schedule and shows the refusal', async () => {
    const onSubmit = vi.fn<(values: ScheduleFormValues) => void>();
    await render(
      <ScheduleForm
        isOpen
        schedule={{
          id: 3,
          frequency: 'monthly',
          hour: 5,
          three_state: true,
          enabled: true,
          next_run_at: '2026-04-01T05:00:00.000Z',
          last_run_at: null,
        }}
        error="Scan behind login needs the essentials plan or higher."
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Change the scheduled scan' });
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Scan behind login needs');
    await dialog.getByText('Active').click();
    await dialog.getByRole('button', { name: 'Save schedule' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      frequency: 'monthly',
      hour: 5,
      three_state: true,
      enabled: false,
    });
  });

  it('schedules at 02:00 UTC by default', async () => {
    const onSubmit = vi.fn<(values: ScheduleFormValues) => void>();
    await render(<ScheduleForm isOpen onSubmit={onSubmit} onCancel={() => {}} />);
    const dialog = page.getByRole('dialog', { name: 'Schedule a scan' });
    await dialog.getByText('Monthly').click();
    await dialog.getByRole('button', { name: 'Schedule scan' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      frequency: 'monthly',
      hour: 2,
      three_state: true,
      enabled: true,
    });
  });

  it('shows a paused schedule as it is, and cannot be cancelled while saving', async () => {
    const { rerender } = await render(
      <ScheduleForm
        isOpen
        schedule={{
          id: 1,
          frequency: 'daily',
          hour: 23,
          three_state: false,
          enabled: false,
          next_run_at: '2026-03-03T23:00:00.000Z',
          last_run_at: null,
        }}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Change the scheduled scan' });
    await expect.element(dialog.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect.element(dialog.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await rerender(<ScheduleForm isOpen busy onSubmit={() => {}} onCancel={() => {}} />);
    await expect
      .element(page.getByRole('dialog', { name: 'Schedule a scan' }).getByRole('button', { name: 'Cancel' }))
      .toBeDisabled();
  });
});
