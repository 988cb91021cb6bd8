import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/Dialog',
  component: Dialog,
  args: {
    title: 'Terms and conditions',
    isOpen: true,
    width: '50rem',
    onOpenChange: fn(),
    children: (
      <p>
        By using the portal you confirm that you are over 18. If nothing was purchased, liability is capped at
        100 USD.
      </p>
    ),
    footer: <Button>I Agree</Button>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opened from a button, closed with Escape; focus returns to the button. */
export const OpenAndEscape: Story = {
  args: { isOpen: undefined, footer: undefined, width: '32rem', title: 'Subscription upgrade' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Upgrade</Button>
        <Dialog {...args} isOpen={open} onOpenChange={setOpen}>
          <p>Choose a plan that fits your organization.</p>
        </Dialog>
      </>
    );
  },
};

export const NotDismissable: Story = {
  args: {
    title: 'Unauthorized Access Detected',
    width: '32rem',
    isDismissable: false,
    showCloseButton: false,
    children: <p>You are not authorized to view this organization.</p>,
    footer: <Button>Got it</Button>,
  },
};

export const LongContent: Story = {
  args: {
    title: 'Assign this property to one of your purchased cookie consent subscriptions before continuing',
    children: (
      <>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Section {i + 1}. The portal processes personal data on behalf of your organization according to
            the data processing agreement, and keeps consent records for the retention period you configure.
          </p>
        ))}
      </>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>I Agree</Button>
      </>
    ),
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
