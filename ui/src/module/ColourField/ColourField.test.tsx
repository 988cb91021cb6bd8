import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ColourField } from './ColourField.tsx';

function Harness({ onChange }: { onChange: (hex: string) => void }) {
  const [value, setValue] = useState('#336699');
  return (
    <>
      <ColourField
        label="Accent"
        description="Buttons and links."
        value={value}
        example="#abcdef"
        onChange={(hex) => {
          setValue(hex);
          onChange(hex);
        }}
      />
      <button type="button" onClick={() => setValue('#000000')}>
        Restore
      </button>
    </>
  );
}

describe('ColourField', () => {
  it('takes a short or upper-case colour, keeps the last good one while typing, and says why', async () => {
    const onChange = vi.fn();
    await render(<Harness onChange={onChange} />);
    const hex = page.getByRole('textbox', { name: 'Accent', exact: true });
    await expect.element(hex).toHaveAccessibleDescription('Buttons and links.');
    await hex.fill('#1A5');
    expect(onChange).toHaveBeenLastCalledWith('#11aa55');
    await hex.fill('#12');
    await expect.element(page.getByText('Accent must be a colour such as #abcdef.')).toBeVisible();
    await expect.element(hex).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenCalledTimes(1);
    await expect.element(page.getByLabelText('Accent: pick a colour')).toHaveValue('#11aa55');
    // A change from outside replaces what was typed, and the message goes.
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.element(hex).toHaveValue('#000000');
    await expect.element(page.getByText(/must be a colour/)).not.toBeInTheDocument();
  });

  it('shows the server’s message and can be read-only', async () => {
    await render(
      <ColourField
        label="Links"
        value="#123456"
        onChange={vi.fn()}
        errorMessage="Links are refused."
        isDisabled
      />,
    );
    await expect.element(page.getByText('Links are refused.')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Links', exact: true })).toBeDisabled();
    await expect.element(page.getByLabelText('Links: pick a colour')).toBeDisabled();
  });
});
