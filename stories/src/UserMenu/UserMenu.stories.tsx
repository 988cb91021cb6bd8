import { UserMenu } from '@privacy-portal/ui/UserMenu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  parameters: { layout: 'centered' },
  args: {
    firstName: 'Jane',
    lastName: 'Doe',
    roleName: 'Organization Administrator',
    helpCenterUrl: 'https://help.example.com',
    buildHref: (path: string) => `${path}?oid=1&pid=2`,
    onQuickStart: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane Doe/ }));
    const body = within(document.body);
    const items = await body.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'User Preferences',
      'Organizations',
      'Billing Management',
      'Settings',
      'Help Center (opens in a new tab)',
      'Setup Wizard',
      'License History',
      'Sign Out',
    ]);
    await expect(body.getByRole('menuitem', { name: 'User Preferences' })).toHaveAttribute(
      'href',
      '/userprofile?oid=1&pid=2',
    );
  },
};

/** After the quick-start guide is dismissed the top menu hosts Quick Start. */
export const WithQuickStart: Story = {
  args: { quickStartInTopMenu: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane Doe/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Quick Start' }));
    await expect(args.onQuickStart).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('quick-start');
  },
};

export const ViewOnlyRole: Story = { args: { roleName: 'Organization View only' } };

export const LongName: Story = {
  args: {
    firstName: 'Maximiliana-Josephine',
    lastName: 'Vandenberghe-Oppenheimer',
    roleName: 'Company Administrator',
  },
};

export const Dark: Story = { parameters: { theme: 'dark' }, play: Default.play };
