import type { Schemas } from '@privacy-portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ScheduleList } from './ScheduleList.tsx';

const weekly: Schemas['ScanSchedule'] = {
  id: 1,
  frequency: 'weekly',
  hour: 2,
  three_state: true,
  enabled: true,
  next_run_at: '2026-03-09T02:00:00.000Z',
  last_run_at: '2026-03-02T02:00:00.000Z',
};

describe('ScheduleList', () => {
  it('lists the schedules and switches, changes and deletes one', async () => {
    const onToggle = vi.fn();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    await render(
      <ScheduleList
        schedules={[weekly]}
        onToggle={onToggle}
        onEdit={onEdit}
        onDelete={onDelete}
        onAdd={() => {}}
      />,
    );
    const item = page.getByRole('listitem');
    await expect.element(item.getByText('Weekly at 02:00 UTC')).toBeVisible();
    await expect.element(item.getByText(/^Next run .* · last ran /)).toBeVisible();
    await item.getByText('Active').click();
    expect(onToggle).toHaveBeenCalledWith(weekly, false);
    await item.getByRole('button', { name: 'Change Weekly at 02:00 UTC' }).click();
    expect(onEdit).toHaveBeenCalledWith(weekly);
    await item.getByRole('button', { name: 'Delete Weekly at 02:00 UTC' }).click();
    expect(onDelete).toHaveBeenCalledWith(weekly);
  });

  it('invites the first schedule, and stops offering more at the limit', async () => {
    const onAdd = vi.fn();
    const { rerender } = await render(<ScheduleList schedules={[]} onAdd={onAdd} />);
    await expect.element(page.getByText(/No scheduled scan/)).toBeVisible();
    await page.getByRole('button', { name: 'Schedule a scan' }).click();
    expect(onAdd).toHaveBeenCalled();
    await rerender(<ScheduleList schedules={[weekly]} max={1} onAdd={onAdd} />);
    await expect.element(page.getByRole('button', { name: 'Schedule a scan' })).not.toBeInTheDocument();
    await expect.element(page.getByText('A property has at most 1 scheduled scans.')).toBeVisible();
  });

  it('shows a paused schedule to a reader without controls', async () => {
    await render(<ScheduleList schedules={[{ ...weekly, enabled: false }]} />);
    await expect.element(page.getByText('Paused', { exact: true }).first()).toBeVisible();
    await expect.element(page.getByRole('switch')).not.toBeInTheDocument();
  });
  it('says it is loading the schedules', async () => {
    await render(<ScheduleList schedules={[]} loading />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading the schedules');
  });
});
