import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is named by its label and reports typed text, line breaks included', async () => {
    const onChange = vi.fn();
    await render(<TextArea label="Additional Information" onChange={onChange} />);
    const box = page.getByRole('textbox', { name: 'Additional Information' });
    await userEvent.type(box, 'Line one{Enter}Line two');
    expect(onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  });

  it('shows the error and the description', async () => {
    await render(
      <TextArea
        label="Request details"
        description="Describe your request."
        errorMessage="Required"
        isRequired
      />,
    );
    const box = page.getByRole('textbox', { name: 'Request details' });
    await expect.element(box).toBeInvalid();
    await expect.element(box).toBeRequired();
    await expect.element(box).toHaveAccessibleDescription(/Describe your request\./);
    await expect.element(page.getByText('Required', { exact: true })).toBeVisible();
  });

  it('counts characters when controlled with a maximum', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextArea label="Notes" value={value} onChange={setValue} maxLength={10} />;
    }
    await render(<Controlled />);
    await expect.element(page.getByText('0 / 10')).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Notes' }), 'Hello world, again');
    await expect.element(page.getByText('10 / 10')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Hello worl');
  });

  it('cannot be edited when disabled', async () => {
    await render(<TextArea label="Notes" isDisabled />);
    await expect.element(page.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  });
});
