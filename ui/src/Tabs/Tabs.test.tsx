import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type TabItem, Tabs } from './Tabs.tsx';

const items: TabItem[] = [
  { id: 'bundle', label: 'Bundle', content: 'Essential, Business, Business Plus, Enterprise' },
  { id: 'custom', label: 'Custom', content: 'Cookie Consent, DSAR, Consent Preference, Social Fortuna' },
  { id: 'legacy', label: 'Legacy', content: 'Old plans', isDisabled: true },
];

describe('Tabs', () => {
  it('shows the first tab and switches by click', async () => {
    const onSelectionChange = vi.fn();
    await render(<Tabs items={items} label="Pricing plans" onSelectionChange={onSelectionChange} />);
    await expect.element(page.getByRole('tablist', { name: 'Pricing plans' })).toBeVisible();
    expect(onSelectionChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole('tab', { name: 'Bundle' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'Bundle' })).toHaveTextContent(/Business Plus/);
    await page.getByRole('tab', { name: 'Custom' }).click();
    expect(onSelectionChange).toHaveBeenLastCalledWith('custom');
    await expect.element(page.getByRole('tabpanel', { name: 'Custom' })).toHaveTextContent(/Social Fortuna/);
    await expect.element(page.getByText(/Business Plus/)).not.toBeInTheDocument();
  });

  it('moves with arrow keys and skips disabled tabs', async () => {
    const onSelectionChange = vi.fn();
    await render(<Tabs items={items} defaultSelectedKey="custom" onSelectionChange={onSelectionChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tab', { name: 'Custom' })).toHaveFocus();
    await expect.element(page.getByRole('tab', { name: 'Legacy' })).toHaveAttribute('aria-disabled', 'true');
    // Legacy is disabled, so ArrowRight wraps round to Bundle.
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Bundle' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('bundle');
  });

  it('selects only on Enter with manual activation', async () => {
    const onSelectionChange = vi.fn();
    await render(<Tabs items={items} keyboardActivation="manual" onSelectionChange={onSelectionChange} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Custom' })).toHaveFocus();
    expect(onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('custom');
  });

  it('follows a controlled selection', async () => {
    function Controlled() {
      const [tab, setTab] = useState('custom');
      return (
        <>
          <button type="button" onClick={() => setTab('bundle')}>
            Show bundles
          </button>
          <Tabs items={items} selectedKey={tab} onSelectionChange={setTab} />
        </>
      );
    }
    await render(<Controlled />);
    await expect.element(page.getByRole('tab', { name: 'Custom' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Show bundles' }).click();
    await expect.element(page.getByRole('tab', { name: 'Bundle' })).toHaveAttribute('aria-selected', 'true');
  });
});
