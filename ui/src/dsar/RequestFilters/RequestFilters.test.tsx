import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_FILTER_OPTIONS } from '../testing/requests.ts';
import { RequestFilters, type RequestFilterValues } from './RequestFilters.tsx';

function Harness({
  onChange,
  initial = {},
}: {
  onChange: (v: RequestFilterValues) => void;
  initial?: RequestFilterValues;
}) {
  const [value, setValue] = useState<RequestFilterValues>(initial);
  return (
    <RequestFilters
      value={value}
      options={TEST_FILTER_OPTIONS}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RequestFilters', () => {
  it('applies each filter as it changes, with the forms, members and laws offered', async () => {
    const onChange = vi.fn();
    await render(<Harness onChange={onChange} />);
    await page.getByLabelText('Status').selectOptions('open');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'open' });
    await page.getByLabelText('Request type').selectOptions('deletion');
    await page.getByLabelText('Subject type').selectOptions('employee');
    await page.getByLabelText('Jurisdiction').selectOptions('CCPA/CPRA (California)');
    await page.getByLabelText('Deadline').selectOptions('Overdue');
    await page.getByLabelText('Assignee').selectOptions('Adam Admin');
    await page.getByLabelText('Form').selectOptions('Employee request');
    expect(onChange).toHaveBeenLastCalledWith({
      status: 'open',
      request_type: 'deletion',
      subject_type: 'employee',
      jurisdiction: 'CCPA',
      due: 'overdue',
      assignee: '2',
      form_id: 2,
    });
    await page.getByLabelText('Assignee').selectOptions('Anyone');
    expect(onChange.mock.lastCall?.[0]).not.toHaveProperty('assignee');
  });

  it('searches by name or e-mail and clears everything at once', async () => {
    const onChange = vi.fn();
    await render(<Harness onChange={onChange} initial={{ due: 'soon' }} />);
    await userEvent.type(page.getByLabelText('Search by name or e-mail'), 'lena');
    expect(onChange).toHaveBeenLastCalledWith({ due: 'soon', q: 'lena' });
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(onChange).toHaveBeenLastCalledWith({});
    await expect.element(page.getByLabelText('Search by name or e-mail')).toHaveValue('');
    await expect.element(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('says when the search is settled: Enter in the box, or leaving it', async () => {
    const onSearchSettle = vi.fn();
    await render(<RequestFilters value={{}} onChange={() => {}} onSearchSettle={onSearchSettle} />);
    await userEvent.type(page.getByLabelText('Search by name or e-mail'), 'lena{Enter}');
    expect(onSearchSettle).toHaveBeenCalledTimes(1);
    await page.getByLabelText('Status').click();
    expect(onSearchSettle).toHaveBeenCalledTimes(2);
  });

  it('offers me and nobody before the members', async () => {
    await render(<Harness onChange={() => {}} />);
    const labels = [...(page.getByLabelText('Assignee').element() as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    expect(labels).toEqual([
      'Anyone',
      'Assigned to me',
      'Unassigned',
      'Olivia Owner',
      'Adam Admin',
      'Oscar Orgadmin',
    ]);
  });
  it('shows the filters it is given, and only the "any" choices before the options arrive', async () => {
    const { rerender } = await render(
      <RequestFilters
        value={{ status: 'open', assignee: 'me' }}
        options={TEST_FILTER_OPTIONS}
        onChange={() => {}}
      />,
    );
    await expect.element(page.getByLabelText('Assignee')).toHaveValue('me');
    await expect.element(page.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
    await rerender(<RequestFilters value={{}} onChange={() => {}} />);
    expect((page.getByLabelText('Form').element() as HTMLSelectElement).options).toHaveLength(1);
  });
});
