import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BannerConfigurationPage } from '../../src/modules/cookieConsent/banner/BannerConfigurationPage.tsx';
import { renderRealPage } from '../support/renderRealPage.tsx';

// Against the real API (the ui-server project): which version visitors see after a publish or a
// rollback, and the draft a rollback leaves, are the server's workflow. Demo Store has versions 1 (a bar,
// English only) and 2 (active); the publish here makes the next number.
const history = () => page.getByRole('region', { name: 'Publish history' });
const tab = (name: string | RegExp) => page.getByRole('tab', { name });

describe('BannerConfigurationPage on the real API', () => {
  it('publishes with a note, then rolls back to version 1, which becomes the draft', async () => {
    await renderRealPage(<BannerConfigurationPage />);
    await tab('Layout').click();
    await page.getByText(/^Popup:/).click();
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Publish version \d+$/ });
    await expect.element(dialog.getByText(/your unsaved changes are saved first/)).toBeVisible();
    const title = dialog.getByRole('heading', { name: /^Publish version \d+$/ }).element().textContent;
    const version = /\d+$/.exec(title ?? '')?.[0] ?? '';
    await dialog.getByRole('textbox', { name: 'Note for the history' }).fill('Popup in the middle');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect
      .element(page.getByText(`Version ${version} is published: visitors see it now.`))
      .toBeVisible();
    await expect.element(page.getByText(`Visitors see version ${version}`)).toBeVisible();
    const newest = history().getByRole('row', { name: new RegExp(`Version ${version}`) });
    await expect.element(newest.getByText('Popup in the middle')).toBeVisible();
    await expect.element(newest.getByText('Active')).toBeVisible();

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
  });
});
