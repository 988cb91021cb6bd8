import { DEMO_EMAILS, DEMO_IDS, issueSession, userByEmail } from '@privacy-portal/mocks';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { readRegistrationToken, storeRegistrationToken } from '../src/lib/registrationSession.ts';
import { RegistrationPage } from '../src/pages/registration/RegistrationPage.tsx';
import { renderPage } from './support/renderPage.tsx';

const EMAIL = DEMO_EMAILS.registrationIncomplete;
const textbox = (name: string) => page.getByRole('textbox', { name });
const button = (name: string) => page.getByRole('button', { name });

/** Where the finished registration (or the login) lands: shows its path and the notice it was handed. */
function Landing() {
  const location = useLocation();
  const state = location.state as { notice?: string } | null;
  return (
    <p>
      Landed on {location.pathname} {state?.notice}
    </p>
  );
}

const refusal = (status: number, code: string, message: string, details?: unknown[]) =>
  HttpResponse.json({ error: { code, message, ...(details ? { details } : {}) } }, { status });

/** The registration of the demo account that has not finished it, with its registration token stored. */
function open(handlers: RequestHandler[] = []) {
  return renderPage(
    <Routes>
      <Route path="/signup" element={<RegistrationPage />} />
      <Route path="*" element={<Landing />} />
    </Routes>,
    {
      as: null,
      path: '*',
      url: `/signup?step=required&email=${encodeURIComponent(EMAIL)}&userID=${DEMO_IDS.registrationIncomplete}`,
      prepare: (state) => {
        const user = userByEmail(state, EMAIL);
        storeRegistrationToken(issueSession(state, user.uid, 'registration').token);
      },
      handlers,
    },
  );
}

describe('RegistrationPage', () => {
  it('checks each step by the contract, then walks through the three steps and logs in', async () => {
    const { requests } = await open();
    await expect.element(page.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
    await expect.element(page.getByText('Step 1 of 3')).toBeVisible();
    await expect.element(textbox('Company name')).toHaveAttribute('maxlength', '100');
    await button('Continue').click();
    await expect.element(page.getByText('Enter the name of your company.')).toBeVisible();
    await expect.element(textbox('Company name')).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await textbox('Company name').fill('  Rita Company  ');
    await button('Continue').click();
    await expect.element(page.getByRole('heading', { name: 'Create your first organization' })).toHaveFocus();
    expect(requests.find((r) => r.path === '/api/v1/registration/company')?.body).toEqual({
      company_name: 'Rita Company',
    });

    await button('Continue').click();
    await expect.element(page.getByText('Enter a name for the organization.')).toBeVisible();
    await textbox('Organization name').fill('Rita Brand');
    await button('Continue').click();
    await expect.element(page.getByRole('heading', { name: 'Add your first property' })).toHaveFocus();

    await button('Finish registration').click();
    await expect.element(page.getByText('Enter a name for the property.')).toBeVisible();
    await expect.element(page.getByText('Enter the address of the website.')).toBeVisible();
    await expect.element(textbox('Property name')).toHaveFocus();
    await textbox('Property name').fill('Shop');
    await textbox('Website address').fill('not a website');
    await button('Finish registration').click();
    await expect
      .element(page.getByText('Enter a website address like https://www.example.com.'))
      .toBeVisible();
    expect(requests.filter((r) => r.path === '/api/v1/registration/property')).toEqual([]);

    await textbox('Website address').fill('www.shop.example');
    await button('Finish registration').click();
    await expect.element(page.getByText('Landed on /home/welcome')).toBeVisible();
    expect(requests.find((r) => r.path === '/api/v1/registration/property')?.body).toMatchObject({
      property_name: 'Shop',
      url: 'https://www.shop.example',
    });
    expect(readRegistrationToken()).toBeNull();
  });

  it("puts the server's refusal of a name on its field", async () => {
    const { worker } = await open();
    worker.use(
      http.post(
        '/api/v1/registration/company',
        () => refusal(409, 'name_taken', 'A company with this name already exists.'),
        { once: true },
      ),
    );
    await textbox('Company name').fill('Taken Company');
    await button('Continue').click();
    await expect.element(page.getByText('A company with this name already exists.')).toBeVisible();
    await expect.element(textbox('Company name')).toBeInvalid();
    await expect.element(textbox('Company name')).toHaveFocus();
    await expect.element(page.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
  });

  it('resumes at the saved step with the saved values', async () => {
    await open([
      http.get('/api/v1/registration', () =>
        HttpResponse.json({
          response: {
            userID: 1,
            email: EMAIL,
            emailVerified: false,
            step: 'company',
            company_name: 'Saved Company',
          },
        }),
      ),
    ]);
    await expect.element(textbox('Company name')).toHaveValue('Saved Company');
    await expect
      .element(page.getByText(`Your email address ${EMAIL} is not verified yet`, { exact: false }))
      .toBeVisible();
  });

  it('asks to log in again when the registration session has ended', async () => {
    await open([
      http.get('/api/v1/registration', () => refusal(401, 'unauthorized', 'The session has ended.')),
    ]);
    await expect.element(page.getByRole('heading', { name: 'Continue your registration' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Log in to continue' })).toBeVisible();
    expect(readRegistrationToken()).toBeNull();
  });

  it('sends a finished registration to the login with its notice', async () => {
    const { worker } = await open();
    worker.use(
      http.post(
        '/api/v1/registration/company',
        () => refusal(409, 'registration_complete', 'The registration is complete.'),
        { once: true },
      ),
    );
    await textbox('Company name').fill('Rita Company');
    await button('Continue').click();
    await expect
      .element(page.getByText('Your registration is already complete. Log in to continue.', { exact: false }))
      .toBeVisible();
  });
});
