import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
// The design tokens: the phone layout depends on the grid's gap.
import '../../theme/tokens.css';
import { TEST_FILTER_OPTIONS } from '../testing/consentRecords.ts';
import { ConsentLogFilters, type ConsentLogFilterValues } from './ConsentLogFilters.tsx';

function Filters({ onChange }: { onChange: (v: ConsentLogFilterValues) => void }) {
  const [value, setValue] = useState<ConsentLogFilterValues>({});
  return (
    <ConsentLogFilters
      value={value}
      options={TEST_FILTER_OPTIONS}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ConsentLogFilters', () => {
  it('labels every filter and offers countries, US states and the categories', async () => {
    await render(<Filters onChange={() => {}} />);
    await expect.element(page.getByRole('group', { name: 'Filter the consent log' })).toBeVisible();
    for (const name of ['From', 'To', 'Region', 'Choice', 'Category granted', 'GPC signal'])
      await expect.element(page.getByLabelText(name, { exact: true })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Germany' })).toBeInTheDocument();
    await expect.element(page.getByRole('option', { name: 'California (US-CA)' })).toBeInTheDocument();
    await expect.element(page.getByRole('option', { name: 'Marketing' })).toBeInTheDocument();
  });

  it('applies each change at once and clears them all, by keyboard alone', async () => {
    const onChange = vi.fn();
    await render(<Filters onChange={onChange} />);
    await page.getByLabelText('Region').selectOptions('US-CA');
    expect(onChange).toHaveBeenLastCalledWith({ region: 'US-CA' });
    (page.getByLabelText('GPC signal').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ region: 'US-CA', gpc: true });
    await page.getByLabelText('Choice').selectOptions('reject_all');
    await page.getByLabelText('From').fill('2026-11-01');
    expect(onChange).toHaveBeenLastCalledWith({
      region: 'US-CA',
      gpc: true,
      choice: 'reject_all',
      from: '2026-11-01',
    });
    (page.getByLabelText('GPC signal').element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({});
    await expect.element(page.getByLabelText('Region')).toHaveValue('');
  });

  it('shows a range problem under the dates', async () => {
    await render(
      <ConsentLogFilters
        value={{ from: '2025-01-01' }}
        onChange={() => {}}
        rangeError="The range may be at most 366 days."
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('The range may be at most 366 days.');
    await expect.element(page.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  });
  it('offers only All before the options arrive, and nothing to clear without a filter', async () => {
    await render(<ConsentLogFilters value={{}} onChange={() => {}} />);
    expect(page.getByRole('option', { name: 'All regions' }).elements()).toHaveLength(1);
    await expect.element(page.getByRole('option', { name: 'Germany' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('puts one field per line on a phone', async () => {
    await render(
      <div style={{ maxWidth: 360 }}>
        <Filters onChange={() => {}} />
      </div>,
    );
    const from = page.getByLabelText('From').element().getBoundingClientRect();
    const to = page.getByLabelText('To').element().getBoundingClientRect();
    expect(to.top).toBeGreaterThan(from.top);
  });
});
