import { clearLists, installationNotSeen, installationSeen, recorded } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ImplementationPage } from '../../src/modules/cookieConsent/implementation/ImplementationPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The line the server gives for Demo Store (recorded on its address, http://localhost:3000). */
const snippet = () =>
  recorded('/cookie-consent/installation/{propId}', '/cookie-consent/installation/1').response.snippet;

describe('ImplementationPage', () => {
  it('gives the property’s snippet to copy and says which banner version it serves', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderPage(<ImplementationPage />);
    await expect.element(page.getByText('Banner version 2 is published')).toBeVisible();
    const install = page.getByRole('region', { name: 'Install snippet' });
    await expect.element(install.getByText(snippet())).toBeVisible();
    await install.getByRole('button', { name: 'Copy install snippet' }).click();
    expect(writeText).toHaveBeenCalledWith(snippet());
    await expect
      .element(install.getByRole('status'))
      .toHaveTextContent('Install snippet copied to the clipboard.');
  });

  it('explains the install per platform, marking scripts by hand and Google Consent Mode as the banner maps it', async () => {
    await renderPage(<ImplementationPage />);
    await expect.element(page.getByRole('tab', { name: 'HTML', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Google Tag Manager' }).click();
    await expect
      .element(page.getByRole('tabpanel').getByText('Consent Initialization – All Pages'))
      .toBeVisible();
    await page.getByRole('tab', { name: 'Shopify' }).click();
    await expect.element(page.getByRole('tabpanel').getByText('layout/theme.liquid')).toBeVisible();

    const marked = page.getByRole('region', { name: 'Example of a marked script' });
    await expect.element(marked.getByText(/type="text\/plain" data-category="analytics"/)).toBeVisible();

    const signals = page.getByRole('table', { name: 'Signals and the categories that grant them' });
    const adStorage = signals.getByRole('row', { name: /ad_storage/ }).first();
    await expect.element(adStorage.getByText('Marketing')).toBeVisible();
    await expect.element(adStorage.getByText('denied')).toBeVisible();
    await expect
      .element(signals.getByRole('row', { name: /security_storage/ }).getByText('granted'))
      .toBeVisible();
  });

  it('says that nothing is served before the first publish, with the way to publish', async () => {
    await renderPage(<ImplementationPage />, {
      prepare: (state) => {
        clearLists(state, '/consent/banner-history/1/1');
        state.answers.edit('/consent/banner/1/1', (body) => {
          Object.assign(body.response as object, { published_version: null });
        });
      },
    });
    await expect.element(page.getByText('No banner is published yet')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Configure and publish the banner' }))
      .toHaveAttribute('href', '/cookie-consent/banner-configuration?oid=1&pid=1');
    // The snippet is there to install ahead of the publish.
    await expect
      .element(page.getByRole('region', { name: 'Install snippet' }).getByText(snippet()))
      .toBeVisible();
  });

  it('shows a failed load with Try again', async () => {
    let fail = true;
    await renderPage(<ImplementationPage />, {
      handlers: [
        http.get('/api/v1/consent/banner/:orgId/:propId', () =>
          fail
            ? HttpResponse.json({ error: { code: 'internal_error', message: 'Boom' } }, { status: 500 })
            : undefined,
        ),
      ],
    });
    await expect.element(page.getByText("We could not load the banner's status")).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByText('Banner version 2 is published')).toBeVisible();
  });

  it('gives the snippet without async, to run first in the head', async () => {
    await renderPage(<ImplementationPage />);
    const code = page.getByRole('region', { name: 'Install snippet' });
    await expect.element(code.getByText(snippet())).toBeVisible();
    expect(code.element().textContent).not.toMatch(/\basync\b|\bdefer\b/);
    expect(code.element().textContent).toContain('data-property="1"');
  });

  it('shows where the script was last seen and that Consent Mode came first, and asks again on Refresh', async () => {
    const { state, requests } = await renderPage(<ImplementationPage />);
    const check = page.getByRole('region', { name: 'Installation check' });
    await expect.element(check.getByText(/Last seen/)).toBeVisible();
    await expect.element(check.getByText('https://store.demo.test/', { exact: true })).toBeVisible();
    await expect.element(check.getByText('Yes', { exact: true })).toBeVisible();
    installationSeen(state, { consent_mode_first: false, google_tag_before: true });
    const before = requests.filter((r) => r.path === '/api/v1/cookie-consent/installation/1').length;
    await check.getByRole('button', { name: 'Refresh' }).click();
    await expect.element(check.getByText('No', { exact: true })).toBeVisible();
    await expect.element(check.getByText(/Move the snippet above it, first in the <head>/)).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/v1/cookie-consent/installation/1').length).toBe(
      before + 1,
    );
  });

  it('says the script was not seen yet, Consent Mode unknown', async () => {
    await renderPage(<ImplementationPage />, { prepare: (state) => installationNotSeen(state) });
    const check = page.getByRole('region', { name: 'Installation check' });
    await expect.element(check.getByText('Not seen yet')).toBeVisible();
    await expect.element(check.getByText('Unknown', { exact: true })).toBeVisible();
  });

  it('documents Google Tag Manager and the JS API by the embed’s names', async () => {
    await renderPage(<ImplementationPage />);
    const gtm = page.getByRole('region', { name: 'Google Consent Mode v2 with Google Tag Manager' });
    await expect.element(gtm.getByText('Require additional consent for tag to fire')).toBeVisible();
    const api = page.getByRole('table', { name: 'JavaScript API' });
    for (const call of [
      'getConsent()',
      'onChange(callback)',
      'showPreferences()',
      'acceptAll()',
      'rejectAll()',
    ]) {
      await expect
        .element(api.getByRole('rowheader', { name: `window.PrivacyPortal.${call}` }))
        .toBeVisible();
    }
    const events = page.getByRole('table', { name: 'dataLayer events' });
    await expect.element(events.getByText('pp_consent_ready')).toBeVisible();
    await expect.element(events.getByText('pp_consent_update')).toBeVisible();
  });
});
