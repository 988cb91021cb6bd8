import { type ModuleKey, moduleByKey, moduleMenu } from '@privacy-portal/sdk';
import { SideMenu, type SideMenuProps } from '@privacy-portal/ui/SideMenu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/** The menus come from the sdk's module registry, as the portal passes them. */
const menuOf = (key: ModuleKey) => moduleMenu(moduleByKey(key));

/** The app keeps the pinned state (and restores it on load); here it lives in the story. */
function PinnableSideMenu(args: SideMenuProps) {
  const [pinned, setPinned] = useState(args.pinned);
  return (
    <div style={{ display: 'flex', height: 520 }}>
      <SideMenu
        {...args}
        pinned={pinned}
        onPinnedChange={(next) => {
          args.onPinnedChange(next);
          setPinned(next);
        }}
      />
      <div style={{ padding: 16 }}>Page content</div>
    </div>
  );
}

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    menu: menuOf('cookieConsent'),
    currentPath: '/cookie-consent/cookie-category/list',
    organizationName: 'Acme Corporation',
    propertyName: 'www.acme.com',
    oid: 1,
    pid: 11,
    pinned: false,
    onPinnedChange: fn(),
  },
  render: (args) => <PinnableSideMenu {...args} />,
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const navWidth = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation').getBoundingClientRect().width;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cookie Category' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Cookie Category' })).toHaveAttribute(
      'href',
      '/cookie-consent/cookie-category/list?oid=1&pid=11',
    );
    await expect(navWidth(canvasElement)).toBe(35);
  },
};

export const ExpandsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: 'Dashboard' }));
    await expect(canvas.getByTitle('Acme Corporation')).toBeVisible();
    await userEvent.unhover(canvas.getByRole('navigation'));
    await expect(canvas.queryByTitle('Acme Corporation')).toBeNull();
  },
};

export const Pinned: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pin = canvas.getByRole('button', { name: 'Keep menu expanded' });
    await userEvent.click(pin);
    await expect(args.onPinnedChange).toHaveBeenCalledWith(true);
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await userEvent.unhover(canvas.getByRole('navigation'));
    await expect(canvas.getByTitle('www.acme.com')).toBeVisible();
  },
};

export const Dsar: Story = {
  args: { menu: menuOf('dsar'), currentPath: '/privacy/dsar/templates', pinned: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Custom Template' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const ConsentPreference: Story = {
  args: {
    menu: menuOf('consentPreference'),
    currentPath: '/consent-preference/subscription-consent-banner-configuration',
    pinned: true,
  },
};
export const SocialFortuna: Story = {
  args: { menu: menuOf('socialFortuna'), currentPath: '/social-fortuna/configuration', pinned: true },
};
export const Ropa: Story = {
  args: { menu: menuOf('ropa'), currentPath: '/ropa/entity/vendors', pinned: true },
};
export const DataDiscovery: Story = {
  args: { menu: menuOf('dataDiscovery'), currentPath: '/data-discovery/jobs', pinned: true },
};
/** A path outside the menu's entries marks none as current. */
export const NoCurrentEntry: Story = { args: { menu: menuOf('ropa'), currentPath: '/ropa', pinned: true } };

export const LongNames: Story = {
  args: {
    organizationName: 'International Consolidated Northwind Traders Holding',
    propertyName: 'customer-preferences.northwind-traders.example.com',
    pinned: true,
  },
};

export const Dark: Story = { parameters: { theme: 'dark' }, args: { pinned: true } };
export const DarkCollapsed: Story = { parameters: { theme: 'dark' } };
