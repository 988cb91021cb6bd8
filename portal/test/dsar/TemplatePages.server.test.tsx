import { DEFAULT_EMAIL_TEMPLATES } from '@privacy-portal/sdk/dsar';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { DsarPage } from '../../src/modules/dsar/DsarPage.tsx';
import { renderRealPage } from '../support/renderRealPage.tsx';
import { apiAs } from './real-api.ts';

// Against the real API (the ui-server project): the preview's sample values and what a save and a
// reset keep are the server's, not a copy of them in the mocks.

const URL = '/privacy/dsar/templates?oid=1&pid=1';
const open = (url = URL) => renderRealPage(<DsarPage />, { path: '/*', url });
const preview = () => page.getByRole('article', { name: 'E-mail preview' });
const event = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });
const subject = () => page.getByRole('textbox', { name: 'Subject' });
const body = () => page.getByRole('textbox', { name: 'Body' });

describe('Custom Template page on the real API', () => {
  it('shows an e-mail with its preview beside it, filled with sample values', async () => {
    await open();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Custom Template' })).toBeVisible();
    await expect.element(event('Request received')).toBeChecked();
    await expect.element(subject()).toHaveValue(DEFAULT_EMAIL_TEMPLATES.en.received.subject);
    await expect.element(page.getByText('Default text')).toBeVisible();
    await expect.element(preview()).toHaveTextContent('Subject: We received your request DSAR-000123');
    await expect.element(preview().getByText(/^Dear Alex Example,/)).toBeVisible();
  });

  it('edits a default text with a variable inserted, previews it as typed and saves it as the organization’s own', async () => {
    await open(`${URL}&event=extension&language=en`);
    await expect.element(subject()).toHaveValue(DEFAULT_EMAIL_TEMPLATES.en.extension.subject);
    await expect.element(page.getByText('Default text')).toBeVisible();
    await subject().fill('New date for ');
    await page.getByRole('button', { name: 'Insert {{request_id}}' }).click();
    await expect.element(subject()).toHaveValue('New date for {{request_id}}');
    await expect.element(preview()).toHaveTextContent('Subject: New date for DSAR-000123');
    await expect.element(page.getByText('Unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: 'Save template' }).click();
    await expect.element(page.getByText('Deadline extended (English (EN)) saved.')).toBeVisible();
    await expect.element(page.getByText('Your text', { exact: true }).first()).toBeVisible();
    await expect.element(event('Deadline extended')).toHaveAccessibleName(/Your text/);
  });

  it('resets the organization’s own text to the default after asking', async () => {
    const api = await apiAs();
    const own = `${DEFAULT_EMAIL_TEMPLATES.en.completed.body}\n\nQuestions? Reply to this e-mail.`;
    await api('PUT', '/dsar/templates/1/completed/en', {
      subject: DEFAULT_EMAIL_TEMPLATES.en.completed.subject,
      body: own,
    });
    await open(`${URL}&event=completed&language=en`);
    await expect
      .poll(() => (body().element() as HTMLTextAreaElement).value)
      .toContain('Questions? Reply to this e-mail.');
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page
      .getByRole('alertdialog', { name: 'Go back to the default text?' })
      .getByRole('button', { name: 'Reset to default' })
      .click();
    await expect
      .element(page.getByText('Request completed (English (EN)) is back to the default text.'))
      .toBeVisible();
    await expect.element(body()).toHaveValue(DEFAULT_EMAIL_TEMPLATES.en.completed.body);
    await expect.element(event('Request completed')).not.toHaveAccessibleName(/Your text/);
  });
});
