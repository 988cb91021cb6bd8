import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_CATEGORIES, TEST_COOKIES } from '../testing/fixtures.ts';
import { CookieFormDialog, type CookieFormValues } from './CookieFormDialog.tsx';

const dialog = () => page.getByRole('dialog');
const field = (name: string) => dialog().getByRole('textbox', { name });

describe('CookieFormDialog', () => {
  it('adds a cookie with its category, party, lifetime, script and purpose', async () => {
    const onSubmit = vi.fn<(values: CookieFormValues) => void>();
    await render(
      <CookieFormDialog
        isOpen
        categories={TEST_CATEGORIES}
        defaultDomain=".demo-store.example"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'Add a cookie' })).toBeVisible();
    await expect.element(field('Domain')).toHaveValue('.demo-store.example');
    await field('Name').fill('_hjid');
    await dialog()
      .getByRole('button', { name: /Category/ })
      .click();
    await page.getByRole('option', { name: 'Analytics' }).click();
    await dialog().getByRole('radio', { name: 'Third party' }).click({ force: true });
    await field('Duration').fill('1 year');
    await field('Script URL').fill('https://static.hotjar.com/c/hotjar.js');
    await field('Purpose').fill('Keeps the visitor id of Hotjar.');
    await dialog().getByRole('button', { name: 'Add cookie' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      name: '_hjid',
      domain: '.demo-store.example',
      path: '/',
      category_id: '3',
      type: 'cookie',
      party: 'third',
      duration: '1 year',
      script_url: 'https://static.hotjar.com/c/hotjar.js',
      purpose: 'Keeps the visitor id of Hotjar.',
      published: false,
    });
  });

  it("shows the page's checks on their fields, focuses the first, and forgets a message once edited", async () => {
    const onSubmit = vi.fn();
    await render(
      <CookieFormDialog
        isOpen
        categories={TEST_CATEGORIES}
        validate={(v) => ({
          ...(v.name === '' ? { name: 'Enter the name.' } : {}),
          ...(v.duration === 'forever' ? { duration: 'Duration is not a lifetime we understand.' } : {}),
        })}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await field('Duration').fill('forever');
    await dialog().getByRole('button', { name: 'Add cookie' }).click();
    await expect.element(dialog().getByText('Enter the name.')).toBeVisible();
    await expect.element(dialog().getByText('Duration is not a lifetime we understand.')).toBeVisible();
    await expect.element(field('Name')).toHaveFocus();
    await expect.element(field('Name')).toBeInvalid();
    await field('Name').fill('x');
    await expect.element(dialog().getByText('Enter the name.')).not.toBeInTheDocument();
    await expect.element(dialog().getByText('Duration is not a lifetime we understand.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal: on its field, and above the fields when it names none", async () => {
    const { rerender } = await render(
      <CookieFormDialog isOpen categories={TEST_CATEGORIES} onSubmit={() => {}} onCancel={() => {}} />,
    );
    await rerender(
      <CookieFormDialog
        isOpen
        categories={TEST_CATEGORIES}
        errors={{ domain: 'Domain must be a host name such as .demo-store.example.' }}
        summary="Please correct the marked fields."
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    await expect
      .element(dialog().getByText('Domain must be a host name such as .demo-store.example.'))
      .toBeVisible();
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await expect.element(field('Domain')).toHaveFocus();
  });

  it('edits a cookie: its values, the pages it was found on, and purposes used before', async () => {
    const onSubmit = vi.fn<(values: CookieFormValues) => void>();
    const fbp = TEST_COOKIES[2]!;
    await render(
      <CookieFormDialog
        isOpen
        cookie={fbp}
        categories={TEST_CATEGORIES}
        purposes={['Measures ad conversions.', 'Remembers the cart.']}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'Edit cookie _fbp' })).toBeVisible();
    await expect.element(field('Duration')).toHaveValue('3 months');
    await expect.element(dialog().getByRole('radio', { name: 'Third party' })).toBeChecked();
    await expect.element(dialog().getByText('Found on 3 pages')).toBeVisible();
    await dialog()
      .getByRole('group', { name: 'Purposes used before:' })
      .getByRole('button', { name: 'Measures ad conversions.' })
      .click();
    await expect.element(field('Purpose')).toHaveValue('Measures ad conversions.');
    await dialog().getByText('Published', { exact: true }).click();
    await dialog().getByRole('button', { name: 'Save changes' }).click();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ category_id: '4', purpose: 'Measures ad conversions.', published: true }),
    );
  });

  it('cannot be closed while saving', async () => {
    const onCancel = vi.fn();
    await render(
      <CookieFormDialog isOpen busy categories={TEST_CATEGORIES} onSubmit={() => {}} onCancel={onCancel} />,
    );
    await expect.element(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await dialog().getByRole('textbox', { name: 'Name' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
