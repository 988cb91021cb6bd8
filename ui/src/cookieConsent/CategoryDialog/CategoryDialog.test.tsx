import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_FULL_CATEGORIES, TEST_LANGUAGES, testCategory } from '../testing/fixtures.ts';
import { CategoryDialog, type CategoryFormValues } from './CategoryDialog.tsx';

const dialog = () => page.getByRole('dialog');

async function pickLanguage(name: string) {
  await dialog()
    .getByRole('button', { name: /Language/ })
    .click();
  await page.getByRole('option', { name }).click();
}

describe('CategoryDialog', () => {
  it('adds a custom category with texts in two languages', async () => {
    const onSubmit = vi.fn<(values: CategoryFormValues) => void>();
    await render(
      <CategoryDialog isOpen languages={TEST_LANGUAGES} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await expect.element(page.getByRole('heading', { name: 'Add a category' })).toBeVisible();
    await dialog().getByRole('textbox', { name: 'Name', exact: true }).fill('Social media');
    await dialog().getByRole('textbox', { name: 'Description', exact: true }).fill('Share buttons.');
    await dialog().getByRole('textbox', { name: 'Name in English' }).fill('Social media');
    await pickLanguage('Deutsch');
    await dialog().getByRole('textbox', { name: 'Name in Deutsch' }).fill('Soziale Medien');
    await expect.element(dialog().getByText('Written in English, Deutsch.')).toBeVisible();
    await pickLanguage('العربية');
    await expect.element(dialog().getByRole('textbox', { name: 'Name in العربية' })).toHaveValue('');
    await dialog().getByRole('button', { name: 'Add category' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Social media',
      description: 'Share buttons.',
      translations: {
        en: { name: 'Social media', description: '' },
        de: { name: 'Soziale Medien', description: '' },
      },
    });
  });

  it('edits a default category and keeps its existing translations', async () => {
    const onSubmit = vi.fn<(values: CategoryFormValues) => void>();
    await render(
      <CategoryDialog
        isOpen
        category={TEST_FULL_CATEGORIES[0]}
        languages={TEST_LANGUAGES}
        initialLanguage="de"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await expect.element(dialog().getByText(/A default category/)).toBeVisible();
    await expect.element(dialog().getByText(/always on/)).toBeVisible();
    await expect
      .element(dialog().getByRole('textbox', { name: 'Name in Deutsch' }))
      .toHaveValue('Unbedingt erforderlich');
    await dialog().getByRole('textbox', { name: 'Name', exact: true }).fill('Essential');
    await dialog().getByRole('button', { name: 'Save changes' }).click();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Essential',
      translations: { de: { name: 'Unbedingt erforderlich' }, en: { name: 'Strictly necessary' } },
    });
  });

  it("puts messages on the fields, and names another language's problem", async () => {
    const { rerender } = await render(
      <CategoryDialog isOpen languages={TEST_LANGUAGES} onSubmit={() => {}} onCancel={() => {}} />,
    );
    await rerender(
      <CategoryDialog
        isOpen
        languages={TEST_LANGUAGES}
        errors={{ name: 'A category with this name exists.', 'translations.de.name': 'Enter the name.' }}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    await expect.element(dialog().getByText('A category with this name exists.')).toBeVisible();
    await expect.element(dialog().getByText('Deutsch: Enter the name.')).toBeVisible();
    await expect.element(dialog().getByRole('textbox', { name: 'Name', exact: true })).toHaveFocus();
  });

  it('shows Arabic texts right to left and names every language written', async () => {
    await render(
      <CategoryDialog
        isOpen
        category={testCategory({
          id: 1,
          key: 'necessary',
          name: 'Strictly necessary',
          translations: {
            en: { name: 'Strictly necessary', description: '' },
            de: { name: 'Unbedingt erforderlich', description: '' },
            ar: { name: 'ضرورية للغاية', description: '' },
          },
          required: true,
        })}
        languages={TEST_LANGUAGES}
        initialLanguage="ar"
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    const arabic = dialog().getByRole('textbox', { name: 'Name in العربية' });
    await expect.element(arabic).toHaveValue('ضرورية للغاية');
    expect(arabic.element().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await expect.element(dialog().getByText('Written in English, Deutsch, العربية.')).toBeVisible();
  });
});
