import { DEMO_PASSWORD } from '@privacy-portal/mocks';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LoginPage } from '../src/pages/login/LoginPage.tsx';
import { renderPage } from './support/renderPage.tsx';

// The login form is drawn before the login machine (xstate) has loaded; the machine comes on first use.

describe('LoginPage: the login machine on first use', () => {
  it('draws the form at once and sends nothing until the user submits', async () => {
    const { requests } = await renderPage(<LoginPage />, { as: null, path: '/login' });
    await expect.element(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    await expect.element(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(requests.filter((r) => r.path.endsWith('/login'))).toEqual([]);
  });

  it('submits through the machine loaded on the first interaction, and shows a refusal', async () => {
    const { requests } = await renderPage(<LoginPage />, { as: null, path: '/login' });
    await page.getByRole('textbox', { name: 'Email' }).fill('owner@demo.test');
    await page.getByLabelText('Password').fill('not-the-password');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Incorrect email or password', { exact: false })).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/login'))).toHaveLength(1);
    // The next try goes through the same machine.
    await page.getByLabelText('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => requests.filter((r) => r.method === 'POST' && r.path.endsWith('/login')).length)
      .toBe(2);
  });
});
