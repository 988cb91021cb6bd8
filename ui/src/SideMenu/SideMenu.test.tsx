import { moduleByKey, moduleMenu } from '@privacy-portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../theme/tokens.css';
import { SideMenu, type SideMenuProps } from './SideMenu.tsx';
import { activeSideMenuRoute, type SideMenuGroup, sideMenuHref } from './sideMenuDefinition.ts';

/** A menu as the app passes it (the app's module registry holds the real ones). */
const cookies: SideMenuGroup = {
  label: 'Cookie Consent',
  entries: [
    { label: 'Dashboard', route: '/home/dashboard/cookie-consent', icon: 'dashboard' },
    { label: 'Cookie Category', route: '/cookie-consent/cookie-category/list', icon: 'list' },
    { label: 'Cookie Banner', route: '/cookie-consent/banner-configuration', icon: 'banner' },
    { label: 'Implementation', route: '/cookie-consent/banner-configuration/implementation', icon: 'code' },
  ],
};
const requests: SideMenuGroup = {
  label: 'DSAR',
  entries: [
    { label: 'Dashboard', route: '/home/dashboard/ccpa-dsar', icon: 'dashboard' },
    {
      label: 'Requests',
      route: '/privacy/dsar/requests',
      icon: 'inbox',
      alsoActiveOn: ['/privacy/dsar/requests-details'],
    },
  ],
};

const base: SideMenuProps = {
  menu: cookies,
  currentPath: '/cookie-consent/cookie-category/list',
  organizationName: 'Acme Corp',
  propertyName: 'shop.example.com',
  oid: 7,
  pid: 42,
  pinned: false,
  onPinnedChange: () => {},
};

const navWidth = () => (page.getByRole('navigation').element() as HTMLElement).getBoundingClientRect().width;

describe('SideMenu', () => {
  it('shows the menu it is given, links carrying oid and pid, the current one marked', async () => {
    await render(<SideMenu {...base} />);
    const nav = page.getByRole('navigation', { name: 'Cookie Consent' });
    await expect.element(nav).toBeVisible();
    const links = nav.getByRole('link').elements();
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Cookie Category',
      'Cookie Banner',
      'Implementation',
    ]);
    const current = page.getByRole('link', { name: 'Cookie Category' });
    await expect.element(current).toHaveAttribute('aria-current', 'page');
    await expect
      .element(current)
      .toHaveAttribute('href', '/cookie-consent/cookie-category/list?oid=7&pid=42');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('marks the most specific entry and detail pages under their list', async () => {
    const screen = await render(
      <SideMenu {...base} currentPath="/cookie-consent/banner-configuration/implementation?oid=7&pid=42" />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Implementation' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByRole('link', { name: 'Cookie Banner' }))
      .not.toHaveAttribute('aria-current');
    await screen.rerender(
      <SideMenu {...base} menu={requests} currentPath="/privacy/dsar/requests-details/1/2/3/4/5" />,
    );
    await expect.element(page.getByRole('navigation', { name: 'DSAR' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Requests' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it("takes a module's menu from the sdk registry as the portal passes it", async () => {
    await render(
      <SideMenu {...base} menu={moduleMenu(moduleByKey('dsar'))} currentPath="/privacy/dsar/templates" />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Custom Template' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('marks no entry on a path outside its entries', async () => {
    await render(<SideMenu {...base} currentPath="/settings" />);
    await expect.element(page.getByRole('navigation', { name: 'Cookie Consent' })).toBeVisible();
    expect(
      page
        .getByRole('link')
        .elements()
        .filter((link) => link.getAttribute('aria-current')),
    ).toEqual([]);
  });

  it('expands on hover and collapses on leave, showing names or initials', async () => {
    await render(<SideMenu {...base} />);
    // The pointer may rest where an earlier test left it, over the menu: move it off first.
    await userEvent.unhover(page.getByRole('navigation'));
    await expect.poll(navWidth).toBe(35);
    await expect.element(page.getByText('AC', { exact: true })).toBeVisible();
    await userEvent.hover(page.getByRole('link', { name: 'Dashboard' }));
    await expect.poll(navWidth).toBe(230);
    await expect.element(page.getByTitle('Acme Corp')).toBeVisible();
    await expect.element(page.getByText('AC', { exact: true })).not.toBeInTheDocument();
    await userEvent.unhover(page.getByRole('navigation'));
    await expect.poll(navWidth).toBe(35);
  });

  it('stays expanded when pinned and reports the arrow toggle', async () => {
    const onPinnedChange = vi.fn();
    const screen = await render(<SideMenu {...base} onPinnedChange={onPinnedChange} />);
    const pin = page.getByRole('button', { name: 'Keep menu expanded' });
    await expect.element(pin).toHaveAttribute('aria-pressed', 'false');
    await pin.click();
    expect(onPinnedChange).toHaveBeenCalledWith(true);
    await screen.rerender(<SideMenu {...base} pinned onPinnedChange={onPinnedChange} />);
    await expect.element(pin).toHaveAttribute('aria-pressed', 'true');
    await userEvent.unhover(page.getByRole('navigation'));
    await expect.poll(navWidth).toBe(230);
  });

  it('expands while keyboard focus is inside', async () => {
    await render(<SideMenu {...base} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Keep menu expanded' })).toHaveFocus();
    await expect.poll(navWidth).toBe(230);
    await expect.element(page.getByTitle('shop.example.com')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await expect.poll(navWidth).toBe(35);
  });
});

describe('side menu helpers', () => {
  it('find the current entry of a path: the longest route or alias it is at or below', () => {
    expect(activeSideMenuRoute(cookies, '/cookie-consent/banner-configuration/implementation')).toBe(
      '/cookie-consent/banner-configuration/implementation',
    );
    expect(activeSideMenuRoute(cookies, '/cookie-consent/banner-configuration/?oid=1')).toBe(
      '/cookie-consent/banner-configuration',
    );
    expect(activeSideMenuRoute(requests, '/privacy/dsar/requests-details/1/2')).toBe(
      '/privacy/dsar/requests',
    );
    expect(activeSideMenuRoute(requests, '/home/welcome')).toBeNull();
    expect(sideMenuHref('/ropa/assets', null, undefined)).toBe('/ropa/assets');
    expect(sideMenuHref('/ropa/assets', 1, 2)).toBe('/ropa/assets?oid=1&pid=2');
  });
});
