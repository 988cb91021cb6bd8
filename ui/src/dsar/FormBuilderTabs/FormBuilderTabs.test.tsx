import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormBuilderTabs } from './FormBuilderTabs.tsx';

function Harness() {
  const [selected, setSelected] = useState('fields');
  return (
    <FormBuilderTabs
      label="Form settings"
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'fields', label: 'Fields', content: <p>The fields</p> },
        { id: 'texts', label: 'Page texts', content: <p>The texts</p> },
        { id: 'design', label: 'Design', content: <p>The look</p> },
      ]}
    />
  );
}

describe('FormBuilderTabs', () => {
  it('shows the selected tab’s panel and moves with the arrow keys, Home and End', async () => {
    await render(<Harness />);
    await expect.element(page.getByRole('tablist', { name: 'Form settings' })).toBeVisible();
    await expect.element(page.getByRole('tabpanel', { name: 'Fields' })).toHaveTextContent('The fields');
    await page.getByRole('tab', { name: 'Design' }).click();
    await expect.element(page.getByRole('tabpanel', { name: 'Design' })).toHaveTextContent('The look');
    await expect.element(page.getByText('The fields')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Fields' })).toHaveFocus();
    await expect.element(page.getByRole('tab', { name: 'Fields' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('tab', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: 'Page texts' })).toHaveFocus();
    // One tab in the Tab order; the panel comes next.
    await expect.element(page.getByRole('tab', { name: 'Fields' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tabpanel', { name: 'Page texts' })).toHaveFocus();
  });
});
