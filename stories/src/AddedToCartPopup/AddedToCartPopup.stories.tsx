import { AddedToCartPopup } from '@privacy-portal/ui/AddedToCartPopup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
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

export const Default: Story = {};
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
};
export const Dark: Story = { parameters: { theme: 'dark' } };
