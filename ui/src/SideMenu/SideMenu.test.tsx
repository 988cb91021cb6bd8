import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../theme/tokens.css';
import { SideMenu, type SideMenuProps } from './SideMenu.tsx';
import { activeSideMenuRoute, SIDE_MENU, sideMenuHref, sideMenuModuleForPath } from './sideMenuDefinition.ts';

const base: SideMenuProps = {
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
  it('shows the module of the path with its entries, links carrying oid and pid, the current one marked', async () => {
    await render(<SideMenu {...base} />);
    const nav = page.getByRole('navigation', { name: 'Cookie Consent' });
    await expect.element(nav).toBeVisible();
    const links = nav.getByRole('link').elements();
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Cookie Category',
      'Cookie Banner',
      'Cookie Scanner',
      'Auto Cookie Blocking',
      'Consent Tracking',
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
    await screen.rerender(<SideMenu {...base} currentPath="/privacy/dsar/requests-details/1/2/3/4/5" />);
    await expect.element(page.getByRole('navigation', { name: 'DSAR' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Requests' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('takes the module from the prop and renders nothing outside product modules', async () => {
    const screen = await render(<SideMenu {...base} module="ropa" currentPath="/settings" />);
    await expect.element(page.getByRole('navigation', { name: 'ROPA' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Processing Activities' }))
      .not.toHaveAttribute('aria-current');
    await screen.rerender(<SideMenu {...base} currentPath="/settings/billing/manage" />);
    await expect.element(page.getByRole('navigation')).not.toBeInTheDocument();
  });

  it('expands on hover and collapses on leave, showing names or initials', async () => {
    await render(<SideMenu {...base} />);
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

describe('side menu definition', () => {
  it('has the groups and entries of portal-spec §2 in order', () => {
    expect(SIDE_MENU.map((g) => [g.label, g.entries.map((e) => e.label)])).toEqual([
      [
        'Cookie Consent',
        [
          'Dashboard',
          'Cookie Category',
          'Cookie Banner',
          'Cookie Scanner',
          'Auto Cookie Blocking',
          'Consent Tracking',
          'Implementation',
        ],
      ],
      ['DSAR', ['Dashboard', 'Webforms', 'Requests', 'Workflow', 'Custom Template']],
      [
        'Consent Preference',
        [
          'Dashboard',
          'Consent Records',
          'Preference Build Manager',
          'Jurisdiction',
          'Work Flows',
          'Subscription Consent Banner',
          'Connection Manager',
          'Email Template',
          'Implementation',
        ],
      ],
      ['Social Fortuna', ['Dashboard', 'Configuration', 'Implementation']],
      [
        'ROPA',
        ['Processing Activities', 'Assets', 'Vendors', 'Customers', 'Companies', 'Others', 'Policies'],
      ],
      ['Data Discovery', ['Reports', 'Connections', 'Jobs']],
    ]);
  });

  it('maps routes of portal-spec §2', () => {
    const route = (module: string, label: string) =>
      SIDE_MENU.find((g) => g.module === module)?.entries.find((e) => e.label === label)?.route;
    expect(route('cookie-consent', 'Cookie Scanner')).toBe('/cookie-consent/cookie-category/scan-details');
    expect(route('cookie-consent', 'Consent Tracking')).toBe('/cookie-consent/cookie-tracking');
    expect(route('dsar', 'Dashboard')).toBe('/home/dashboard/ccpa-dsar');
    expect(route('dsar', 'Custom Template')).toBe('/privacy/dsar/templates');
    expect(route('consent-preference', 'Preference Build Manager')).toBe(
      '/consent-preference/consent-management',
    );
    expect(route('consent-preference', 'Connection Manager')).toBe(
      '/consent-preference/connection-integration',
    );
    expect(route('social-fortuna', 'Implementation')).toBe('/social-fortuna/setup');
    expect(route('ropa', 'Processing Activities')).toBe('/ropa/activity');
    expect(route('data-discovery', 'Jobs')).toBe('/data-discovery/jobs');
  });

  it('finds the module and current entry of a path', () => {
    expect(sideMenuModuleForPath('/home/dashboard/ccpa-dsar?oid=1')).toBe('dsar');
    expect(sideMenuModuleForPath('/consent-preference/jurisdiction')).toBe('consent-preference');
    expect(sideMenuModuleForPath('/consent-preference/verify/3/abc')).toBeNull();
    expect(sideMenuModuleForPath('/home/welcome')).toBeNull();
    const cp = SIDE_MENU.find((g) => g.module === 'consent-preference')!;
    expect(activeSideMenuRoute(cp, '/consent-preference/consent-management/workflows')).toBe(
      '/consent-preference/consent-management/workflows',
    );
    expect(activeSideMenuRoute(cp, '/consent-preference/consent-management')).toBe(
      '/consent-preference/consent-management',
    );
    expect(sideMenuHref('/ropa/assets', null, undefined)).toBe('/ropa/assets');
  });
});
