import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TemplatePreview } from './TemplatePreview.tsx';

const preview = {
  subject: 'We received your request DSAR-000123',
  body: 'Dear Alex Example,\n\nthank you for your request.',
  variables: { request_id: 'DSAR-000123', requester_name: 'Alex Example' },
};

describe('TemplatePreview', () => {
  it('shows the e-mail with the sample values, and which values they were', async () => {
    await render(<TemplatePreview language="en" preview={preview} />);
    const mail = page.getByRole('article', { name: 'E-mail preview' });
    await expect.element(mail).toHaveTextContent('Subject: We received your request DSAR-000123');
    await expect.element(mail.getByText(/^Dear Alex Example,/)).toBeVisible();
    await page.getByText('Sample values').click();
    await expect.element(page.getByText('{{requester_name}}')).toBeVisible();
  });

  it('keeps the last preview while a newer one is made, and says why there is none', async () => {
    const { rerender } = await render(<TemplatePreview language="en" preview={preview} loading />);
    await expect.element(page.getByRole('region', { name: 'Preview' })).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('article', { name: 'E-mail preview' })).toBeVisible();
    await rerender(
      <TemplatePreview language="en" preview={null} problem="Body uses an unknown variable: {{x}}" />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Body uses an unknown variable: {{x}}');
  });

  it('shows Arabic right to left', async () => {
    await render(
      <TemplatePreview language="ar" preview={{ ...preview, subject: 'استلمنا طلبك DSAR-000123' }} />,
    );
    await expect.element(page.getByRole('article', { name: 'E-mail preview' })).toHaveAttribute('dir', 'rtl');
  });
});
