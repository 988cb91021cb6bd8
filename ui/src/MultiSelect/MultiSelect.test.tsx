import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MultiSelect, type MultiSelectOption } from './MultiSelect.tsx';

const products: MultiSelectOption[] = [
  { id: 'cc-starter', label: 'Cookie Consent Starter' },
  { id: 'dsar-essentials', label: 'DSAR Essentials' },
  { id: 'cp-professional', label: 'Consent Preference Professional', isDisabled: true },
  { id: 'business', label: 'Business' },
];

const trigger = () => page.getByRole('button', { name: /Product name/ });

describe('MultiSelect', () => {
  it('picks several options and keeps the list open while picking', async () => {
    const onChange = vi.fn();
    await render(<MultiSelect label="Product name" options={products} onChange={onChange} />);
    await expect.element(trigger()).toHaveTextContent('Select options');
    await trigger().click();
    await expect
      .element(page.getByRole('listbox', { name: 'Product name' }))
      .toHaveAttribute('aria-multiselectable', 'true');
    await page.getByRole('option', { name: 'Business' }).click();
    await page.getByRole('option', { name: 'Cookie Consent Starter' }).click();
    // Reported in option order, not click order.
    expect(onChange).toHaveBeenLastCalledWith(['cc-starter', 'business']);
    await expect
      .element(page.getByRole('option', { name: 'Business' }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger()).toHaveTextContent('2 selected');
    await expect.element(page.getByRole('row', { name: 'Business' })).toBeVisible();
  });

  it('toggles by keyboard and skips disabled options', async () => {
    const onChange = vi.fn();
    await render(<MultiSelect label="Product name" options={products} onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['cc-starter']);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['cc-starter', 'business']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['cc-starter']);
  });

  it('removes a choice from its tag', async () => {
    const onChange = vi.fn();
    await render(
      <MultiSelect
        label="Product name"
        options={products}
        defaultValue={['dsar-essentials', 'business']}
        onChange={onChange}
      />,
    );
    await expect.element(page.getByRole('grid', { name: 'Selected Product name' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove DSAR Essentials' }).click();
    expect(onChange).toHaveBeenLastCalledWith(['business']);
    await expect.element(page.getByRole('row', { name: 'DSAR Essentials' })).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveTextContent('1 selected');
  });

  it('lists the names in the trigger when tags are off', async () => {
    await render(
      <MultiSelect
        label="Product name"
        options={products}
        defaultValue={['cc-starter', 'business']}
        showTags={false}
      />,
    );
    await expect.element(trigger()).toHaveTextContent('Cookie Consent Starter and Business');
    expect(page.getByRole('grid').elements()).toHaveLength(0);
  });

  it('shows the error passed in', async () => {
    function Form() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <MultiSelect
          label="Product name"
          options={products}
          value={value}
          onChange={setValue}
          isRequired
          errorMessage={value.length ? undefined : 'Product name is required'}
        />
      );
    }
    await render(<Form />);
    await expect.element(page.getByText('Product name is required')).toBeVisible();
    await expect.element(trigger()).toHaveAccessibleDescription(/Product name is required/);
    await trigger().click();
    await page.getByRole('option', { name: 'Business' }).click();
    await expect.element(page.getByText('Product name is required')).not.toBeInTheDocument();
  });

  it('cannot be changed when disabled', async () => {
    await render(
      <MultiSelect label="Product name" options={products} defaultValue={['business']} isDisabled />,
    );
    await expect.element(trigger()).toBeDisabled();
    expect(page.getByRole('button', { name: /Remove/ }).elements()).toHaveLength(0);
  });
});
