import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../theme/tokens.css';
import { OrgPropertySwitcher } from '../OrgPropertySwitcher/OrgPropertySwitcher.tsx';
import { Header } from './Header.tsx';

const organizations = [
  {
    id: 1,
    orgname: 'Acme',
    properties: [
      { property_id: 11, property_name: 'acme.com', property_active: true, license_assigned: true },
      { property_id: 12, property_name: 'blog.acme.com', property_active: true, license_assigned: true },
    ],
  },
];

describe('Header', () => {
  it('is a 60px banner with the product name linking home', async () => {
    await render(<Header productName="Privacy Portal" />);
    const banner = page.getByRole('banner');
    await expect.element(banner).toBeVisible();
    expect(banner.element().getBoundingClientRect().height).toBe(60);
    await expect
      .element(page.getByRole('link', { name: 'Privacy Portal' }))
      .toHaveAttribute('href', '/home/welcome');
  });

  it('hosts the switcher and reports the chosen property', async () => {
    const onSelectProperty = vi.fn();
    await render(
      <Header
        productName="Privacy Portal"
        switcher={
          <OrgPropertySwitcher
            organizations={organizations}
            currentOrgId={1}
            currentPropertyId={11}
            onSelectProperty={onSelectProperty}
          />
        }
      />,
    );
    await page.getByRole('button', { name: 'Organization Acme property acme.com' }).click();
    await page.getByRole('menuitemradio', { name: 'blog.acme.com' }).click();
    expect(onSelectProperty).toHaveBeenCalledWith(1, 12);
  });

  it('places the right-side slots in order: help, notifications, cart, theme, user', async () => {
    await render(
      <Header
        productName="Privacy Portal"
        userMenu={<button type="button">User</button>}
        cart={<button type="button">Cart</button>}
        help={<button type="button">Help</button>}
        themeToggle={<button type="button">Theme</button>}
        notifications={<button type="button">Bell</button>}
      />,
    );
    const names = page
      .getByRole('banner')
      .getByRole('button')
      .elements()
      .map((el) => el.textContent);
    expect(names).toEqual(['Help', 'Bell', 'Cart', 'Theme', 'User']);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Privacy Portal' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Help' })).toHaveFocus();
  });
});
