import { setCookieConsentTier } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BannerConfigurationPage } from '../../src/modules/cookieConsent/banner/BannerConfigurationPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

const preview = () => page.frameLocator(page.getByTitle('Banner preview, desktop width'));
const history = () => page.getByRole('region', { name: 'Publish history' });
const tab = (name: string | RegExp) => page.getByRole('tab', { name });

describe('BannerConfigurationPage', () => {
  it('shows the draft in the live preview, the published version and the history', async () => {
    await renderPage(<BannerConfigurationPage />);
    await expect.element(page.getByText('Visitors see version 2')).toBeVisible();
    await expect.element(preview().getByRole('heading', { name: 'We value your privacy' })).toBeVisible();
    await expect.element(preview().getByRole('button', { name: 'Reject all' })).toBeVisible();
    const active = history().getByRole('row', { name: /Version 2/ });
    await expect.element(active.getByText('Active')).toBeVisible();
    await expect
      .element(
        history()
          .getByRole('row', { name: /Version 1/ })
          .getByText('First banner'),
      )
      .toBeVisible();
    // The recorded demo's draft is version 2 as published: its blue buttons.
    await tab('Colours').click();
    await expect.element(page.getByRole('textbox', { name: 'Buttons', exact: true })).toHaveValue('#1a56db');
  });

  it('updates the preview as you type, marks unsaved changes and saves the draft', async () => {
    const { requests } = await renderPage(<BannerConfigurationPage />);
    await tab('Texts').click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Cookies at Demo Store');
    await expect.element(preview().getByRole('heading', { name: 'Cookies at Demo Store' })).toBeVisible();
    await expect.element(page.getByText('Unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect
      .element(
        page.getByText('The draft is saved. Visitors still see the published version until you publish.'),
      )
      .toBeVisible();
    await expect.element(page.getByText('Unsaved changes')).not.toBeInTheDocument();
    // The saved draft is the server's answer, and it keeps the edit.
    await expect.element(preview().getByRole('heading', { name: 'Cookies at Demo Store' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Cookies at Demo Store');
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/consent/banner/1/1');
    expect(put?.body).toMatchObject({ texts: { en: { title: 'Cookies at Demo Store' } } });
  });

  it('checks the draft before sending and names each problem with a way to its tab', async () => {
    const { requests } = await renderPage(<BannerConfigurationPage />);
    await tab('Texts').click();
    await page.getByRole('textbox', { name: 'Reject all button' }).fill('');
    await tab('Colours').click();
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('#dddddd');
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect
      .element(page.getByText('Some values need correcting before the draft can be saved'))
      .toBeVisible();
    await expect
      .element(page.getByText(/Texts: The English Reject all button must not be empty\./))
      .toBeVisible();
    await expect
      .element(page.getByText(/The text is too hard to read: #dddddd on #ffffff/).first())
      .toBeVisible();
    await expect.element(tab(/^Texts 1 problem/)).toBeVisible();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await page.getByRole('button', { name: 'Texts', exact: true }).click();
    await expect.element(tab(/^Texts/)).toHaveAttribute('aria-selected', 'true');
    await expect
      .element(page.getByText('Reject all button must not be empty.', { exact: true }))
      .toBeVisible();
  });

  it('puts the server’s 400 reasons on the fields they name', async () => {
    await renderPage(<BannerConfigurationPage />, {
      handlers: [
        http.put('/api/v1/consent/banner/:orgId/:propId', () =>
          HttpResponse.json(
            {
              error: {
                code: 'validation_failed',
                message: 'Request validation failed',
                details: [{ in: 'body', field: 'colours.link', reason: 'must be a colour such as #1a73e8' }],
              },
            },
            { status: 400 },
          ),
        ),
      ],
    });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.element(page.getByText('The draft was not saved')).toBeVisible();
    // The tab of the first named field opens, with the reason under the field.
    await expect.element(tab(/Colours/)).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('Links must be a colour such as #1a73e8.')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Links', exact: true }))
      .toHaveAttribute('aria-invalid', 'true');
  });

  it('shows what a smaller plan refuses, inline, with the upgrade notices in place of its controls', async () => {
    await renderPage(<BannerConfigurationPage />, {
      prepare: (state) => {
        setCookieConsentTier(state, 'basic');
        // A draft that hides the branding, as an owner who had the Essentials plan may have left it.
        const banner = state.cookieConsent.banners.get(1);
        if (banner) banner.draft = { ...banner.draft, show_branding: false };
      },
    });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.element(page.getByText('The draft was not saved')).toBeVisible();
    await expect.element(page.getByText(/needs the essentials plan or higher/)).toBeVisible();
    await expect
      .element(
        page
          .getByRole('listitem')
          .filter({ hasText: 'Layout: Removing the branding needs essentials or higher.' }),
      )
      .toBeVisible();
    await expect
      .element(
        page
          .getByRole('listitem')
          .filter({ hasText: 'Consent Mode: Google Consent Mode needs essentials or higher.' }),
      )
      .toBeVisible();
    await expect.element(page.getByRole('link', { name: 'See plans' }).first()).toBeVisible();
    // The draft hides the branding: the notice, with the switch kept to turn it back on.
    await expect
      .element(page.getByText('Removal of powered-by branding comes with the Essentials plan and above.'))
      .toBeVisible();
    await tab(/Consent Mode/).click();
    await expect
      .element(page.getByText('Google Consent Mode comes with the Essentials plan and above.'))
      .toBeVisible();
  });

  it('publishes with a note, after saving the unsaved changes first', async () => {
    const { requests } = await renderPage(<BannerConfigurationPage />);
    await tab('Layout').click();
    await page.getByText(/^Popup:/).click();
    await expect.element(preview().getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish version 3' });
    await expect.element(dialog.getByText(/your unsaved changes are saved first/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Note for the history' }).fill('Popup in the middle');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect.element(page.getByText('Version 3 is published: visitors see it now.')).toBeVisible();
    await expect.element(page.getByText('Visitors see version 3')).toBeVisible();
    const newest = history().getByRole('row', { name: /Version 3/ });
    await expect.element(newest.getByText('Popup in the middle')).toBeVisible();
    await expect.element(newest.getByText('Active')).toBeVisible();
    const writes = requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path]);
    expect(writes).toEqual([
      ['PUT', '/api/v1/consent/banner/1/1'],
      ['POST', '/api/v1/consent/banner-history/1/1'],
    ]);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ note: 'Popup in the middle' });
  });

  it('rolls back to version 1, which becomes the draft, and deletes a version', async () => {
    await renderPage(<BannerConfigurationPage />);
    await history().getByRole('button', { name: 'Activate version 1' }).click();
    await page
      .getByRole('alertdialog', { name: 'Activate version 1?' })
      .getByRole('button', { name: 'Activate' })
      .click();
    await expect
      .element(page.getByText('Version 1 is active again, and the draft is now that version.'))
      .toBeVisible();
    await expect.element(page.getByText('Visitors see version 1')).toBeVisible();
    await expect
      .element(
        history()
          .getByRole('row', { name: /Version 1/ })
          .getByText('Active'),
      )
      .toBeVisible();
    // Version 1 was a bar along the bottom.
    await tab('Layout').click();
    await expect.element(page.getByRole('radio', { name: /^Bar/ })).toBeChecked();

    await history().getByRole('button', { name: 'Delete version 2', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete version 2?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.element(page.getByText('Version 2 is deleted from the history.')).toBeVisible();
    await expect.element(history().getByRole('row', { name: /Version 2/ })).not.toBeInTheDocument();
  });

  it('adds a language of the owner’s own through save-custom-lang', async () => {
    const { requests } = await renderPage(<BannerConfigurationPage />);
    await tab('Texts').click();
    await page.getByRole('button', { name: 'Add a language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a language' });
    await dialog.getByRole('textbox', { name: 'Language tag' }).fill('nl');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Nederlands');
    await dialog.getByRole('button', { name: 'Add language' }).click();
    await expect
      .element(page.getByText('Nederlands is added. Translate its texts, then save the draft.'))
      .toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Nederlands nl' })).toBeChecked();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/v1/consent/save-custom-lang/1/1',
      body: { language: { tag: 'nl', name: 'Nederlands', dir: 'ltr' } },
    });
  });

  it('lets a member who may only view look but not change', async () => {
    await renderPage(<BannerConfigurationPage />, { as: 'viewer@demo.test' });
    await expect.element(preview().getByRole('heading', { name: 'We value your privacy' })).toBeVisible();
    await expect
      .element(page.getByText('You can view the banner; your role cannot change it.'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    await expect.element(history().getByRole('button', { name: /^Activate/ })).not.toBeInTheDocument();
  });
});
