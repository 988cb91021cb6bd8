import type { Schemas } from '@privacy-portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ScanLoginForm, type ScanLoginValues } from './ScanLoginForm.tsx';

const saved: Schemas['ScanLogin'] = {
  login_url: 'https://demo-store.example/login',
  username_selector: '#email',
  password_selector: '#password',
  submit_selector: 'button[type=submit]',
  username: 'scanner@demo-store.example',
  password_set: true,
  updated_at: '2026-03-01T10:00:00.000Z',
};

// The label text holds the required mark; the accessible name does not.
const password = () => page.getByLabelText(/^Password\*?$/);
const box = (name: string) => page.getByRole('textbox', { name, exact: true });

describe('ScanLoginForm', () => {
  it('saves new settings and asks for the password the first time', async () => {
    const onSave = vi.fn<(values: ScanLoginValues) => void>();
    await render(<ScanLoginForm login={null} onSave={onSave} onTest={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Test login' })).toBeDisabled();
    await box('Login page').fill('https://demo-store.example/login');
    await box('Username field').fill('#email');
    await box('Password field').fill('#password');
    await box('Submit button').fill('button[type=submit]');
    await box('Username').fill('scanner');
    await page.getByRole('button', { name: 'Save login' }).click();
    await expect.element(page.getByText('Enter the password.')).toBeVisible();
    await expect.element(password()).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    await password().fill('s3cret');
    await page.getByRole('button', { name: 'Save login' }).click();
    expect(onSave).toHaveBeenCalledWith({
      login_url: 'https://demo-store.example/login',
      username_selector: '#email',
      password_selector: '#password',
      submit_selector: 'button[type=submit]',
      username: 'scanner',
      password: 's3cret',
    });
  });

  it('says a password is stored, keeps it when left empty, and tests the saved login', async () => {
    const onSave = vi.fn<(values: ScanLoginValues) => void>();
    const onTest = vi.fn();
    const { rerender } = await render(<ScanLoginForm login={saved} onSave={onSave} onTest={onTest} />);
    await expect.element(page.getByText('A password is stored')).toBeVisible();
    await expect.element(password()).toHaveValue('');
    await page.getByRole('button', { name: 'Test login' }).click();
    expect(onTest).toHaveBeenCalled();
    await page.getByRole('button', { name: 'Save login' }).click();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ password: '' }));
    await rerender(
      <ScanLoginForm
        login={saved}
        testResult={{ ok: false, message: 'The password field #password was not found.' }}
        onSave={onSave}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('The login failed');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The password field #password was not found.');
    await rerender(
      <ScanLoginForm
        login={saved}
        testResult={{
          ok: true,
          message: 'Logged in: the page after the login is https://demo-store.example/account.',
        }}
        onSave={onSave}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('The login worked');
  });

  it('forgets the login after confirming', async () => {
    const onDelete = vi.fn();
    await render(<ScanLoginForm login={saved} onSave={() => {}} onDelete={onDelete} />);
    await page.getByRole('button', { name: 'Forget login' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Forget login' }).click();
    expect(onDelete).toHaveBeenCalled();
  });

  it('is read-only for a reader', async () => {
    await render(<ScanLoginForm login={saved} />);
    await expect.element(box('Username')).toHaveAttribute('readonly');
    await expect.element(page.getByRole('button', { name: 'Save login' })).not.toBeInTheDocument();
  });
});
