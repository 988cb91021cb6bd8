import { CartIcon } from '@privacy-portal/ui/CartIcon';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Shell/CartIcon',
  component: CartIcon,
  args: { count: 3, href: '/settings/billing/cart?oid=1&pid=2' },
} satisfies Meta<typeof CartIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 3 items' });
    await expect(link).toHaveAttribute('href', '/settings/billing/cart?oid=1&pid=2');
  },
};
export const OneItem: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  },
};
export const ManyItems: Story = { args: { count: 150 } };
export const Dark: Story = { parameters: { theme: 'dark' } };
