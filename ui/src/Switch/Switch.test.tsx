import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('turns on by clicking the label and off by Space', async () => {
    const onChange = vi.fn();
    await render(<Switch onChange={onChange}>Billed annually</Switch>);
    const toggle = page.getByRole('switch', { name: 'Billed annually' });
    await expect.element(toggle).not.toBeChecked();
    await page.getByText('Billed annually').click();
    await expect.element(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect.element(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is reachable by Tab', async () => {
    await render(<Switch defaultSelected>Dark theme</Switch>);
    await userEvent.keyboard('{Tab}');
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    await expect.element(toggle).toHaveFocus();
    await expect.element(toggle).toBeChecked();
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    await render(
      <Switch isSelected={false} onChange={onChange}>
        Billed annually
      </Switch>,
    );
    await page.getByText('Billed annually').click();
    expect(onChange).toHaveBeenCalledWith(true);
    await expect.element(page.getByRole('switch', { name: 'Billed annually' })).not.toBeChecked();
  });

  it('cannot be toggled when disabled', async () => {
    const onChange = vi.fn();
    await render(
      <Switch isDisabled onChange={onChange}>
        Billed annually
      </Switch>,
    );
    await expect.element(page.getByRole('switch', { name: 'Billed annually' })).toBeDisabled();
    await page.getByText('Billed annually').click({ force: true });
    expect(onChange).not.toHaveBeenCalled();
  });
});
