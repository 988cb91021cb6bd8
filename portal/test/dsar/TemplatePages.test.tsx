import { DEFAULT_EMAIL_TEMPLATES } from '@privacy-portal/sdk/dsar';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DsarPage } from '../../src/modules/dsar/DsarPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

function Module() {
  const { search } = useLocation();
  return (
    <>
      <DsarPage />
      <output data-testid="search">{search}</output>
    </>
  );
}

const URL = '/privacy/dsar/templates?oid=1&pid=1';
const open = (url = URL, options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<Module />, { path: '/*', url, ...options });
const preview = () => page.getByRole('article', { name: 'E-mail preview' });
const event = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });
const subject = () => page.getByRole('textbox', { name: 'Subject' });
const body = () => page.getByRole('textbox', { name: 'Body' });
const ownTemplates = (state: Awaited<ReturnType<typeof open>>['state']) =>
  state.dsar.templates
    .list((t) => t.organization_id === 1)
    .map((t) => `${t.event}/${t.language}`)
    .sort();

describe('Custom Template page', () => {
  it('shows an e-mail with its preview beside it, filled with sample values', async () => {
    await open();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Custom Template' })).toBeVisible();
    // Demo Retail's own text of the received e-mail in English.
    await expect.element(event('Request received')).toBeChecked();
    await expect.element(subject()).toHaveValue('Demo Retail received your request {{request_id}}');
    await expect.element(page.getByText('Your text', { exact: true }).first()).toBeVisible();
    await expect
      .element(preview())
      .toHaveTextContent('Subject: Demo Retail received your request DSAR-000123');
    await expect.element(preview().getByText(/^Dear Alex Example,/)).toBeVisible();
  });

  it('edits a default text with a variable inserted, previews it as typed and saves it as the organization’s own', async () => {
    const { state } = await open(`${URL}&event=extension&language=en`);
    await expect.element(subject()).toHaveValue(DEFAULT_EMAIL_TEMPLATES.en.extension.subject);
    await expect.element(page.getByText('Default text')).toBeVisible();
    await subject().fill('New date for ');
    await page.getByRole('button', { name: 'Insert {{request_id}}' }).click();
    await expect.element(subject()).toHaveValue('New date for {{request_id}}');
    await expect.element(preview()).toHaveTextContent('Subject: New date for DSAR-000123');
    await expect.element(page.getByText('Unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: 'Save template' }).click();
    await expect.element(page.getByText('Deadline extended (English (EN)) saved.')).toBeVisible();
    expect(ownTemplates(state)).toContain('extension/en');
    expect(state.dsar.templates.list((t) => t.event === 'extension')[0]?.subject).toBe(
      'New date for {{request_id}}',
    );
    await expect.element(page.getByText('Your text', { exact: true }).first()).toBeVisible();
    await expect.element(event('Deadline extended')).toHaveAccessibleName(/Your text/);
  });

  it('refuses an unknown variable before the server does, and says so in the preview', async () => {
    const { requests } = await open();
    await body().fill('Hello {{customer_number}}');
    await expect
      .element(page.getByRole('region', { name: 'Preview' }).getByRole('alert'))
      .toHaveTextContent('Body uses an unknown variable: {{customer_number}}');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect.element(body()).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('resets the organization’s own text to the default after asking', async () => {
    const { state } = await open(`${URL}&event=completed&language=en`);
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
    expect(ownTemplates(state)).not.toContain('completed/en');
  });

  it('opens another language and event from the picker, and keeps them in the URL', async () => {
    await open();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: /^Arabic \(AR\)/ }).click();
    await expect.element(page.getByTestId('search')).toHaveTextContent('language=ar');
    await expect.element(subject()).toHaveValue(DEFAULT_EMAIL_TEMPLATES.ar.received.subject);
    expect(getComputedStyle(body().element()).direction).toBe('rtl');
    await expect.element(preview()).toHaveAttribute('dir', 'rtl');
    await event('Request rejected').click();
    await expect.element(page.getByTestId('search')).toHaveTextContent('event=rejected');
    await expect.element(subject()).toHaveValue(DEFAULT_EMAIL_TEMPLATES.ar.rejected.subject);
  });

  it('asks before leaving unsaved changes for another e-mail', async () => {
    await open();
    await subject().fill('Changed');
    await event('Verify identity').click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(subject()).toHaveValue('Changed');
    await event('Verify identity').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
    await expect.element(subject()).toHaveValue(DEFAULT_EMAIL_TEMPLATES.en.verify_identity.subject);
  });

  it('changes the organization’s reminders and deadlines', async () => {
    const { state } = await open();
    const card = page.getByRole('region', { name: 'Reminders and deadlines' });
    const soon = card.getByRole('textbox', { name: 'A request is due soon' });
    await expect.element(soon).toHaveValue('7');
    await soon.fill('9');
    await userEvent.keyboard('{Tab}');
    await card.getByRole('button', { name: 'Save settings' }).click();
    await expect.element(page.getByText('The reminders and deadlines are saved.')).toBeVisible();
    expect(state.dsar.settings.get(1)?.due_soon_days).toBe(9);

    await card.getByRole('textbox', { name: 'Close an unverified request after' }).fill('2');
    await userEvent.keyboard('{Tab}');
    await card.getByRole('button', { name: 'Save settings' }).click();
    await expect.element(card.getByText('Close the request later than the reminder is sent')).toBeVisible();
  });

  it('shows a viewer the texts and settings without a way to change them', async () => {
    await open(URL, { as: 'viewer@demo.test' });
    await expect.element(subject()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    await expect.element(preview()).toBeVisible();
  });
});
