import { DropdownMenu, type DropdownMenuEntry } from '@privacy-portal/ui/DropdownMenu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

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

export const Default: Story = {};

/** The open menu: links, a disabled item and a separator. */
export const Open: Story = { args: { isOpen: true } };

export const IconOnly: Story = {
  args: { label: 'User menu', iconOnly: true, isOpen: true },
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
};

/** Long organization and property names: the trigger ends in an ellipsis, items wrap. */
export const LongNames: Story = {
  args: {
    label: 'Demo Retail International Holdings GmbH & Co. KG — Demo Store',
    icon: undefined,
    isOpen: true,
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
};

/** The organization menu of the header: fixed width and a height limit (spec shell constants). */
export const FixedSize: Story = {
  args: {
    label: 'Demo Retail',
    icon: undefined,
    menuWidth: 250,
    menuMaxHeight: 200,
    isOpen: true,
    items: Array.from({ length: 12 }, (_, i) => ({ id: `org-${i + 1}`, label: `Organization ${i + 1}` })),
  },
};

export const Dark: Story = { ...Open, parameters: { theme: 'dark' } };
