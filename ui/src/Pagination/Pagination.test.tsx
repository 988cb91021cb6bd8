import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Pagination } from './Pagination.tsx';

function Harness({ pageCount, onPageChange }: { pageCount: number; onPageChange: (p: number) => void }) {
  const [current, setCurrent] = useState(1);
  return (
    <Pagination
      page={current}
      pageCount={pageCount}
      onPageChange={(p) => {
        onPageChange(p);
        setCurrent(p);
      }}
    />
  );
}

describe('Pagination', () => {
  it('is a named navigation with Page N of M', async () => {
    await render(<Pagination page={2} pageCount={5} onPageChange={vi.fn()} />);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect.element(nav.getByText('Page 2 of 5')).toBeVisible();
    await expect.element(nav.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect.element(nav.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('disables previous on the first page and next on the last', async () => {
    const onPageChange = vi.fn();
    await render(<Harness pageCount={2} onPageChange={onPageChange} />);
    await expect.element(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await expect.element(page.getByText('Page 2 of 2')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('works from the keyboard', async () => {
    const onPageChange = vi.fn();
    await render(<Harness pageCount={3} onPageChange={onPageChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Page 3 of 3')).toBeVisible();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Page 2 of 3')).toBeVisible();
    expect(onPageChange.mock.calls).toEqual([[2], [3], [2]]);
  });
});
