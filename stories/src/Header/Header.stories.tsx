import { Button } from '@privacy-portal/ui/Button';
import { CartIcon } from '@privacy-portal/ui/CartIcon';
import { Header } from '@privacy-portal/ui/Header';
import { HelpPanel } from '@privacy-portal/ui/HelpPanel';
import { NotificationBell } from '@privacy-portal/ui/NotificationBell';
import { OrgPropertySwitcher, type SwitcherOrganization } from '@privacy-portal/ui/OrgPropertySwitcher';
import { UserMenu } from '@privacy-portal/ui/UserMenu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const organizations: SwitcherOrganization[] = [
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
    ],
  },
  {
    id: 2,
    orgname: 'Zeta Holdings',
    properties: [
      { property_id: 21, property_name: 'zeta.io', property_active: true, license_assigned: true },
    ],
  },
];

const slots = {
  help: <HelpPanel popularArticles={[]} onSearch={() => {}} />,
  notifications: (
    <NotificationBell
      newCount={3}
      notifications={[]}
      onToggleRead={() => {}}
      onClear={() => {}}
      onMarkAllRead={() => {}}
      onLoadMore={() => {}}
    />
  ),
  cart: <CartIcon count={2} />,
  themeToggle: (
    <Button variant="ghost" size="sm">
      Dark theme
    </Button>
  ),
  userMenu: (
    <UserMenu
      firstName="Jane"
      lastName="Doe"
      roleName="Organization Administrator"
      helpCenterUrl="https://help.example.com"
    />
  ),
};

const onSelectProperty = fn();

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'Privacy Portal',
    switcher: (
      <OrgPropertySwitcher
        organizations={organizations}
        currentOrgId={1}
        currentPropertyId={11}
        onSelectProperty={onSelectProperty}
      />
    ),
    ...slots,
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Before any organization exists there is nothing to switch. */
export const WithoutSwitcher: Story = { args: { switcher: undefined } };

export const Minimal: Story = {
  args: {
    switcher: undefined,
    help: undefined,
    notifications: undefined,
    cart: undefined,
    themeToggle: undefined,
    userMenu: undefined,
  },
};

export const LongNames: Story = {
  args: {
    switcher: (
      <OrgPropertySwitcher
        organizations={[
          {
            id: 9,
            orgname: 'International Consolidated Northwind Traders',
            properties: [
              {
                property_id: 90,
                property_name: 'customer-preferences.northwind.example.com',
                property_active: true,
                license_assigned: true,
              },
            ],
          },
        ]}
        currentOrgId={9}
        currentPropertyId={90}
        onSelectProperty={fn()}
      />
    ),
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
