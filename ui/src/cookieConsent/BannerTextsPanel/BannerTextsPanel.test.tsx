import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type {
  BannerConfig,
  BannerFieldErrors,
  CustomLanguageInput,
  TierFeature,
} from '../bannerConfig/index.ts';
import { testConfig } from '../bannerConfig/testFixtures.ts';
import { BannerTextsPanel } from './BannerTextsPanel.tsx';

interface HarnessProps {
  initial: BannerConfig;
  features?: TierFeature[];
  errors?: BannerFieldErrors;
  onAddLanguage?: (input: CustomLanguageInput) => Promise<BannerFieldErrors | null>;
}

function Harness({ initial, features = ['advanced_languages'], errors, onAddLanguage }: HarnessProps) {
  const [config, setConfig] = useState(initial);
  const [language, setLanguage] = useState(initial.default_language);
  return (
    <>
      <BannerTextsPanel
        config={config}
        onChange={(patch) => setConfig((now) => ({ ...now, ...patch }))}
        features={features}
        upgradeHref="/plans"
        errors={errors}
        language={language}
        onLanguageChange={setLanguage}
        onAddLanguage={onAddLanguage ?? (async () => null)}
      />
      <span hidden data-testid="config">
        {JSON.stringify(config)}
      </span>
    </>
  );
}

const current = (): BannerConfig => JSON.parse(page.getByTestId('config').element().textContent ?? '{}');

async function pick(label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('BannerTextsPanel', () => {
  it('edits a language’s texts within the contract’s limits, Arabic right to left', async () => {
    await render(<Harness initial={testConfig()} />);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.element(title).toHaveAttribute('maxlength', '120');
    await title.fill('Cookies on Demo Store');
    expect(current().texts.en?.title).toBe('Cookies on Demo Store');
    await expect.element(page.getByText('21 / 120')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Accept all button' }))
      .toHaveAttribute('maxlength', '40');

    await pick('Edit the texts in', 'العربية');
    await expect.element(page.getByRole('textbox', { name: 'Title' })).toHaveValue('نحن نحترم خصوصيتك');
    await expect.element(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('dir', 'rtl');
    await expect.element(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('lang', 'ar');
  });

  it('offers another built-in language with its own texts and keeps the default ticked', async () => {
    await render(<Harness initial={testConfig({ languages: ['en'], texts: testConfig().texts })} />);
    await expect.element(page.getByRole('checkbox', { name: 'English en' })).toBeDisabled();
    await page.getByText('Français', { exact: true }).first().click();
    expect(current().languages).toEqual(['en', 'fr']);
    expect(current().texts.fr?.accept_all).toBe('Tout accepter');
    await page.getByText('Français', { exact: true }).first().click();
    expect(current().languages).toEqual(['en']);
  });

  it('shows the built-in texts read-only with the upgrade notice on the free plan', async () => {
    await render(<Harness initial={testConfig()} features={[]} />);
    await expect
      .element(page.getByText('Advanced language edits comes with the Basic plan and above.').first())
      .toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
    await expect.element(page.getByRole('button', { name: 'Add a language' })).not.toBeInTheDocument();
  });

  it('adds a language of its own, checked first here and then by the server', async () => {
    const onAdd = vi
      .fn<(input: CustomLanguageInput) => Promise<BannerFieldErrors | null>>()
      .mockResolvedValueOnce({ 'language.name': 'must be at most 40 characters' })
      .mockResolvedValueOnce(null);
    await render(<Harness initial={testConfig()} onAddLanguage={onAdd} />);
    await page.getByRole('button', { name: 'Add a language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a language' });
    await dialog.getByRole('textbox', { name: 'Language tag' }).fill('DE');
    await dialog.getByRole('button', { name: 'Add language' }).click();
    await expect
      .element(dialog.getByText('Language tag must be a language tag such as en, pt-BR or nl.'))
      .toBeVisible();
    await expect.element(dialog.getByText('Name is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Language tag' }).fill('de');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Deutsch');
    await dialog.getByRole('button', { name: 'Add language' }).click();
    await expect.element(dialog.getByText(/is one of the ten built-in languages/)).toBeVisible();
    expect(onAdd).not.toHaveBeenCalled();

    await dialog.getByRole('textbox', { name: 'Language tag' }).fill('nl');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Nederlands');
    await dialog.getByRole('button', { name: 'Add language' }).click();
    await expect.element(dialog.getByText('Name must be at most 40 characters.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add language' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onAdd).toHaveBeenLastCalledWith({
      language: { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
      texts: expect.objectContaining({ title: 'We value your privacy' }),
    });
    expect(current().custom_languages).toEqual([{ tag: 'nl', name: 'Nederlands', dir: 'ltr' }]);
    expect(current().languages).toContain('nl');
    // The new language is the one being edited now.
    await expect.element(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('lang', 'nl');
    await page.getByRole('button', { name: 'Remove Nederlands' }).click();
    expect(current().custom_languages).toEqual([]);
    expect(current().texts.nl).toBeUndefined();
  });

  it('puts the server’s reasons on the fields of the language they name', async () => {
    await render(
      <Harness
        initial={testConfig()}
        errors={{
          'texts.en.reject_all': 'must not be empty',
          default_language: 'must be one of the banner’s languages',
        }}
      />,
    );
    await expect.element(page.getByText('Reject all button must not be empty.')).toBeVisible();
    await expect
      .element(page.getByText('Default language must be one of the banner’s languages.'))
      .toBeVisible();
  });
});
