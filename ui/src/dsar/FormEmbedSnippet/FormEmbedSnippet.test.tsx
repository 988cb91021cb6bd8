import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormEmbedSnippet, iframeSnippet } from './FormEmbedSnippet.tsx';

const URL_ = 'https://portal.test/privacy-request/demo-retail-privacy';

describe('FormEmbedSnippet', () => {
  it('gives the address and the iframe to copy', async () => {
    const copy = vi.fn(async () => undefined);
    await render(
      <FormEmbedSnippet publicUrl={URL_} formName='Privacy "request"' languages={['en']} copy={copy} />,
    );
    await expect.element(page.getByRole('region', { name: 'Form address' })).toHaveTextContent(URL_);
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    expect(copy).toHaveBeenCalledWith(
      `<iframe src="${URL_}" title="Privacy &quot;request&quot;" width="100%" height="1100" style="border:0;max-width:760px" loading="lazy"></iframe>`,
    );
    await expect.element(page.getByText('Embed code copied to the clipboard.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Open the form (opens in a new tab)' }))
      .toHaveAttribute('href', URL_);
    // One language: nothing to choose.
    await expect.element(page.getByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });

  it('fixes the language of the link when asked', async () => {
    await render(<FormEmbedSnippet publicUrl={URL_} formName="Privacy request" languages={['en', 'de']} />);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'German' }).click();
    await expect
      .element(page.getByRole('region', { name: 'Form address' }))
      .toHaveTextContent(`${URL_}?lang=de`);
    await expect
      .element(page.getByRole('region', { name: 'Embed code' }))
      .toHaveTextContent(`src="${URL_}?lang=de"`);
  });

  it('says to publish first when the form has no address yet', async () => {
    await render(<FormEmbedSnippet publicUrl={null} formName="Draft" languages={['en']} />);
    await expect.element(page.getByText(/The form is not published yet/)).toBeVisible();
    expect(iframeSnippet('https://x.test/a', '<b>')).toContain('title="&lt;b>"');
  });
});
