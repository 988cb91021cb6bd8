import { clearLists, setCookieConsentTier } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ManageVendorsPage } from '../../src/modules/cookieConsent/vendors/ManageVendorsPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

const table = () => page.getByRole('region', { name: 'Vendors of this property' });

describe('ManageVendorsPage', () => {
  it('lists the vendors with where they come from, their purposes, policy, category and cookies', async () => {
    await renderPage(<ManageVendorsPage />);
    const criteo = table().getByRole('row', { name: /Criteo SA/ });
    await expect.element(criteo.getByText('IAB TCF 91')).toBeVisible();
    await expect.element(criteo.getByText(/Create profiles for personalised advertising/)).toBeVisible();
    await expect.element(criteo.getByText('Marketing')).toBeVisible();
    await expect
      .element(criteo.getByRole('link', { name: /Privacy policy of Criteo SA/ }))
      .toHaveAttribute('href', 'https://www.criteo.com/privacy/');
    await expect
      .element(
        table()
          .getByRole('row', { name: /Google Advertising Products/ })
          .getByText('IAB TCF 755'),
      )
      .toBeVisible();
    await expect
      .element(
        table()
          .getByRole('row', { name: /Hotjar/ })
          .getByText('Custom'),
      )
      .toBeVisible();
  });

  it('adds a custom vendor, checking it first, then edits and removes it', async () => {
    const { requests } = await renderPage(<ManageVendorsPage />);
    await page.getByRole('button', { name: 'Add custom vendor' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add a custom vendor' });
    await add.getByRole('textbox', { name: 'Privacy policy address' }).fill('zendesk.com/privacy');
    await add.getByRole('button', { name: 'Add vendor' }).click();
    await expect.element(add.getByText('Enter the vendor’s name.')).toBeVisible();
    await expect.element(add.getByText(/Enter an http or https address/)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await add.getByRole('textbox', { name: 'Name' }).fill('Zendesk');
    await add.getByRole('textbox', { name: 'Purposes' }).fill('Live chat');
    await add
      .getByRole('textbox', { name: 'Privacy policy address' })
      .fill('https://www.zendesk.com/privacy/');
    await add.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Functional' }).click();
    await add.getByRole('textbox', { name: 'Cookies' }).fill('__zlcmid');
    await add.getByRole('button', { name: 'Add vendor' }).click();
    await expect.element(page.getByText('Zendesk is saved.')).toBeVisible();
    const zendesk = table().getByRole('row', { name: /Zendesk/ });
    await expect.element(zendesk.getByText('Functional')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/v1/consent/manage-vendors/1/1',
      body: {
        kind: 'custom',
        name: 'Zendesk',
        purposes: ['Live chat'],
        privacy_policy_url: 'https://www.zendesk.com/privacy/',
        category_id: 2,
        cookies: ['__zlcmid'],
      },
    });

    await page.getByRole('button', { name: 'Edit Zendesk' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Zendesk' });
    await edit.getByRole('textbox', { name: 'Cookies' }).fill('__zlcmid\nZD-suid');
    await edit.getByRole('button', { name: 'Save vendor' }).click();
    await expect.element(zendesk.getByText('__zlcmid, ZD-suid')).toBeVisible();

    await page.getByRole('button', { name: 'Remove Zendesk' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove vendor?' })
      .getByRole('button', { name: 'Remove vendor' })
      .click();
    await expect.element(page.getByText('Zendesk is removed.')).toBeVisible();
    await expect.element(table().getByRole('row', { name: /Zendesk/ })).not.toBeInTheDocument();
  });

  it('searches the IAB Global Vendor List as the user types and adds a vendor from it', async () => {
    const { requests } = await renderPage(<ManageVendorsPage />);
    await page.getByRole('button', { name: 'Add from IAB Global Vendor List' }).click();
    const search = page.getByRole('dialog', { name: 'Add from the IAB Global Vendor List' });
    await expect.element(search.getByText('IAB Global Vendor List, version 1.')).toBeVisible();
    // Already a vendor of the property.
    await expect
      .element(search.getByRole('listitem').filter({ hasText: 'Criteo SA' }).getByText('Added'))
      .toBeVisible();
    // The recorded search of the server's bundled sample list.
    await search.getByRole('searchbox', { name: 'Search by name' }).fill('trade');
    await expect.element(search.getByRole('status')).toHaveTextContent('1 vendor matches “trade”.');
    // Typing was debounced: one search for the term, none per keystroke.
    const searches = requests.filter((r) => r.path.startsWith('/api/v1/consent/global-vendors'));
    expect(searches.length).toBeLessThanOrEqual(2);
    await search.getByRole('button', { name: 'Add The UK Trade Desk Ltd' }).click();
    await expect.element(page.getByText('The UK Trade Desk Ltd is added.')).toBeVisible();
    await expect.element(search.getByText('Added')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      body: { kind: 'iab', name: 'The UK Trade Desk Ltd', gvl_id: 21 },
    });
    await search.getByRole('button', { name: 'Done' }).click();
    await expect
      .element(
        table()
          .getByRole('row', { name: /The UK Trade Desk Ltd/ })
          .getByText('IAB TCF 21'),
      )
      .toBeVisible();
  });

  it('adds a Google ad-technology provider', async () => {
    await renderPage(<ManageVendorsPage />);
    await page.getByRole('button', { name: 'Add Google ad-technology provider' }).click();
    const search = page.getByRole('dialog', { name: 'Add a Google ad-technology provider' });
    await search.getByRole('button', { name: 'Add Pinterest Europe Limited' }).click();
    await expect.element(page.getByText('Pinterest Europe Limited is added.')).toBeVisible();
    await search.getByRole('button', { name: 'Done' }).click();
    await expect
      .element(
        table()
          .getByRole('row', { name: /Pinterest Europe Limited/ })
          .getByText('Google ATP 338'),
      )
      .toBeVisible();
  });

  it('shows the upgrade notice instead of the vendor lists below essentials', async () => {
    await renderPage(<ManageVendorsPage />, { prepare: (state) => setCookieConsentTier(state, 'basic') });
    await expect
      .element(page.getByText('Google and TCF vendors comes with the Essentials plan and above.'))
      .toBeVisible();
    expect(page.getByRole('button', { name: 'Add from IAB Global Vendor List' }).query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Add custom vendor' })).toBeVisible();
  });

  it('shows the empty state, a read-only list for a viewer, and a failed load with Try again', async () => {
    let fail = true;
    await renderPage(<ManageVendorsPage />, {
      prepare: (state) => clearLists(state, '/consent/manage-vendors/1/1'),
      handlers: [
        http.get('/api/v1/consent/manage-vendors/:orgId/:propId', () =>
          fail
            ? HttpResponse.json({ error: { code: 'internal_error', message: 'Boom' } }, { status: 500 })
            : undefined,
        ),
      ],
    });
    await expect.element(page.getByText('We could not load the vendors')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { name: 'No vendors yet' })).toBeVisible();
  });

  it('lets a view-only member read the vendors without changing them', async () => {
    await renderPage(<ManageVendorsPage />, { as: 'viewer@demo.test' });
    await expect.element(table().getByRole('row', { name: /Hotjar/ })).toBeVisible();
    expect(page.getByRole('button', { name: 'Add custom vendor' }).query()).toBeNull();
    expect(page.getByRole('button', { name: /^Remove / }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Add from IAB Global Vendor List' }).query()).toBeNull();
  });
});
