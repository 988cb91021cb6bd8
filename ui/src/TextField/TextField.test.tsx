import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label and reports typed text', async () => {
    const onChange = vi.fn();
    await render(<TextField label="Organization name" onChange={onChange} />);
    const input = page.getByRole('textbox', { name: 'Organization name' });
    await input.fill('Demo Retail');
    expect(onChange).toHaveBeenLastCalledWith('Demo Retail');
    await expect.element(input).toHaveValue('Demo Retail');
  });

  it('links the description and shows an error as invalid', async () => {
    await render(
      <TextField
        label="Email"
        type="email"
        description="We send the receipt here."
        errorMessage="Please enter valid email"
        defaultValue="owner@"
      />,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('type', 'email');
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription(/We send the receipt here\./);
    await expect.element(input).toHaveAccessibleDescription(/Please enter valid email/);
    await expect.element(page.getByText('Please enter valid email')).toBeVisible();
  });

  it('is valid without an error message', async () => {
    await render(<TextField label="City" />);
    await expect.element(page.getByRole('textbox', { name: 'City' })).toBeValid();
  });

  it('marks a required field', async () => {
    await render(<TextField label="First name" isRequired />);
    await expect.element(page.getByRole('textbox', { name: 'First name' })).toBeRequired();
  });

  it('masks a password', async () => {
    await render(<TextField label="Password" type="password" />);
    // Password inputs have no textbox role, so reach them by label.
    await expect.element(page.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('cannot be edited when disabled', async () => {
    await render(<TextField label="Email" defaultValue="owner@demo.test" isDisabled />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toBeDisabled();
    await expect.element(input).toHaveValue('owner@demo.test');
  });

  it('works controlled, with the error following the value', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Email"
          value={value}
          onChange={setValue}
          errorMessage={
            !value
              ? 'Email is required'
              : /^\S+@\S+\.\S+$/.test(value)
                ? undefined
                : 'Please enter valid email'
          }
        />
      );
    }
    await render(<Controlled />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(page.getByText('Email is required')).toBeVisible();
    await userEvent.type(input, 'owner@');
    await expect.element(page.getByText('Email is required')).not.toBeInTheDocument();
    await expect.element(page.getByText('Please enter valid email')).toBeVisible();
    await expect.element(input).toBeInvalid();
    await userEvent.type(input, 'demo.test');
    await expect.element(input).toBeValid();
    await expect.element(page.getByText('Please enter valid email')).not.toBeInTheDocument();
  });
});
