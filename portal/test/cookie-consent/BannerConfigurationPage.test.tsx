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
    // The server's 409 for this draft on the basic plan (its banner rules, sdk bannerProblems).
    const refusal = {
      error: {
        code: 'upgrade_required',
        message:
          'Upgrade your plan to access this feature: Removal of powered-by branding needs the essentials plan or higher.',
        details: [
          { in: 'body', field: 'show_branding', reason: 'removing the branding needs essentials or higher' },
          {
            in: 'body',
            field: 'consent_mode.enabled',
            reason: 'Google Consent Mode needs essentials or higher',
          },
        ],
      },
    };
    await renderPage(<BannerConfigurationPage />, {
      handlers: [
        http.put('/api/v1/consent/banner/:orgId/:propId', () => HttpResponse.json(refusal, { status: 409 })),
      ],
      prepare: (state) => {
        setCookieConsentTier(state, 'basic');
        // A draft that hides the branding, as an owner who had the Essentials plan may have left it.
        state.answers.edit('/consent/banner/1/1', (body) => {
          Object.assign((body.response as { draft: object }).draft, { show_branding: false });
        });
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

  // Publishing and rolling back (which version visitors see, the draft a rollback leaves) are the
  // server's workflow: BannerConfigurationPage.server.test.tsx.

  it('deletes a version that visitors do not see, once confirmed', async () => {
    const { requests } = await renderPage(<BannerConfigurationPage />);
    await history().getByRole('button', { name: 'Delete version 1', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete version 1?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.element(page.getByText('Version 1 is deleted from the history.')).toBeVisible();
    await expect.element(history().getByRole('row', { name: /Version 1/ })).not.toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe(
      '/api/v1/consent/delete-banner-history/1/1/1',
    );
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
