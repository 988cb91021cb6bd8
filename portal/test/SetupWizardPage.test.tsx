import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { SetupWizardPage } from '../src/pages/setup-wizard/SetupWizardPage.tsx';
import { renderPage } from './support/renderPage.tsx';

describe('SetupWizardPage', () => {
  it('opens on the first open step and creates a property with the contract’s checks', async () => {
    const { requests } = await renderPage(<SetupWizardPage />, { path: '/setupwizard' });
    // The demo company is filled in and has organizations: the property step is the first open one.
    await expect.element(page.getByRole('heading', { name: 'A property' })).toBeVisible();
    await page.getByRole('button', { name: 'Create property' }).click();
    await expect.element(page.getByText('Enter the property name.')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Property name' })).toHaveFocus();

    // Back to the organization step and on again, as the user may.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.element(page.getByRole('heading', { name: 'An organization' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip: use an existing organization' }).click();

    await page.getByRole('textbox', { name: 'Property name' }).fill('Pop-up shop');
    await page.getByRole('textbox', { name: 'Website address' }).fill('popup.example.com');
    await page.getByRole('button', { name: 'Create property' }).click();
    await expect.element(page.getByText('Pop-up shop', { exact: false }).first()).toBeVisible();
    expect(requests.find((r) => r.method === 'POST' && r.path.startsWith('/api/v1/property/'))?.body).toEqual(
      {
        property_name: 'Pop-up shop',
        url: 'https://popup.example.com',
      },
    );
  });

  it('saves the company on the company step', async () => {
    await renderPage(<SetupWizardPage />, { path: '/setupwizard' });
    await expect.element(page.getByRole('heading', { name: 'A property' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    const name = page.getByRole('textbox', { name: 'Company name' });
    await expect.element(name).toHaveValue('Demo Company');
    await name.fill(' ');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.element(page.getByText('Enter the company name.')).toBeVisible();
    await name.fill('Demo Company Ltd');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.element(page.getByRole('heading', { name: 'An organization' })).toBeVisible();
  });
});
