import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_FULL_CATEGORIES, TEST_LANGUAGES } from '../testing/fixtures.ts';
import { CategoryList } from './CategoryList.tsx';

describe('CategoryList', () => {
  it('lists the categories with their kind, counts and texts in the chosen language', async () => {
    const onLanguageChange = vi.fn();
    const { rerender } = await render(
      <CategoryList
        categories={TEST_FULL_CATEGORIES}
        languages={TEST_LANGUAGES}
        language="en"
        onLanguageChange={onLanguageChange}
      />,
    );
    const necessary = page.getByRole('row', { name: /Strictly necessary/ });
    await expect.element(necessary.getByText('Default')).toBeVisible();
    await expect.element(necessary.getByText('Always on')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Social media/ }).getByText('Custom')).toBeVisible();
    await page.getByRole('button', { name: /Texts in/ }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    expect(onLanguageChange).toHaveBeenCalledWith('de');
    await rerender(
      <CategoryList
        categories={TEST_FULL_CATEGORIES}
        languages={TEST_LANGUAGES}
        language="de"
        onLanguageChange={onLanguageChange}
      />,
    );
    await expect.element(page.getByRole('rowheader', { name: /Unbedingt erforderlich/ })).toBeVisible();
    await expect
      .element(page.getByText('Für die Funktion der Website erforderlich.'))
      .toHaveAttribute('lang', 'de');
    // Analytics has no German text: its own shows, with a note.
    await expect
      .element(
        page
          .getByRole('row', { name: /Analytics/ })
          .getByText('No Deutsch text yet: the banner shows this one.'),
      )
      .toBeVisible();
  });

  it('offers edit for every category, delete for custom ones, and the way to their cookies', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const onShowCookies = vi.fn();
    const onAdd = vi.fn();
    await render(
      <CategoryList
        categories={TEST_FULL_CATEGORIES}
        languages={TEST_LANGUAGES}
        language="en"
        onLanguageChange={() => {}}
        onAdd={onAdd}
        onEdit={onEdit}
        onDelete={onDelete}
        onShowCookies={onShowCookies}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Delete Analytics' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Delete Social media' }).click();
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
    await page.getByRole('button', { name: 'Edit Analytics' }).click();
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await page.getByRole('button', { name: 'Show the 2 cookies in Analytics' }).click();
    expect(onShowCookies).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await page.getByRole('button', { name: 'Add category' }).click();
    expect(onAdd).toHaveBeenCalled();
  });

  it('has no edit controls for a reader, skeleton rows while loading, and shows a failure', async () => {
    const { rerender } = await render(
      <CategoryList
        categories={TEST_FULL_CATEGORIES}
        languages={TEST_LANGUAGES}
        language="en"
        onLanguageChange={() => {}}
      />,
    );
    await expect.element(page.getByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
    await rerender(
      <CategoryList
        categories={[]}
        loading
        languages={TEST_LANGUAGES}
        language="en"
        onLanguageChange={() => {}}
      />,
    );
    await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await rerender(
      <CategoryList
        categories={[]}
        error={<p>We could not load the categories</p>}
        languages={TEST_LANGUAGES}
        language="en"
        onLanguageChange={() => {}}
      />,
    );
    await expect.element(page.getByText('We could not load the categories')).toBeVisible();
  });
  it('writes Arabic texts right to left', async () => {
    const [necessary, ...others] = TEST_FULL_CATEGORIES;
    const arabic = {
      ...necessary!,
      translations: {
        ...necessary!.translations,
        ar: { name: 'ضرورية للغاية', description: 'ضرورية لعمل الموقع.' },
      },
    };
    await render(
      <CategoryList
        categories={[arabic, ...others]}
        languages={TEST_LANGUAGES}
        language="ar"
        onLanguageChange={() => {}}
      />,
    );
    await expect.element(page.getByText('ضرورية للغاية')).toHaveAttribute('dir', 'rtl');
  });
});
