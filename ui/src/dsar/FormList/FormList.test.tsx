import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testForm } from '../formDefinition/testFixtures.ts';
import { FormList } from './FormList.tsx';

const FORMS = [
  testForm(2, {
    name: 'Careers',
    identifier: 'careers-privacy',
    status: 'draft',
    version: null,
    public_url: null,
    published_at: null,
  }),
  testForm(1, {
    name: 'Privacy request',
    identifier: 'demo-retail-privacy',
    languages: ['en', 'de'],
    version: 2,
    requests: 1234,
    status: 'changed',
  }),
];

const props = () => ({
  forms: FORMS,
  editHref: (f: { id: number }) => `/privacy/dsar/dsarform/${f.id}?oid=1&pid=1`,
  onShare: vi.fn(),
  onHistory: vi.fn(),
  onDelete: vi.fn(async () => undefined),
  formatDate: (iso: string) => iso.slice(0, 10),
});

describe('FormList', () => {
  it('lists each form with its status, languages, requests and live version', async () => {
    await render(<FormList {...props()} />);
    const row = page.getByRole('row', { name: /Privacy request/ });
    await expect.element(row.getByText('demo-retail-privacy')).toBeVisible();
    await expect.element(row.getByText('Unpublished changes')).toBeVisible();
    await expect.element(row.getByText('EN · DE')).toBeVisible();
    await expect.element(row.getByText('English, German')).toBeInTheDocument();
    await expect.element(row.getByText('1,234')).toBeVisible();
    await expect.element(row.getByText('Version 2')).toBeVisible();
    await expect.element(row.getByText('2026-02-01')).toBeVisible();
    const draft = page.getByRole('row', { name: /Careers/ });
    await expect.element(draft.getByText('Draft')).toBeVisible();
    await expect.element(draft.getByText('Not published')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Edit Privacy request' }))
      .toHaveAttribute('href', '/privacy/dsar/dsarform/1?oid=1&pid=1');
  });

  it('opens the address and the history, and deletes after a confirmation that counts the requests', async () => {
    const p = props();
    await render(<FormList {...p} />);
    await page.getByRole('button', { name: 'Link & embed for Privacy request' }).click();
    expect(p.onShare).toHaveBeenCalledWith(FORMS[1]);
    await page.getByRole('button', { name: 'History of Careers' }).click();
    expect(p.onHistory).toHaveBeenCalledWith(FORMS[0]);

    await page.getByRole('button', { name: 'Delete Privacy request' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Privacy request?' });
    await expect.element(dialog.getByText(/The 1,234 requests it received stay in Requests/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(p.onDelete).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Delete Privacy request' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Privacy request?' })
      .getByRole('button', { name: 'Delete form' })
      .click();
    expect(p.onDelete).toHaveBeenCalledWith(FORMS[1]);
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets a member who may only view open forms, not delete them', async () => {
    await render(<FormList {...props()} isDisabled />);
    await expect.element(page.getByRole('link', { name: 'View Careers' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete Careers' })).not.toBeInTheDocument();
  });

  it('says how to start when there is no form', async () => {
    await render(<FormList {...props()} forms={[]} />);
    await expect
      .element(page.getByText('No web forms yet. Create one to take data subject requests on your website.'))
      .toBeVisible();
  });
});
