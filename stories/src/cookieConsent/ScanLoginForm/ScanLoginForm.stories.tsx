import { ScanLoginForm } from '@privacy-portal/ui/cookieConsent/ScanLoginForm';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const SAVED = {
  login_url: 'https://demo-store.example/account/login',
  username_selector: '#email',
  password_selector: '#password',
  submit_selector: 'button[type=submit]',
  username: 'scanner@demo-store.example',
  password_set: true,
  updated_at: '2026-03-01T10:00:00.000Z',
};

const meta = {
  title: 'Cookie Consent/ScanLoginForm',
  component: ScanLoginForm,
  args: { login: null, onSave: fn(), onTest: fn(), onDelete: fn() },
} satisfies Meta<typeof ScanLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: the password is asked for. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Test login' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save login' }));
    await expect(canvas.getByText('Enter the password.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saved: the password is never shown, only that one is stored. */
export const Saved: Story = {
  args: { login: SAVED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A password is stored')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Test login' }));
    await expect(args.onTest).toHaveBeenCalled();
  },
};

export const TestPassed: Story = {
  args: {
    login: SAVED,
    testResult: {
      ok: true,
      message: 'Logged in: the page after the login is https://demo-store.example/account.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The login worked');
  },
};

export const TestFailed: Story = {
  args: {
    login: SAVED,
    testResult: { ok: false, message: 'Still on the login page after submitting the form.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The login failed');
  },
};

export const Testing: Story = { args: { login: SAVED, testing: true } };

export const ReadOnly: Story = {
  args: { login: SAVED, onSave: undefined, onTest: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Save login' })).toBeNull();
  },
};
