import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { OrganizationDetailsPage } from '../src/pages/settings/OrganizationDetailsPage.tsx';
import { OrganizationsPage } from '../src/pages/settings/OrganizationsPage.tsx';
import { renderPage } from './support/renderPage.tsx';

const details = (id: number) =>
  renderPage(<OrganizationDetailsPage />, {
    path: '/settings/organizations/details/:id',
    url: `/settings/organizations/details/${id}`,
  });

describe('OrganizationDetailsPage', () => {
  it('edits the organization with the contract’s checks and saves it', async () => {
    const { requests } = await details(1);
    const name = page.getByRole('textbox', { name: 'Organization name' });
    await expect.element(name).toHaveValue('Demo Retail');
    await expect.element(name).toHaveAttribute('maxlength', '100');
    await expect
      .element(page.getByRole('textbox', { name: 'Description' }))
      .toHaveAttribute('maxlength', '500');
    await name.fill(' ');
    await page.getByRole('button', { name: 'Save organization' }).click();
    await expect.element(page.getByText('Enter the organization name.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    await name.fill('Demo Retail Europe');
    await page.getByRole('button', { name: 'Save organization' }).click();
    await expect.element(page.getByText('The organization details are saved.')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Demo Retail Europe', level: 1 })).toBeVisible();
  });

  it('adds a property, completing an address typed without https://', async () => {
    const { requests } = await details(1);
    await page.getByRole('button', { name: 'Add property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add property' });
    await dialog.getByRole('button', { name: 'Add property' }).click();
    await expect.element(dialog.getByText('Enter the property name.')).toBeVisible();
    await expect.element(dialog.getByText('Enter the website address.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Property name' }).fill('Outlet');
    await dialog.getByRole('textbox', { name: 'Website address' }).fill('not an address');
    await dialog.getByRole('button', { name: 'Add property' }).click();
    await expect
      .element(dialog.getByText('Enter a website address like https://www.example.com.'))
      .toBeVisible();
    await dialog.getByRole('textbox', { name: 'Website address' }).fill('outlet.example.com');
    await dialog.getByRole('button', { name: 'Add property' }).click();
    await expect.element(page.getByRole('rowheader', { name: /Outlet/ })).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      property_name: 'Outlet',
      url: 'https://outlet.example.com',
    });
  });

  it('says when the organization does not exist', async () => {
    await details(999);
    await expect.element(page.getByText('We could not load the organization')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'All organizations' })).toBeVisible();
  });
});

describe('OrganizationsPage', () => {
  it('marks a name already taken on the name field', async () => {
    // The server's answer to a taken name (server/src/modules/access/access.ts conflictOnDuplicate);
    // the mocks keep no uniqueness rule of their own.
    const taken = http.post(
      '/api/v1/organizations',
      () =>
        HttpResponse.json(
          {
            error: {
              code: 'name_taken',
              message: 'An organization with this name already exists',
              details: [{ in: 'body', field: 'orgname', reason: 'is already used' }],
            },
          },
          { status: 409 },
        ),
      { once: true },
    );
    await renderPage(<OrganizationsPage />, { path: '/settings/organizations', handlers: [taken] });
    await page.getByRole('button', { name: 'Create organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create organization' });
    await dialog.getByRole('textbox', { name: 'Organization name' }).fill('Demo Health');
    await dialog.getByRole('button', { name: 'Create organization' }).click();
    await expect.element(dialog.getByText('Please correct the marked fields.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Organization name' })).toBeInvalid();
  });
});
