import { CartIcon } from '@privacy-portal/ui/CartIcon';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Shell/CartIcon',
  component: CartIcon,
  args: { count: 3, href: '/settings/billing/cart?oid=1&pid=2' },
} satisfies Meta<typeof CartIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneItem: Story = {
  args: { count: 1 },
};
export const Empty: Story = {
  args: { count: 0 },
};
export const ManyItems: Story = { args: { count: 150 } };
export const Dark: Story = { parameters: { theme: 'dark' } };
