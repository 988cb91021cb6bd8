import { AddedToCartPopup } from '@privacy-portal/ui/AddedToCartPopup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { settled } from '../support/settled.ts';

const meta = {
  title: 'Billing/AddedToCartPopup',
  component: AddedToCartPopup,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: {
    isOpen: true,
    productName: 'Cookie Consent Professional',
    cycle: 'monthly',
    price: 49,
    quantity: 1,
    cartHref: '/settings/billing/cart?oid=7&pid=12',
    onHide: fn(),
    // Stories stay put for screenshots and the axe check; the Hides story shows the timer.
    hideAfterMs: 0,
  },
} satisfies Meta<typeof AddedToCartPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popup = canvas.getByRole('region', { name: 'Added to cart' });
    await expect(popup).toHaveTextContent('Billed - monthly');
    await expect(popup).toHaveTextContent('Price - $49');
    await expect(popup).toHaveTextContent('Quantity - 1');
    await expect(canvas.getByRole('link', { name: 'Open Cart' })).toHaveAttribute(
      'href',
      '/settings/billing/cart?oid=7&pid=12',
    );
  },
};
export const Yearly: Story = { args: { cycle: 'yearly', price: 490, quantity: 3 } };
export const LongProductName: Story = {
  args: {
    productName: 'Business Plus bundle: 5 Cookie Consent, 1 DSAR and 5 Consent Preference plans',
    price: 1990.5,
  },
};
/** With the real timer (shortened here): the popup calls onHide and the parent hides it. */
export const Hides: Story = {
  args: { hideAfterMs: 300 },
  render: function HidesRender(args) {
    const [open, setOpen] = useState(true);
    return (
      <AddedToCartPopup
        {...args}
        isOpen={open}
        onHide={() => {
          args.onHide();
          setOpen(false);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onHide).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).queryByText('Added to cart')).toBeNull();
  },
};
export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onHide).toHaveBeenCalledTimes(1);
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
