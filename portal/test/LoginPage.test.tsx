import { DEMO_EMAILS, DEMO_OTP, DEMO_PASSWORD } from '@privacy-portal/mocks';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { LoginPage } from '../src/pages/login/LoginPage.tsx';
import { renderPage } from './support/renderPage.tsx';

const textbox = (name: string) => page.getByRole('textbox', { name });
const logIn = () => page.getByRole('button', { name: 'Log in', exact: true }).click();
const verify = () => page.getByRole('button', { name: 'Verify and log in' }).click();

function Landing() {
  return <p>Landed on {useLocation().pathname}</p>;
}

function open() {
  return renderPage(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Landing />} />
    </Routes>,
    { as: null, path: '*', url: '/login' },
  );
}

const loginCalls = <R extends { path: string }>(requests: R[]) =>
  requests.filter((r) => r.path === '/api/v1/login');

describe('LoginPage', () => {
  it("checks the credentials by the contract's LoginRequest before asking the server", async () => {
    const { requests } = await open();
    await logIn();
    await expect.element(page.getByText('Enter your email address.')).toBeVisible();
    await expect.element(page.getByText('Enter your password.')).toBeVisible();
    await expect.element(textbox('Email')).toHaveFocus();
    await textbox('Email').fill('not-an-address');
    await page.getByLabelText('Password', { exact: true }).fill('anything');
    await logIn();
    await expect.element(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect.element(page.getByText('Enter your password.')).not.toBeInTheDocument();
    await expect.element(textbox('Email')).toHaveFocus();
    expect(loginCalls(requests)).toEqual([]);
  });

  it("shows the server's refusal above the form and moves focus to it", async () => {
    await open();
    await textbox('Email').fill(DEMO_EMAILS.viewer);
    await page.getByLabelText('Password', { exact: true }).fill('Wrong-Password-1');
    await logIn();
    const alert = page.getByRole('alert').filter({ hasText: 'Incorrect email or password' });
    await expect.element(alert).toBeVisible();
    await expect.element(alert).toHaveFocus();
  });

  it('checks the shape of the authenticator code and of a recovery code, then logs in', async () => {
    const { requests } = await open();
    await textbox('Email').fill(DEMO_EMAILS.twoFactor);
    await page.getByLabelText('Password', { exact: true }).fill(DEMO_PASSWORD);
    await logIn();
    await expect.element(page.getByRole('heading', { name: 'Two-factor authentication' })).toHaveFocus();
    await verify();
    await expect.element(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await expect.element(textbox('Authentication code')).toHaveFocus();
    await textbox('Authentication code').fill('12ab');
    await verify();
    await expect.element(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();

    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect
      .element(page.getByText('Enter the 6-digit code from your authenticator app.'))
      .not.toBeInTheDocument();
    await textbox('Recovery code').fill('not a code');
    await verify();
    await expect.element(page.getByText('Enter a recovery code like abcde-12345.')).toBeVisible();
    await expect.element(textbox('Recovery code')).toHaveFocus();
    expect(loginCalls(requests)).toHaveLength(1);

    await page.getByRole('button', { name: 'Use the authenticator app instead' }).click();
    await textbox('Authentication code').fill(DEMO_OTP);
    await verify();
    await expect.element(page.getByText('Landed on /home/welcome')).toBeVisible();
    expect(loginCalls(requests).at(-1)?.body).toMatchObject({ email: DEMO_EMAILS.twoFactor, otp: DEMO_OTP });
  });
});
