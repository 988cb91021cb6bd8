import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CreatePropertyModal } from './CreatePropertyModal.tsx';

describe('CreatePropertyModal', () => {
  it('shows the message and fires onOk', async () => {
    const onOk = vi.fn();
    render(<CreatePropertyModal isOpen onOk={onOk} />);
    await expect
      .element(page.getByRole('dialog', { name: 'Create property' }))
      .toHaveTextContent('Property is not created! create property');
    await page.getByRole('button', { name: 'OK' }).click();
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('OK has focus and Enter confirms', async () => {
    const onOk = vi.fn();
    render(<CreatePropertyModal isOpen onOk={onOk} />);
    await expect.element(page.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed without OK', async () => {
    const onOk = vi.fn();
    render(<CreatePropertyModal isOpen onOk={onOk} />);
    await expect.element(page.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
  });
});
