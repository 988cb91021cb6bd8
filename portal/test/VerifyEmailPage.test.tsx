import { DEMO_EMAILS, DEMO_IDS, type MockState, userByEmail } from '@privacy-portal/mocks';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { readRegistrationToken } from '../src/lib/registrationSession.ts';
import { VerifyEmailPage } from '../src/pages/verify-email/VerifyEmailPage.tsx';
import { renderPage } from './support/renderPage.tsx';

// The page spends a link once per page load (a module-level map), so each test has its own token.
let tokens = 0;
const newToken = () => `verify-${++tokens}`.padEnd(32, 'v');

/** Where the page moves on to: shows the address and the notice it was handed. */
function Landing() {
  const location = useLocation();
  const state = location.state as { notice?: string } | null;
  return (
    <p>
      Landed on {location.pathname}
      {location.search} {state?.notice}
    </p>
  );
}

/** A verification link of `email` with a known token, as the sign-up mail carries. */
function mailedLink(email: string, token: string) {
  return (state: MockState) => {
    const user = userByEmail(state, email);
    user.emailVerified = false;
    state.links.create((id) => ({
      id,
      token,
      user_id: user.uid,
      purpose: 'verify_email',
      used: false,
    }));
  };
}

function open(token: string, prepare?: (state: MockState) => void, handlers: RequestHandler[] = []) {
  return renderPage(
    <Routes>
      <Route path="/invited-user-verify-email/:id" element={<VerifyEmailPage />} />
      <Route path="*" element={<Landing />} />
    </Routes>,
    {
      as: null,
      path: '*',
      url: `/invited-user-verify-email/${token}`,
      handlers,
      ...(prepare ? { prepare } : {}),
    },
  );
}

describe('VerifyEmailPage', () => {
  it('refuses a link whose token has not the length the contract allows, without asking the server', async () => {
    const { requests } = await open('short');
    await expect.element(page.getByRole('heading', { name: 'We could not verify your email' })).toBeVisible();
    await expect
      .element(
        page.getByText(
          'This verification link is not valid. Check that you opened the whole link from the email.',
        ),
      )
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/v1/email/verify')).toEqual([]);
  });

  it('continues an unfinished registration with its token', async () => {
    const token = newToken();
    const { requests } = await open(token, mailedLink(DEMO_EMAILS.registrationIncomplete, token));
    await expect
      .element(
        page.getByText(
          `Landed on /signup?email=${encodeURIComponent(DEMO_EMAILS.registrationIncomplete)}&userID=${DEMO_IDS.registrationIncomplete}&step=required`,
          { exact: false },
        ),
      )
      .toBeVisible();
    expect(readRegistrationToken()).not.toBeNull();
    expect(requests.filter((r) => r.path === '/api/v1/email/verify').map((r) => r.body)).toEqual([{ token }]);
  });

  it('sends a finished account to the login with a notice', async () => {
    const token = newToken();
    await open(token, mailedLink(DEMO_EMAILS.viewer, token));
    await expect
      .element(page.getByText('Landed on /login Your email is verified. You can log in now.'))
      .toBeVisible();
  });

  it("shows the server's refusal of a used link and offers a new one", async () => {
    // The real server's answer to a used link, word for word.
    await open(newToken(), undefined, [
      http.post('/api/v1/email/verify', () =>
        HttpResponse.json(
          { error: { code: 'link_invalid', message: 'This verification link is invalid or has expired.' } },
          { status: 400 },
        ),
      ),
    ]);
    await expect.element(page.getByRole('heading', { name: 'We could not verify your email' })).toBeVisible();
    await expect
      .element(page.getByText('This verification link is invalid or has expired.', { exact: true }))
      .toBeVisible();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.element(page.getByText('Enter your email address.')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});
