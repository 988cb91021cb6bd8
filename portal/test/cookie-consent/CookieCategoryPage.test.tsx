import { clearLists } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CookieCategoryPage } from '../../src/modules/cookieConsent/categories/CookieCategoryPage.tsx';
import { type PageOptions, renderPage } from '../support/renderPage.tsx';

// Demo Store (organization 1, property 1) holds a Professional licence and the inventory two scans
// found (the recorded demo): fourteen cookies, three of them (_hjSessionUser_3141592, bcookie, li_gc) still
// awaiting review. Filtering, searching, the CSV import and what publishing changes are the server's:
// CookieCategoryPage.server.test.tsx. A refusal is the server's answer, as the contract words it.
const open = (options: PageOptions = {}) =>
  renderPage(<CookieCategoryPage />, { path: '/page', url: '/page?oid=1&pid=1', ...options });

const rowNamed = (name: string) => page.getByRole('rowheader').filter({ hasText: new RegExp(`^${name}`) });
const dialog = () => page.getByRole('dialog');
/** The server's 409 for a name the property already has (conflictOnDuplicate). */
const taken = (method: 'post' | 'put', path: string, options: { once?: boolean } = {}) =>
  http[method](
    path,
    () =>
      HttpResponse.json(
        {
          error: {
            code: 'name_taken',
            message: 'This property already has one with this name',
            details: [{ in: 'body', field: 'name', reason: 'is already used' }],
          },
        },
        { status: 409 },
      ),
    options,
  );

