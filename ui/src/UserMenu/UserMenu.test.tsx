import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UserMenu } from './UserMenu.tsx';
import { userInitials } from './userMenuEntries.ts';

const props = {
  firstName: 'Jane',
  lastName: 'Doe',
  roleName: 'Organization Administrator',
  helpCenterUrl: 'https://help.example.com',
  buildHref: (path: string) => `${path}?oid=1&pid=2`,
};

describe('UserMenu', () => {
  it('shows initials, name and role, and lists the entries in order with their routes', async () => {
    await render(<UserMenu {...props} />);
    const trigger = page.getByRole('button', { name: 'Jane Doe Organization Administrator' });
    await expect.element(trigger).toHaveTextContent('JD');
    await trigger.click();
    const items = page.getByRole('menuitem').elements();
    expect(items.map((item) => item.textContent)).toEqual([
      'User Preferences',
      'Organizations',
      'Billing Management',
      'Settings',
      'Help Center (opens in a new tab)',
      'Setup Wizard',
      'License History',
      'Sign Out',
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/userprofile?oid=1&pid=2',
      '/settings/organizations?oid=1&pid=2',
      '/settings/billing/manage?oid=1&pid=2',
      '/settings?oid=1&pid=2',
      'https://help.example.com',
      '/setupwizard?oid=1&pid=2',
      '/licensehistory?oid=1&pid=2',
      '/signout?oid=1&pid=2',
    ]);
    await expect
      .element(page.getByRole('menuitem', { name: /Help Center/ }))
      .toHaveAttribute('target', '_blank');
  });

  it('offers Quick Start only when the top menu hosts it', async () => {
    const onQuickStart = vi.fn();
    const onAction = vi.fn();
    const { rerender } = await render(<UserMenu {...props} onQuickStart={onQuickStart} />);
    await page.getByRole('button', { name: /Jane Doe/ }).click();
    await expect.element(page.getByRole('menuitem', { name: 'User Preferences' })).toBeVisible();
    await expect.element(page.getByRole('menuitem', { name: 'Quick Start' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await rerender(
      <UserMenu {...props} quickStartInTopMenu onQuickStart={onQuickStart} onAction={onAction} />,
    );
    await page.getByRole('button', { name: /Jane Doe/ }).click();
    await page.getByRole('menuitem', { name: 'Quick Start' }).click();
    expect(onQuickStart).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith('quick-start');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('works by keyboard and navigates through the router', async () => {
    const navigate = vi.fn();
    const onAction = vi.fn();
    await render(
      <RouterProvider navigate={navigate}>
        <UserMenu {...props} onAction={onAction} />
      </RouterProvider>,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'User Preferences' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('sign-out');
    expect(navigate).toHaveBeenCalledWith('/signout?oid=1&pid=2', undefined);
  });

  it('makes initials from first and last name', () => {
    expect(userInitials('jane', 'doe')).toBe('JD');
    expect(userInitials('Madonna', '')).toBe('MA');
  });
});
