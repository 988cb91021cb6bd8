import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RadioGroup, type RadioOption } from './RadioGroup.tsx';

const subjects: RadioOption[] = [
  { value: 'customer', label: 'Customer' },
  { value: 'employee', label: 'Employee' },
  { value: 'other', label: 'Other', isDisabled: true },
  { value: 'vendor', label: 'Vendor' },
];

describe('RadioGroup', () => {
  it('is a named group and picks an option by clicking its label', async () => {
    const onChange = vi.fn();
    await render(<RadioGroup label="I am a" options={subjects} onChange={onChange} />);
    await expect.element(page.getByRole('radiogroup', { name: 'I am a' })).toBeVisible();
    await page.getByText('Employee').click();
    expect(onChange).toHaveBeenLastCalledWith('employee');
    await expect.element(page.getByRole('radio', { name: 'Employee' })).toBeChecked();
  });

  it('moves the choice with arrow keys, skipping disabled options', async () => {
    const onChange = vi.fn();
    await render(
      <RadioGroup label="I am a" options={subjects} defaultValue="employee" onChange={onChange} />,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('radio', { name: 'Employee' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('vendor');
    await expect.element(page.getByRole('radio', { name: 'Vendor' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Other' })).toBeDisabled();
  });

  it('shows the error and marks the group invalid and required', async () => {
    await render(
      <RadioGroup
        label="I am a"
        options={subjects}
        isRequired
        description="Pick the one that fits best."
        errorMessage="Please choose who you are"
      />,
    );
    const group = page.getByRole('radiogroup', { name: 'I am a' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAttribute('aria-required', 'true');
    await expect.element(group).toHaveAccessibleDescription(/Please choose who you are/);
    await expect.element(page.getByText('Please choose who you are')).toBeVisible();
  });

  it('disables every option when the group is disabled', async () => {
    await render(<RadioGroup label="I am a" options={subjects} isDisabled />);
    for (const radio of page.getByRole('radio').all()) {
      await expect.element(radio).toBeDisabled();
    }
  });
});
