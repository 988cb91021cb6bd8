import { OrgPropertySwitcher, type SwitcherOrganization } from '@privacy-portal/ui/OrgPropertySwitcher';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

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

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Organization Acme property acme.com',
    });
    await userEvent.hover(trigger);
    const body = within(document.body);
    const item = await body.findByRole('menuitemradio', { name: 'blog.acme.com' });
    await userEvent.click(item);
    await expect(args.onSelectProperty).toHaveBeenCalledWith(1, 13);
  },
};

/** A property without a licence is greyed but can be chosen (to buy its licence); an inactive one cannot. */
export const UnavailableProperties: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const body = within(document.body);
    const unlicensed = await body.findByRole('menuitemradio', { name: 'shop.acme.com' });
    await expect(unlicensed).not.toHaveAttribute('aria-disabled', 'true');
    await expect(unlicensed).toHaveAccessibleDescription('No licence');
    await expect(body.getByRole('menuitemradio', { name: 'legacy.zeta.io' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(body.getByText('No properties')).toBeVisible();
    await expect(args.onSelectProperty).not.toHaveBeenCalled();
  },
};

/** 8 or more organizations: four columns and a scrolling dropdown. */
export const ManyOrganizations: Story = {
  args: { organizations: many, currentOrgId: 100, currentPropertyId: 1000 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await within(document.body).findAllByRole('group')).toHaveLength(9);
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('International Consolidated Northwind Traders')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { organizations: [], currentOrgId: null, currentPropertyId: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Select organization and property' }),
    );
    await expect(await within(document.body).findByText('No organizations')).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: UnavailableProperties.play,
};
