import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { SignupPage } from '../src/pages/signup/SignupPage.tsx';
import { renderPage } from './support/renderPage.tsx';

const textbox = (name: string) => page.getByRole('textbox', { name });
const password = (name: string) => page.getByLabelText(name, { exact: true });
const createAccount = () => page.getByRole('button', { name: 'Create account' }).click();

async function fillValid(email: string) {
  await textbox('First name').fill(' Nina ');
  await textbox('Last name').fill('New');
  await textbox('Work email').fill(email);
  await password('Password').fill('Secret123');
  await password('Confirm password').fill('Secret123');
}

describe('SignupPage', () => {
  it("checks every field by the contract's RegisterRequest and the password policy before sending", async () => {
    const { requests } = await renderPage(<SignupPage />, { as: null, path: '/signup' });
    await expect.element(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect.element(textbox('First name')).toHaveAttribute('maxlength', '60');
    await expect.element(textbox('Work email')).toHaveAttribute('maxlength', '254');
    await expect
      .element(
        page.getByText('At least 8 characters, with a lower-case letter, an upper-case letter and a digit.'),
      )
      .toBeVisible();
    await createAccount();
    await expect.element(page.getByText('Enter your first name.')).toBeVisible();
    await expect.element(page.getByText('Enter your last name.')).toBeVisible();
    await expect.element(page.getByText('Enter your email address.')).toBeVisible();
    await expect.element(page.getByText('Choose a password.')).toBeVisible();
    await expect.element(page.getByText('Enter the password again.')).toBeVisible();
    await expect.element(textbox('First name')).toHaveFocus();

    await fillValid('not-an-address');
    await password('Password').fill('weakpass');
    await createAccount();
    await expect.element(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect
      .element(page.getByText('The password must contain an upper-case letter, must contain a digit.'))
      .toBeVisible();
    await expect.element(page.getByText('Enter your first name.')).not.toBeInTheDocument();
    await expect.element(textbox('Work email')).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('creates the account, says where the mail went, and sends it again on request', async () => {
    const { requests } = await renderPage(<SignupPage />, { as: null, path: '/signup' });
    await fillValid('nina@new.test');
    await createAccount();
    await expect.element(page.getByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    await expect.element(page.getByText('nina@new.test', { exact: true })).toBeVisible();
    expect(requests.find((r) => r.path === '/api/v1/register')?.body).toEqual({
      firstname: 'Nina',
      lastname: 'New',
      email: 'nina@new.test',
      password: 'Secret123',
      confirmpassword: 'Secret123',
    });
    await page.getByRole('button', { name: 'Resend the email' }).click();
    await expect
      .element(
        page.getByText('If nina@new.test has an unverified account, the verification email is sent to it.'),
      )
      .toBeVisible();
    expect(requests.find((r) => r.path === '/api/v1/email/resend')?.body).toEqual({ email: 'nina@new.test' });
  });

  it('says so when the resend is refused', async () => {
    const { worker } = await renderPage(<SignupPage />, { as: null, path: '/signup' });
    await fillValid('nina@new.test');
    await createAccount();
    await expect.element(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    worker.use(
      http.post(
        '/api/v1/email/resend',
        () =>
          HttpResponse.json(
            { error: { code: 'rate_limited', message: 'Too many mails; try again later' } },
            { status: 429 },
          ),
        { once: true },
      ),
    );
    await page.getByRole('button', { name: 'Resend the email' }).click();
    await expect.element(page.getByText('Too many mails; try again later.')).toBeVisible();
  });

  it("puts the server's refusal of a taken address on the email field", async () => {
    await renderPage(<SignupPage />, { as: null, path: '/signup' });
    await fillValid('owner@demo.test');
    await createAccount();
    await expect.element(page.getByText('Email is already registered.')).toBeVisible();
    await expect.element(textbox('Work email')).toBeInvalid();
    await expect.element(textbox('Work email')).toHaveFocus();
    await expect.element(page.getByText('Please correct the marked fields.')).toBeVisible();
  });

  it('starts a paid sign-up when the link carries a plan', async () => {
    const { requests } = await renderPage(<SignupPage />, {
      as: null,
      path: '/signup',
      url: '/signup?plan_id=price_dsar_professional_monthly&plan_type=1&units=2&email=paid%40new.test',
    });
    await expect.element(textbox('Work email')).toHaveValue('paid@new.test');
    await fillValid('paid@new.test');
    await createAccount();
    await expect.element(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const call = requests.find((r) => r.path === '/api/v1/signup_new');
    expect(call?.body).toMatchObject({ email: 'paid@new.test' });
    expect(requests.some((r) => r.path === '/api/v1/register')).toBe(false);
  });
});
