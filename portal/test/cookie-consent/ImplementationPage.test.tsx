import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ImplementationPage } from '../../src/modules/cookieConsent/implementation/ImplementationPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const snippet = () =>
  `<script src="${window.location.origin}/embed/v1/consent.js" data-property="1" async></script>`;

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
        const cc = state.cookieConsent;
        for (const version of cc.versions.list()) cc.versions.remove(version.id);
        for (const banner of cc.banners.list()) banner.active_version_id = null;
      },
    });
    await expect.element(page.getByText('No banner is published yet')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Configure and publish the banner' }))
      .toHaveAttribute('href', '/cookie-consent/banner-configuration?oid=1&pid=1');
    // The snippet is there to install ahead of the publish.
    await expect.element(page.getByText(snippet())).toBeVisible();
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
});
