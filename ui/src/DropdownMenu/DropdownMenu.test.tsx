import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu.tsx';

const signOut = vi.fn();
const items: DropdownMenuEntry[] = [
  { id: 'profile', label: 'User profile', icon: 'user', href: '/userprofile' },
  { id: 'settings', label: 'Settings', icon: 'edit' },
  { id: 'licenses', label: 'License history', isDisabled: true },
  { id: 'sep', separator: true },
  { id: 'help', label: 'Get help', href: 'https://example.com/help', target: '_blank' },
  { id: 'signout', label: 'Sign out', onAction: signOut },
];

describe('DropdownMenu', () => {
  it('opens on click and reports the chosen item', async () => {
    const onAction = vi.fn();
    await render(<DropdownMenu label="Account" items={items} onAction={onAction} />);
    const trigger = page.getByRole('button', { name: 'Account' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'true');
    await trigger.click();
    await expect.element(page.getByRole('menu')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    expect(onAction).toHaveBeenLastCalledWith('settings');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('runs an item’s own onAction, by keyboard', async () => {
    signOut.mockClear();
    await render(<DropdownMenu label="Account" items={items} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: /^User profile/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(signOut).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('renders links, a separator and disabled items', async () => {
    const onAction = vi.fn();
    await render(<DropdownMenu label="Account" items={items} onAction={onAction} />);
    await page.getByRole('button', { name: 'Account' }).click();
    await expect
      .element(page.getByRole('menuitem', { name: /^User profile/ }))
      .toHaveAttribute('href', '/userprofile');
    const help = page.getByRole('menuitem', { name: /Get help/ });
    await expect.element(help).toHaveAttribute('target', '_blank');
    await expect.element(help).toHaveAccessibleName('Get help (opens in a new tab)');
    await expect.element(page.getByRole('separator')).toBeInTheDocument();
    const disabled = page.getByRole('menuitem', { name: 'License history' });
    await expect.element(disabled).toHaveAttribute('aria-disabled', 'true');
    await disabled.click({ force: true });
    expect(onAction).not.toHaveBeenCalled();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    await render(<DropdownMenu label="Account" items={items} />);
    await page.getByRole('button', { name: 'Account' }).click();
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('can use an icon-only trigger named by its label', async () => {
    await render(<DropdownMenu label="User menu" icon="user" iconOnly items={items} />);
    const trigger = page.getByRole('button', { name: 'User menu' });
    await trigger.click();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('menu')).toBeVisible();
  });

  it('takes a menu width and height limit in px', async () => {
    await render(<DropdownMenu label="Organization" items={items} menuWidth={250} menuMaxHeight={120} />);
    await page.getByRole('button', { name: 'Organization' }).click();
    const popover = page.getByRole('menu').element().parentElement!;
    const box = popover.getBoundingClientRect();
    expect(box.width).toBe(250);
    expect(box.height).toBeLessThanOrEqual(120);
  });

  it('does not open when disabled', async () => {
    await render(<DropdownMenu label="Account" items={items} isDisabled />);
    await expect.element(page.getByRole('button', { name: 'Account' })).toBeDisabled();
  });
});
