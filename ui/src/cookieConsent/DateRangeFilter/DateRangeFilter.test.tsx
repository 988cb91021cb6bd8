import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DateRangeFilter, rangeProblem } from './DateRangeFilter.tsx';

describe('DateRangeFilter', () => {
  it('offers 7, 30 and 90 days in a labelled group', async () => {
    const onChange = vi.fn();
    await render(<DateRangeFilter value={{ days: 30 }} onChange={onChange} />);
    await expect.element(page.getByRole('group', { name: 'Period' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await page.getByText('Last 90 days').click();
    expect(onChange).toHaveBeenLastCalledWith({ days: 90 });
  });

  it('applies two days of one’s own, and refuses them backwards', async () => {
    const onChange = vi.fn();
    await render(<DateRangeFilter value={{ days: 30 }} onChange={onChange} />);
    await page.getByText('Custom').click();
    await userEvent.fill(page.getByLabelText('From', { exact: true }), '2026-11-10');
    await userEvent.fill(page.getByLabelText('To', { exact: true }), '2026-11-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The first day must not be after the last');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.fill(page.getByLabelText('To', { exact: true }), '2026-11-20');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-20' });
  });

  it('holds a range to 366 days', () => {
    expect(rangeProblem('2025-01-01', '2026-11-24')).toBe('Choose at most 366 days');
    expect(rangeProblem('2026-01-01', '2026-11-24')).toBeNull();
  });
});
