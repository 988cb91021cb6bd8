import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles by clicking the label and by Space', async () => {
    const onChange = vi.fn();
    await render(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    const box = page.getByRole('checkbox', { name: 'I accept the terms' });
    await page.getByText('I accept the terms').click();
    await expect.element(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    await render(
      <Checkbox isSelected onChange={onChange}>
        Email me updates
      </Checkbox>,
    );
    const box = page.getByRole('checkbox', { name: 'Email me updates' });
    // The input itself is visually hidden; users click the label.
    await page.getByText('Email me updates').click();
    expect(onChange).toHaveBeenCalledWith(false);
    // The parent did not change isSelected, so it stays ticked.
    await expect.element(box).toBeChecked();
  });

  it('shows a mixed state', async () => {
    await render(<Checkbox isIndeterminate>Select all</Checkbox>);
    await expect.element(page.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('links description and error to the checkbox', async () => {
    await render(
      <Checkbox description="You must be over 18." errorMessage="Please accept the terms" isRequired>
        I accept the terms
      </Checkbox>,
    );
    const box = page.getByRole('checkbox', { name: 'I accept the terms' });
    await expect.element(box).toBeInvalid();
    await expect.element(box).toHaveAccessibleDescription('You must be over 18. Please accept the terms');
  });

  it('cannot be toggled when disabled', async () => {
    const onChange = vi.fn();
    await render(
      <Checkbox isDisabled onChange={onChange}>
        I accept the terms
      </Checkbox>,
    );
    const box = page.getByRole('checkbox', { name: 'I accept the terms' });
    await expect.element(box).toBeDisabled();
    await page.getByText('I accept the terms').click({ force: true });
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(box).not.toBeChecked();
  });
});
