import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ForgotPasswordPage } from '../src/pages/forgot-password/ForgotPasswordPage.tsx';
import { ResetPasswordPage } from '../src/pages/reset-password/ResetPasswordPage.tsx';
import { SetPasswordPage } from '../src/pages/set-password/SetPasswordPage.tsx';
import { ResendVerificationForm } from '../src/pages/verify-email/ResendVerificationForm.tsx';
import { renderPage } from './support/renderPage.tsx';

const TOKEN = 'a'.repeat(32);
const textbox = (name: string) => page.getByRole('textbox', { name });
const password = (name: string) => page.getByLabelText(name, { exact: true });

/** The login page the forms navigate to: shows the notice it was handed. */
function LoginStub() {
  const state = useLocation().state as { notice?: string } | null;
  return <p>Login page: {state?.notice}</p>;
}

/** The page under test at its route, with /login beside it. */
function withLogin(path: string, element: React.ReactNode) {
  return (
    <Routes>
      <Route path={path} element={element} />
      <Route path="/login" element={<LoginStub />} />
    </Routes>
  );
}

const refusal = (status: number, code: string, message: string, details?: unknown[]) =>
  HttpResponse.json({ error: { code, message, ...(details ? { details } : {}) } }, { status });

describe('ForgotPasswordPage', () => {
  it('checks the address by the contract, then mails the link and says so', async () => {
    const { requests } = await renderPage(<ForgotPasswordPage />, { as: null });
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect.element(page.getByText('Enter your email address.')).toBeVisible();
    await expect.element(textbox('Email')).toHaveFocus();
    await textbox('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect.element(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await textbox('Email').fill(' owner@demo.test ');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect.element(page.getByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    await expect.element(page.getByText('owner@demo.test', { exact: true })).toBeVisible();
    expect(requests.find((r) => r.path === '/api/v1/password/forgot')?.body).toEqual({
      email: 'owner@demo.test',
    });
  });

  it("puts the server's refusal of the address on the field", async () => {
    const { worker } = await renderPage(<ForgotPasswordPage />, { as: null });
    worker.use(
      http.post(
        '/api/v1/password/forgot',
        () =>
          refusal(400, 'validation_failed', 'body.email must be an email address', [
            { in: 'body', field: 'email', reason: 'must be an email address' },
          ]),
        { once: true },
      ),
    );
    await textbox('Email').fill('someone@example.org');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect.element(page.getByText('Email must be an email address.')).toBeVisible();
    await expect.element(textbox('Email')).toBeInvalid();
    await expect.element(textbox('Email')).toHaveFocus();
    // Marked on its field, the refusal is not repeated above the form.
    await expect.element(page.getByText('Please correct the marked fields.')).not.toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  const open = () =>
    renderPage(withLogin('/resetpswd/:id', <ResetPasswordPage />), {
      as: null,
      path: '*',
      url: `/resetpswd/${TOKEN}`,
    });

  it('checks the password and its confirmation before sending', async () => {
    const { requests } = await open();
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.element(page.getByText('Choose a password.')).toBeVisible();
    await expect.element(page.getByText('Enter the password again.')).toBeVisible();
    await expect.element(password('New password')).toHaveFocus();
    await password('New password').fill('Secret123');
    await password('Confirm password').fill('Secret124');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.element(page.getByText('The passwords do not match.')).toBeVisible();
    await expect.element(page.getByText('Choose a password.')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('offers a new link when the server refuses the token, and logs in after a change', async () => {
    const { worker, requests } = await open();
    worker.use(
      http.post('/api/v1/password/reset', () => refusal(400, 'link_invalid', 'This link has expired.'), {
        once: true,
      }),
    );
    await password('New password').fill('Secret123');
    await password('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.element(page.getByText('This link has expired.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
    worker.use(
      http.post('/api/v1/password/reset', () => HttpResponse.json({ message: 'Changed.' }), { once: true }),
    );
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect
      .element(
        page.getByText('Your password has been changed. Log in with your new password.', { exact: false }),
      )
      .toBeVisible();
    expect(requests.filter((r) => r.path === '/api/v1/password/reset').at(-1)?.body).toEqual({
      token: TOKEN,
      password: 'Secret123',
      confirmpassword: 'Secret123',
    });
  });

  it('puts a weak password refusal on the password field', async () => {
    const { worker } = await open();
    worker.use(
      http.post(
        '/api/v1/password/reset',
        () => refusal(400, 'weak_password', 'That password is too common.'),
        {
          once: true,
        },
      ),
    );
    await password('New password').fill('Secret123');
    await password('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.element(page.getByText('That password is too common.')).toBeVisible();
    await expect.element(password('New password')).toBeInvalid();
    await expect.element(password('New password')).toHaveFocus();
  });

  it('says when the link is too short to be one', async () => {
    await renderPage(<ResetPasswordPage />, { as: null, path: '/resetpswd/:id', url: '/resetpswd/short' });
    await expect.element(page.getByRole('heading', { name: 'This reset link is not valid' })).toBeVisible();
  });
});

describe('SetPasswordPage', () => {
  const open = () =>
    renderPage(withLogin('/setpassword/:userid', <SetPasswordPage />), {
      as: null,
      path: '*',
      url: `/setpassword/7?token=${TOKEN}`,
    });

  it('checks the password, shows a refusal, and accepts the invitation', async () => {
    const { worker, requests } = await open();
    await password('Password').fill('short');
    await page.getByRole('button', { name: 'Set password and continue' }).click();
    await expect.element(page.getByText('The password must', { exact: false })).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    worker.use(
      http.post(
        '/api/v1/invite/user/setpassword/7',
        () => refusal(400, 'password_mismatch', 'The passwords do not match.'),
        { once: true },
      ),
      http.post('/api/v1/invite/user/setpassword/7', () =>
        HttpResponse.json({ response: { email: 'new@demo.test' } }),
      ),
    );
    await password('Password').fill('Secret123');
    await password('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Set password and continue' }).click();
    await expect.element(page.getByText('The passwords do not match.')).toBeVisible();
    await expect.element(password('Confirm password')).toBeInvalid();
    await page.getByRole('button', { name: 'Set password and continue' }).click();
    await expect
      .element(page.getByText('Your password is set and your invitation is accepted.', { exact: false }))
      .toBeVisible();
    expect(requests.at(-1)).toMatchObject({
      path: '/api/v1/invite/user/setpassword/7',
      body: { newpassword: 'Secret123', confirmnewpassword: 'Secret123' },
    });
  });
});

describe('ResendVerificationForm', () => {
  it('checks the address, puts a refusal on it, and says a new link is on its way', async () => {
    const { worker, requests } = await renderPage(<ResendVerificationForm />, { as: null });
    await textbox('Email').fill('x@');
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.element(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    expect(requests).toEqual([]);
    worker.use(
      http.post(
        '/api/v1/email/resend',
        () =>
          refusal(400, 'validation_failed', 'body.email is too long', [
            { in: 'body', field: 'email', reason: 'must be at most 254 characters' },
          ]),
        { once: true },
      ),
    );
    await textbox('Email').fill('someone@example.org');
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.element(page.getByText('Email must be at most 254 characters.')).toBeVisible();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect
      .element(
        page.getByText(
          'If someone@example.org has an unverified account, the verification email is sent to it.',
        ),
      )
      .toBeVisible();
    await expect.element(page.getByText('Email must be at most 254 characters.')).not.toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ email: 'someone@example.org' });
  });
});
