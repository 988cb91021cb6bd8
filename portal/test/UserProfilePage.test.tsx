import { DEMO_EMAILS, DEMO_PASSWORD } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { UserProfilePage } from '../src/pages/user-profile/UserProfilePage.tsx';
import { renderPage } from './support/renderPage.tsx';

describe('UserProfilePage', () => {
  it("saves the user's name, with the contract's limits on the fields", async () => {
    const { requests } = await renderPage(<UserProfilePage />, { path: '/userprofile' });
    const first = page.getByRole('textbox', { name: 'First name' });
    await expect.element(first).toHaveValue('Olivia');
    await expect.element(first).toHaveAttribute('maxlength', '60');
    await first.fill('  ');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.element(page.getByText('Enter your first name.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await first.fill('Liv');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.element(page.getByText('Your name was saved.')).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ firstname: 'Liv', lastname: 'Owner' });
  });

  it('checks a new password by the shared rules and changes it', async () => {
    await renderPage(<UserProfilePage />, { path: '/userprofile' });
    const current = page.getByLabelText(/^Current password/);
    await expect.element(current).toBeVisible();
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.element(page.getByText('Enter your current password.')).toBeVisible();
    await expect.element(page.getByText('Enter a new password.')).toBeVisible();
    await expect.element(current).toHaveFocus();
    await current.fill('Demo-Password-1');
    await page.getByLabelText(/^New password/).fill('New-Password-2');
    await page.getByLabelText(/^Confirm new password/).fill('New-Password-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.element(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabelText(/^Confirm new password/).fill('New-Password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.element(page.getByText('Your password was changed.')).toBeVisible();
    await expect.element(current).toHaveValue('');
  });
});

describe('UserProfilePage: two-factor authentication', () => {
  const code = () => page.getByRole('textbox', { name: 'Authentication code' });

  it("checks the code by the contract, puts the server's refusal on it, then turns two-factor on", async () => {
    const { requests, state } = await renderPage(<UserProfilePage />, { path: '/userprofile' });
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect.element(page.getByText('Setup key', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect
      .element(page.getByText('Enter the 6-digit code your authenticator app shows.'))
      .toBeVisible();
    await expect.element(code()).toHaveFocus();
    await code().fill('12x456');
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect
      .element(page.getByText('Enter the 6-digit code your authenticator app shows.'))
      .toBeVisible();
    expect(requests.filter((r) => r.path === '/api/v1/update-app-authencation')).toEqual([]);

    await code().fill('000 000');
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect
      .element(page.getByText('Authentication code does not match the authenticator app.'))
      .toBeVisible();
    await expect.element(code()).toBeInvalid();
    await expect.element(code()).toHaveFocus();

    await code().fill(`${state.settings.otp.slice(0, 3)} ${state.settings.otp.slice(3)}`);
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect.element(page.getByText('Two-factor authentication is on.')).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/v1/update-app-authencation').at(-1)?.body).toEqual({
      code: state.settings.otp,
    });
    await page.getByText('I have saved these codes').click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByText('On', { exact: true })).toBeVisible();
  });

  it('asks for the password to turn it off, with the refusal on the field', async () => {
    const { requests } = await renderPage(<UserProfilePage />, {
      path: '/userprofile',
      as: DEMO_EMAILS.twoFactor,
    });
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    const dialog = page.getByRole('dialog');
    const password = dialog.getByLabelText(/^Password/);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect.element(dialog.getByText('Enter your password to turn two-factor off.')).toBeVisible();
    await expect.element(password).toHaveFocus();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await password.fill('Wrong-Password-1');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect.element(dialog.getByText('Password is incorrect.')).toBeVisible();
    await expect.element(password).toBeInvalid();
    await password.fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect.element(page.getByText('Two-factor authentication is off.')).toBeVisible();
    await expect.element(page.getByText('Off', { exact: true })).toBeVisible();
  });
});

describe('UserProfilePage: theme and default pair', () => {
  it('saves the theme on choice, and says so when the server refuses it', async () => {
    const { worker, requests } = await renderPage(<UserProfilePage />, { path: '/userprofile' });
    await page.getByText('Dark', { exact: true }).click();
    await expect.element(page.getByText('The dark theme is saved.')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/v1/user')?.body).toEqual({
      theme: 'dark',
    });
    worker.use(
      http.post(
        '/api/v1/user',
        () =>
          HttpResponse.json(
            { error: { code: 'internal_error', message: 'The theme could not be saved' } },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await page.getByText('Light', { exact: true }).click();
    await expect.element(page.getByText('The theme could not be saved.')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('asks for a pair, puts a missing one on the field, and saves a listed one', async () => {
    const { worker, requests } = await renderPage(<UserProfilePage />, {
      path: '/userprofile',
      // The owner as the API would answer without a default pair.
      prepare: (state) =>
        state.answers.edit('/user', (user) => {
          (user.response as Record<string, unknown>).default_organization_property = null;
        }),
    });
    const save = page.getByRole('button', { name: 'Save default' });
    await save.click();
    await expect.element(page.getByText('Choose an organization and property.')).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/v1/user/defaultproperty')).toEqual([]);

    await page.getByRole('button', { name: /Default organization and property/ }).click();
    await page.getByRole('option').first().click();
    worker.use(
      http.post(
        '/api/v1/user/defaultproperty',
        () =>
          HttpResponse.json(
            { error: { code: 'not_found', message: 'This property no longer exists' } },
            { status: 404 },
          ),
        { once: true },
      ),
    );
    await save.click();
    await expect.element(page.getByText('This property no longer exists.')).toBeVisible();
    await save.click();
    await expect.element(page.getByText('Your default organization and property are saved.')).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/v1/user/defaultproperty').at(-1)?.body).toMatchObject({
      default_organization_property: { organization_id: expect.any(Number), property_id: expect.any(Number) },
    });
  });
});
