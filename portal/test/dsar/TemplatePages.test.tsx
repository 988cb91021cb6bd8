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
describe('Custom Template page', () => {
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
    const { requests } = await open();
    const card = page.getByRole('region', { name: 'Reminders and deadlines' });
    const soon = card.getByRole('textbox', { name: 'A request is due soon' });
    await expect.element(soon).toHaveValue('7');
    await soon.fill('9');
    await userEvent.keyboard('{Tab}');
    await card.getByRole('button', { name: 'Save settings' }).click();
    await expect.element(page.getByText('The reminders and deadlines are saved.')).toBeVisible();
    expect(
      requests.find((r) => r.method === 'PUT' && r.path === '/api/v1/dsar/settings/1')?.body,
    ).toMatchObject({
      due_soon_days: 9,
    });

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
