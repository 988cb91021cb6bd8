import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../theme/tokens.css';
import { OrgPropertySwitcher, type SwitcherOrganization } from './OrgPropertySwitcher.tsx';
import { switcherColumns, switcherColumnWidth, switcherScrolls } from './switcherLayout.ts';

const organizations: SwitcherOrganization[] = [
  {
    id: 2,
    orgname: 'Zeta Holdings',
    properties: [
      { property_id: 21, property_name: 'zeta.io', property_active: true, license_assigned: true },
      { property_id: 22, property_name: 'old.zeta.io', property_active: false, license_assigned: true },
    ],
  },
  {
    id: 1,
    orgname: 'Acme',
    properties: [
      {
        property_id: 11,
        property_name: 'acme.com',
        property_active: true,
        license_assigned: true,
        is_default: true,
      },
      { property_id: 12, property_name: 'shop.acme.com', property_active: true, license_assigned: false },
      { property_id: 13, property_name: 'blog.acme.com', property_active: true, license_assigned: true },
    ],
  },
];

describe('OrgPropertySwitcher', () => {
  it('shows the current pair and opens on hover with organizations sorted by name', async () => {
    await render(
      <OrgPropertySwitcher
        organizations={organizations}
        currentOrgId={1}
        currentPropertyId={11}
        onSelectProperty={() => {}}
        closeDelayMs={0}
      />,
    );
    const trigger = page.getByRole('button', { name: 'Organization Acme property acme.com' });
    await expect.element(trigger).toBeVisible();
    await userEvent.hover(trigger);
    const menu = page.getByRole('menu');
    await expect.element(menu).toBeVisible();
    // Pointing at the switcher does not move focus into it.
    expect(document.activeElement).toBe(document.body);
    const groups = page.getByRole('group').elements();
    expect(groups.map((g) => g.querySelector('header')?.textContent)).toEqual(['Acme', 'Zeta Holdings']);
    await expect
      .element(page.getByRole('menuitemradio', { name: 'acme.com', exact: true }))
      .toHaveAttribute('aria-checked', 'true');
    await expect
      .element(page.getByRole('menuitemradio', { name: 'acme.com', exact: true }))
      .toHaveAccessibleDescription('Default');

    await userEvent.unhover(trigger);
    await expect.element(menu).not.toBeInTheDocument();
  });

  it('selects a property by keyboard and reports organization and property', async () => {
    const onSelectProperty = vi.fn();
    // Narrower than two 250px columns: the dropdown scrolls inside itself, not the page.
    await page.viewport(450, 800);
    await render(
      <OrgPropertySwitcher
        organizations={organizations}
        currentOrgId={1}
        currentPropertyId={11}
        onSelectProperty={onSelectProperty}
      />,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu')).toBeVisible();
    // acme.com is focused first (selected); shop.acme.com (no licence) is greyed but reachable.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitemradio', { name: 'shop.acme.com' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitemradio', { name: 'blog.acme.com' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitemradio', { name: 'zeta.io', exact: true })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /Organization Acme/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitemradio', { name: 'acme.com', exact: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.element(page.getByRole('menuitemradio', { name: 'zeta.io', exact: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('menuitemradio', { name: 'acme.com', exact: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    expect(onSelectProperty).toHaveBeenCalledWith(2, 21);
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('greys out properties without a licence and blocks inactive ones', async () => {
    const onSelectProperty = vi.fn();
    await render(<OrgPropertySwitcher organizations={organizations} onSelectProperty={onSelectProperty} />);
    await page.getByRole('button', { name: 'Select organization and property' }).click();
    const inactive = page.getByRole('menuitemradio', { name: 'old.zeta.io' });
    await expect.element(inactive).toHaveAttribute('aria-disabled', 'true');
    await expect.element(inactive).toHaveAccessibleDescription('Inactive');
    await inactive.click({ force: true });
    expect(onSelectProperty).not.toHaveBeenCalled();
    // A property without a licence is the one a user picks to buy its licence: greyed, not blocked.
    const unlicensed = page.getByRole('menuitemradio', { name: 'shop.acme.com' });
    await expect.element(unlicensed).not.toHaveAttribute('aria-disabled', 'true');
    await expect.element(unlicensed).toHaveAccessibleDescription('No licence');
    await unlicensed.click();
    expect(onSelectProperty).toHaveBeenCalledWith(1, 12);
  });

  it('says when an organization has no properties, or there are no organizations', async () => {
    const { rerender } = await render(
      <OrgPropertySwitcher
        organizations={[...organizations, { id: 3, orgname: 'Brand New Org', properties: [] }]}
        onSelectProperty={() => {}}
      />,
    );
    await page.getByRole('button', { name: 'Select organization and property' }).click();
    await expect.element(page.getByText('No properties')).toBeVisible();
    await rerender(<OrgPropertySwitcher organizations={[]} onSelectProperty={() => {}} />);
    await expect.element(page.getByText('No organizations')).toBeVisible();
  });

  it('cuts names over 15 characters and keeps the full name as a title', async () => {
    const longOrg = 'Northwind Traders International';
    await render(
      <OrgPropertySwitcher
        organizations={[
          {
            id: 5,
            orgname: longOrg,
            properties: [
              { property_id: 50, property_name: 'nw.com', property_active: true, license_assigned: true },
            ],
          },
        ]}
        currentOrgId={5}
        currentPropertyId={50}
        onSelectProperty={() => {}}
      />,
    );
    const name = page.getByTitle(longOrg);
    await expect.element(name).toBeVisible();
    expect(name.element().getBoundingClientRect().width).toBeLessThanOrEqual(70);
    await expect.element(page.getByTitle('nw.com')).not.toBeInTheDocument();
  });

  it('shows many organizations in 4 columns of at least 250px and scrolls within 500px', async () => {
    await page.viewport(1400, 900);
    const many: SwitcherOrganization[] = Array.from({ length: 9 }, (_, i) => ({
      id: i + 1,
      orgname: `Organization ${i + 1}`,
      properties: Array.from({ length: 6 }, (_, j) => ({
        property_id: (i + 1) * 100 + j,
        property_name: `site-${i + 1}-${j}.com`,
        property_active: true,
        license_assigned: true,
      })),
    }));
    await render(<OrgPropertySwitcher organizations={many} onSelectProperty={() => {}} />);
    await page.getByRole('button', { name: 'Select organization and property' }).click();
    const menu = page.getByRole('menu').element() as HTMLElement;
    const columns = getComputedStyle(menu).gridTemplateColumns.split(' ');
    expect(columns).toEqual(['250px', '250px', '250px', '250px']);
    expect(page.getByRole('group').elements()).toHaveLength(9);
    expect(menu.clientHeight).toBeLessThanOrEqual(500);
    expect(menu.scrollHeight).toBeGreaterThan(menu.clientHeight);
  });

  it('lays out 1–4 columns, at least 250px wide, scrolling from 8 organizations', () => {
    expect([0, 1, 2, 3, 4, 9].map(switcherColumns)).toEqual([1, 1, 2, 3, 4, 4]);
    expect(switcherColumnWidth(['Acme'])).toBe(250);
    expect(switcherColumnWidth(['Acme', 'A'.repeat(30)])).toBe(300);
    expect(switcherScrolls(7)).toBe(false);
    expect(switcherScrolls(8)).toBe(true);
  });
});
