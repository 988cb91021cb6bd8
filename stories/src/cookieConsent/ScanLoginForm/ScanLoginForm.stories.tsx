import { ScanLoginForm } from '@privacy-portal/ui/cookieConsent/ScanLoginForm';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

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
export const Empty: Story = {};

/** Saved: the password is never shown, only that one is stored. */
export const Saved: Story = { args: { login: SAVED } };

export const TestPassed: Story = {
  args: {
    login: SAVED,
    testResult: {
      ok: true,
      message: 'Logged in: the page after the login is https://demo-store.example/account.',
    },
  },
};

export const TestFailed: Story = {
  args: {
    login: SAVED,
    testResult: { ok: false, message: 'Still on the login page after submitting the form.' },
  },
};

export const Testing: Story = { args: { login: SAVED, testing: true } };

export const ReadOnly: Story = {
  args: { login: SAVED, onSave: undefined, onTest: undefined, onDelete: undefined },
};
