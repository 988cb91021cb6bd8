import { type ModuleKey, moduleByKey, moduleMenu } from '@privacy-portal/sdk';
import { SideMenu, type SideMenuProps } from '@privacy-portal/ui/SideMenu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

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

export const Collapsed: Story = {};

export const Pinned: Story = {};

export const Dsar: Story = {
  args: { menu: menuOf('dsar'), currentPath: '/privacy/dsar/templates', pinned: true },
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
