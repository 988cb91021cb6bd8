import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BlockingSwitch } from './BlockingSwitch.tsx';

describe('BlockingSwitch', () => {
  it('turns blocking on and says what it does', async () => {
    const onChange = vi.fn();
    await render(<BlockingSwitch enabled={false} allowed upgradeHref="/p" rules={3} onChange={onChange} />);
    const toggle = page.getByRole('switch', { name: 'Auto Cookie Blocking' });
    await expect.element(toggle).not.toBeChecked();
    await expect.element(page.getByText(/the rules are kept but hold nothing back/)).toBeVisible();
    await toggle.click({ force: true });
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('warns when it is on without a rule, shows a refusal and stays still for a reader', async () => {
    await render(
      <BlockingSwitch
        enabled
        allowed
        upgradeHref="/p"
        rules={0}
        readOnly
        error="Upgrade your plan to access this feature"
        onChange={() => {}}
      />,
    );
    await expect.element(page.getByRole('switch')).toBeChecked();
    await expect.element(page.getByRole('switch')).toBeDisabled();
    await expect.element(page.getByText('No rule yet')).toBeVisible();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Upgrade your plan to access this feature');
    await expect.element(page.getByText(/may view this setting but not change it/)).toBeVisible();
  });

  it('stands the upgrade notice in for a plan without the scripts blocking system', async () => {
    await render(
      <BlockingSwitch enabled={false} allowed={false} upgradeHref="/pricing" rules={0} onChange={() => {}} />,
    );
    expect(page.getByRole('switch').query()).toBeNull();
    await expect
      .element(page.getByText('Scripts blocking system comes with the Basic plan and above.'))
      .toBeVisible();
    await expect.element(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('keeps the switch after a downgrade while blocking is on, so that it can be turned off', async () => {
    const onChange = vi.fn();
    await render(
      <BlockingSwitch enabled allowed={false} upgradeHref="/pricing" rules={2} onChange={onChange} />,
    );
    await expect
      .element(page.getByText('Scripts blocking system comes with the Basic plan and above.'))
      .toBeVisible();
    await expect.element(page.getByText(/you can turn it off, but not on again/)).toBeVisible();
    await page.getByRole('switch', { name: 'Auto Cookie Blocking' }).click({ force: true });
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