describe('CookieCategoryPage', () => {
  it('lists the inventory, says what awaits review and publishes it all', async () => {
    const { requests } = await open();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Cookie Category' })).toBeVisible();
    await expect.element(rowNamed('_ga').first()).toBeVisible();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'cookies' }))
      .toHaveTextContent('14 cookies');
    const review = page.getByRole('region', { name: '3 cookies awaiting review' });
    // Review narrows the list to what awaits it: the server's filter, CookieCategoryPage.server.test.tsx.
    await review.getByRole('button', { name: 'Publish all' }).click();
    await expect.element(page.getByText('3 cookies published: the banner lists them now.')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/v1/publish-cookie/1/1')).toBe(true);
  });

  it('adds a cookie after checking it by the contract, with the lifetime in seconds', async () => {
    const { requests } = await open();
    await page.getByRole('button', { name: 'Add cookie', exact: true }).click();
    await expect.element(dialog().getByRole('textbox', { name: 'Domain' })).toHaveValue('.store.demo.test');
    await dialog().getByRole('textbox', { name: 'Duration' }).fill('forever');
    await dialog().getByRole('button', { name: 'Add cookie' }).click();
    await expect.element(dialog().getByText('Enter the name.')).toBeVisible();
    await expect.element(dialog().getByText('Choose a category.')).toBeVisible();
    await expect.element(dialog().getByText(/Duration must be 'session' or a lifetime/)).toBeVisible();
    await expect.element(dialog().getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await dialog().getByRole('textbox', { name: 'Name' }).fill('newsletter_seen');
    await dialog()
      .getByRole('button', { name: /Category/ })
      .click();
    await page.getByRole('option', { name: 'Functional' }).click();
    await dialog().getByRole('textbox', { name: 'Duration' }).fill('30 days');
    await dialog()
      .getByRole('textbox', { name: 'Purpose' })
      .fill('Remembers that the newsletter box was closed.');
    await dialog().getByRole('button', { name: 'Add cookie' }).click();
    await expect
      .element(page.getByText('newsletter_seen was added; it waits for review before the banner lists it.'))
      .toBeVisible();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/v1/cookie/1/1')?.body).toEqual({
      name: 'newsletter_seen',
      domain: '.store.demo.test',
      path: '/',
      category_id: 2,
      purpose: 'Remembers that the newsletter box was closed.',
      type: 'cookie',
      duration_seconds: 2592000,
      party: 'first',
      script_url: null,
      published: false,
    });
    await expect.element(rowNamed('newsletter_seen')).toBeVisible();
  });

  it("puts the server's refusal of an edit on its field", async () => {
    const { requests } = await open({ handlers: [taken('put', '/api/v1/cookie/:orgId/:propId/:id')] });
    await page.getByRole('button', { name: /^Edit _ga \(/ }).click();
    await expect.element(dialog().getByRole('textbox', { name: 'Name' })).toHaveValue('_ga');
    await dialog().getByRole('textbox', { name: 'Name' }).fill('_gid');
    await dialog().getByRole('textbox', { name: 'Domain' }).fill('.demo.test');
    await dialog().getByRole('button', { name: 'Save changes' }).click();
    await expect.element(dialog().getByText('Name is already used.')).toBeVisible();
    await expect.element(dialog().getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // The lifetime was left as it was: the stored seconds go back unchanged.
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ name: '_gid', duration_seconds: expect.any(Number) });
  });

  it('deletes a cookie once confirmed', async () => {
    await open();
    await page.getByRole('button', { name: /^Delete _fbp \(/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete _fbp?' })
      .getByRole('button', { name: 'Delete cookie' })
      .click();
    await expect.element(page.getByText('_fbp was deleted from the inventory.')).toBeVisible();
    await expect.element(rowNamed('_fbp')).not.toBeInTheDocument();
  });

  it('adds, translates and deletes a custom category', async () => {
    await open({ handlers: [taken('post', '/api/v1/cookiecategory', { once: true })] });
    await page.getByRole('tab', { name: 'Categories' }).click();
    await expect.element(page.getByRole('rowheader', { name: /Strictly necessary/ })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete Analytics' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Add category' }).click();
    await dialog().getByRole('textbox', { name: 'Name', exact: true }).fill('Analytics');
    await dialog()
      .getByRole('button', { name: /Language/ })
      .click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await dialog().getByRole('textbox', { name: 'Name in Deutsch' }).fill('Soziale Medien');
    await dialog().getByRole('button', { name: 'Add category' }).click();
    await expect.element(dialog().getByText('Name is already used.')).toBeVisible();
    await dialog().getByRole('textbox', { name: 'Name', exact: true }).fill('Social media');
    await dialog().getByRole('button', { name: 'Add category' }).click();
    await expect
      .element(page.getByText('Social media was added. Move cookies into it from the inventory.'))
      .toBeVisible();

    await page.getByRole('button', { name: /Texts in/ }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect.element(page.getByRole('rowheader', { name: /Soziale Medien/ })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: /Unbedingt erforderlich/ })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Social media' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete category' }).click();
    await expect.element(page.getByText('Social media was deleted.')).toBeVisible();
  });

  it('gives a member who may only read the lists without a way to change them', async () => {
    await open({ as: 'viewer@demo.test' });
    await expect.element(rowNamed('_ga').first()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add cookie' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('checkbox')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Publish all' })).not.toBeInTheDocument();
  });

  it('invites a scan when the inventory is empty, and offers to try a failed load again', async () => {
    await open({
      prepare: (state) => clearLists(state, '/all-cookie/1/1'),
      handlers: [
        http.get(
          '/api/v1/cookiecategory',
          () =>
            HttpResponse.json(
              { error: { code: 'internal_error', message: 'Database down' } },
              { status: 500 },
            ),
          { once: true },
        ),
      ],
    });
    await expect
      .element(page.getByRole('heading', { name: 'No cookies yet — run a scan or add one' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Scan your site' }))
      .toHaveAttribute('href', '/cookie-consent/cookie-category/scan-details?oid=1&pid=1');
    await page.getByRole('tab', { name: 'Categories' }).click();
    await expect.element(page.getByText('We could not load the categories')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('rowheader', { name: /Strictly necessary/ })).toBeVisible();
  });
});
