import { UserMenu } from '@privacy-portal/ui/UserMenu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';

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

export const Default: Story = {};

/** After the quick-start guide is dismissed the top menu hosts Quick Start. */
export const WithQuickStart: Story = {
  args: { quickStartInTopMenu: true },
};

export const ViewOnlyRole: Story = { args: { roleName: 'Organization View only' } };

export const LongName: Story = {
  args: {
    firstName: 'Maximiliana-Josephine',
    lastName: 'Vandenberghe-Oppenheimer',
    roleName: 'Company Administrator',
  },
};

/** No prop opens the menu, so the dark story clicks to show it; the ui test asserts the entries. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane Doe/ }));
    await within(document.body).findByRole('menu');
  },
};
