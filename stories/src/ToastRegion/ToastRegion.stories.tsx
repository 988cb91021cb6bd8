import { type Toast, ToastRegion } from '@privacy-portal/ui/ToastRegion';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

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

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Notifications' }));
    const error = region.getByRole('alert');
    await userEvent.click(within(error).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('3');
    await waitFor(() => expect(region.queryByRole('alert')).toBeNull());
    await expect(region.getAllByRole('status')).toHaveLength(2);
  },
};
/** Each toast leaves after its own duration (shortened here to keep the story quick). */
export const AutoDismiss: Story = {
  args: {
    toasts: [
      { id: 'a', tone: 'success', message: 'Successfully Upgraded Plan', durationMs: 300 },
      { id: 'b', tone: 'info', message: 'Please complete the previous steps' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Successfully Upgraded Plan')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledWith('a');
    await expect(canvas.getByText('Please complete the previous steps')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  },
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
