import { DropdownMenu, type DropdownMenuEntry } from '@privacy-portal/ui/DropdownMenu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** A user menu like the header's: profile, settings, help, sign out. */
const userItems: DropdownMenuEntry[] = [
  { id: 'profile', label: 'User profile', icon: 'user', description: 'Company Owner', href: '#userprofile' },
  { id: 'settings', label: 'Settings', icon: 'edit' },
  { id: 'licenses', label: 'License history', icon: 'cart', isDisabled: true },
  { id: 'sep-1', separator: true },
  { id: 'help', label: 'Get help', icon: 'info', href: 'https://example.com/help', target: '_blank' },
  { id: 'signout', label: 'Sign out', icon: 'arrow-right' },
];

const meta = {
  title: 'Basics/DropdownMenu',
  component: DropdownMenu,
  args: { label: 'owner@demo.test', icon: 'user', items: userItems, onAction: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'owner@demo.test' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('signout');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The open menu, reached by keyboard: links, a disabled item and a separator. */
export const Open: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /^User profile/ })).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: 'License history' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      within(menu).getByRole('menuitem', { name: 'Get help (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const IconOnly: Story = {
  args: { label: 'User menu', iconOnly: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'User menu' }));
    await within(document.body).findByRole('menu');
  },
};

export const AlignedEnd: Story = {
  args: { label: 'Actions', icon: undefined, placement: 'bottom end', items: userItems.slice(0, 3) },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'owner@demo.test' })).toBeDisabled();
  },
};

/** Long organization and property names: the trigger ends in an ellipsis, items wrap. */
export const LongNames: Story = {
  args: {
    label: 'Demo Retail International Holdings GmbH & Co. KG — Demo Store',
    icon: undefined,
    items: [
      {
        id: 'a',
        label: 'Demo Retail International Holdings GmbH & Co. KG — Demo Store',
        description: 'demo-store.example.com',
      },
      { id: 'b', label: 'Demo Health Clinics and Rehabilitation Centres of Northern Europe — Demo Clinic' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Demo Retail/ }));
    await within(document.body).findByRole('menu');
  },
};

/** The organization menu of the header: fixed width and a height limit (spec shell constants). */
export const FixedSize: Story = {
  args: {
    label: 'Demo Retail',
    icon: undefined,
    menuWidth: 250,
    menuMaxHeight: 200,
    items: Array.from({ length: 12 }, (_, i) => ({ id: `org-${i + 1}`, label: `Organization ${i + 1}` })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo Retail' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(menu.parentElement!.getBoundingClientRect().width).toBe(250);
  },
};

export const Dark: Story = { ...Open, parameters: { theme: 'dark' } };
