import { OrgPropertySwitcher, type SwitcherOrganization } from '@privacy-portal/ui/OrgPropertySwitcher';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';

const organizations: SwitcherOrganization[] = [
  {
    id: 2,
    orgname: 'Zeta Holdings',
    properties: [
      {
        property_id: 21,
        property_name: 'zeta.io',
        property_active: true,
        license_assigned: true,
        is_default: true,
      },
      { property_id: 22, property_name: 'legacy.zeta.io', property_active: false, license_assigned: true },
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
  { id: 3, orgname: 'Brand New Org', properties: [] },
];

const many: SwitcherOrganization[] = Array.from({ length: 9 }, (_, i) => ({
  id: 100 + i,
  orgname: `Organization ${String.fromCharCode(65 + i)}`,
  properties: Array.from({ length: 5 }, (_, j) => ({
    property_id: 1000 + i * 10 + j,
    property_name: `site-${j + 1}.org-${String.fromCharCode(97 + i)}.com`,
    property_active: j !== 4,
    license_assigned: true,
    is_default: j === 0,
  })),
}));

const meta = {
  title: 'Shell/OrgPropertySwitcher',
  component: OrgPropertySwitcher,
  args: { organizations, currentOrgId: 1, currentPropertyId: 11, onSelectProperty: fn() },
} satisfies Meta<typeof OrgPropertySwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No prop opens the dropdown, so the stories that show it open click the trigger; the ui test asserts it. */
const openSwitcher: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  await within(document.body).findByRole('menu');
};

export const Default: Story = {};

/** A property without a licence is greyed but can be chosen (to buy its licence); an inactive one cannot. */
export const UnavailableProperties: Story = { play: openSwitcher };

/** 8 or more organizations: four columns and a scrolling dropdown. */
export const ManyOrganizations: Story = {
  args: { organizations: many, currentOrgId: 100, currentPropertyId: 1000 },
  play: openSwitcher,
};

export const LongNames: Story = {
  args: {
    organizations: [
      {
        id: 7,
        orgname: 'International Consolidated Northwind Traders',
        properties: [
          {
            property_id: 70,
            property_name: 'customer-preferences.northwind-traders.example.com',
            property_active: true,
            license_assigned: true,
          },
        ],
      },
    ],
    currentOrgId: 7,
    currentPropertyId: 70,
  },
};

export const Empty: Story = {
  args: { organizations: [], currentOrgId: null, currentPropertyId: null },
  play: openSwitcher,
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: openSwitcher,
};
