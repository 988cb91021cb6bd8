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
