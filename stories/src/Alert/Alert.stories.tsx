import { Alert } from '@privacy-portal/ui/Alert';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/Alert',
  component: Alert,
  args: { tone: 'success', children: 'Successfully Upgraded Plan' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'Please complete the previous steps' } };
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Email verification required!',
    children: 'You have not verified your email address',
  },
};
export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', children: 'Card declined: insufficient funds', onDismiss: fn() },
};
/** Dismisses itself after the spec's 5000 ms. */
export const AutoDismiss: Story = {
  args: { tone: 'success', children: 'Request Sent Successfully', durationMs: 5000, onDismiss: fn() },
};
export const LongText: Story = {
  args: {
    tone: 'info',
    title: 'The subscription status for Cookie Consent Business Plus has changed',
    children:
      'The subscription status for Cookie Consent has changed. Please contact your administrator. www.a-very-long-property-name-for-the-marketing-department.example',
    onDismiss: fn(),
  },
};

const allTones = () => (
  <div style={{ display: 'grid', gap: 'var(--pp-space-3)' }}>
    <Alert tone="success" onDismiss={() => {}}>
      Successfully Upgraded Plan
    </Alert>
    <Alert tone="info">Please complete the previous steps</Alert>
    <Alert tone="warning" title="Email verification required!">
      You have not verified your email address
    </Alert>
    <Alert tone="error" onDismiss={() => {}}>
      Card declined: insufficient funds
    </Alert>
  </div>
);
export const AllTones: Story = { render: allTones };
export const Dark: Story = { render: allTones, parameters: { theme: 'dark' } };
