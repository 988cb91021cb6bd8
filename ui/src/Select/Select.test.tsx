import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Select, type SelectOption } from './Select.tsx';

const countries: SelectOption[] = [
  { id: 'de', label: 'Germany' },
  { id: 'fr', label: 'France' },
  { id: 'us', label: 'United States', isDisabled: true },
  { id: 'it', label: 'Italy' },
];

describe('Select', () => {
  it('shows the placeholder and picks an option by mouse', async () => {
    const onChange = vi.fn();
    await render(
      <Select label="Country" options={countries} placeholder="Choose a country" onChange={onChange} />,
    );
    const trigger = page.getByRole('button', { name: /Country/ });
    await expect.element(trigger).toHaveTextContent('Choose a country');
    await trigger.click();
    await page.getByRole('option', { name: 'France' }).click();
    expect(onChange).toHaveBeenLastCalledWith('fr');
    await expect.element(trigger).toHaveTextContent('France');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens and picks by keyboard, skipping disabled options', async () => {
    const onChange = vi.fn();
    await render(<Select label="Country" options={countries} defaultValue="fr" onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listbox', { name: 'Country' })).toBeVisible();
    await expect
      .element(page.getByRole('option', { name: 'France' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(page.getByRole('option', { name: 'United States' }))
      .toHaveAttribute('aria-disabled', 'true');
    // France is focused; the next enabled option after the disabled one is Italy.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('it');
  });

  it('closes on Escape without changing the value', async () => {
    const onChange = vi.fn();
    await render(<Select label="Country" options={countries} defaultValue="de" onChange={onChange} />);
    await page.getByRole('button', { name: /Country/ }).click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: /Country/ })).toHaveTextContent('Germany');
  });

  it('shows an error linked to the trigger', async () => {
    await render(
      <Select label="Country" options={countries} isRequired errorMessage="Country is required" />,
    );
    await expect.element(page.getByText('Country is required')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: /Country/ }))
      .toHaveAccessibleDescription(/Country is required/);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('de');
      return (
        <>
          <Select label="Country" options={countries} value={value} onChange={setValue} />
          <output>Chosen: {value}</output>
        </>
      );
    }
    await render(<Controlled />);
    await page.getByRole('button', { name: /Country/ }).click();
    await page.getByRole('option', { name: 'Italy' }).click();
    await expect.element(page.getByText('Chosen: it')).toBeVisible();
  });

  it('stays closed with nothing to choose, its placeholder saying why', async () => {
    await render(<Select label="Country" options={[]} placeholder="No countries available" />);
    const trigger = page.getByRole('button', { name: /Country/ });
    await expect.element(trigger).toHaveTextContent('No countries available');
    await trigger.click();
    expect(page.getByRole('listbox').elements()).toHaveLength(0);
  });

  it('does not open when disabled', async () => {
    await render(<Select label="Country" options={countries} isDisabled />);
    const trigger = page.getByRole('button', { name: /Country/ });
    await expect.element(trigger).toBeDisabled();
    await trigger.click({ force: true });
    expect(page.getByRole('listbox').elements()).toHaveLength(0);
  });
});
