import { type Toast, ToastRegion } from '@privacy-portal/ui/ToastRegion';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

const toasts: Toast[] = [
  { id: '1', tone: 'success', message: 'Request Sent Successfully' },
  { id: '2', tone: 'info', message: 'Please complete the previous steps' },
  { id: '3', tone: 'error', message: 'Payment could not be processed', durationMs: 0 },
];

const meta = {
  title: 'Basics/ToastRegion',
  component: ToastRegion,
  args: { toasts, onDismiss: fn(), placement: 'inline' },
  // Keeps the list like a page would: a dismissed toast leaves it.
  render: function Render(args) {
    const [list, setList] = useState(args.toasts);
    return (
      <ToastRegion
        {...args}
        toasts={list}
        onDismiss={(id) => {
          args.onDismiss(id);
          setList((current) => current.filter((t) => t.id !== id));
        }}
      />
    );
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Each toast leaves after its own duration (shortened here to keep the story quick). */
export const AutoDismiss: Story = {
  args: {
    toasts: [
      { id: 'a', tone: 'success', message: 'Successfully Upgraded Plan', durationMs: 300 },
      { id: 'b', tone: 'info', message: 'Please complete the previous steps' },
    ],
  },
};
export const Empty: Story = {
  args: { toasts: [] },
};
export const LongText: Story = {
  args: {
    toasts: [
      {
        id: 'l',
        tone: 'warning',
        title: 'The subscription status for Consent Preference Enterprise has changed',
        message:
          'Please contact your administrator about www.a-very-long-property-name-for-the-marketing-department.example',
      },
    ],
  },
};
export const Floating: Story = { args: { placement: 'top-end' } };
export const Dark: Story = { parameters: { theme: 'dark' } };
