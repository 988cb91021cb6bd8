import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RequestMessageDialog, type RequestMessageValues } from './RequestMessageDialog.tsx';

const TEMPLATES = {
  acknowledgement: {
    subject: 'Ihre Anfrage {{request_id}}',
    body: 'Hallo {{requester_name}},\nwir arbeiten daran.',
  },
  completed: {
    subject: 'Ihre Anfrage {{request_id}} ist erledigt',
    body: 'Hallo {{requester_name}},\nerledigt.',
  },
};
const dialog = () => page.getByRole('dialog');

describe('RequestMessageDialog', () => {
  it("sends a template's e-mail as it is, after showing it", async () => {
    const onSubmit = vi.fn<(v: RequestMessageValues) => void>();
    await render(
      <RequestMessageDialog
        isOpen
        templates={TEMPLATES}
        languageName="Deutsch"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await expect.element(dialog().getByRole('radio', { name: 'Acknowledgement' })).toBeChecked();
    const preview = dialog().getByRole('region', { name: "The template's e-mail" });
    await expect.element(preview).toHaveTextContent('Subject: Ihre Anfrage {{request_id}}');
    await dialog().getByRole('radio', { name: 'Request completed' }).click({ force: true });
    await expect.element(preview).toHaveTextContent('Ihre Anfrage {{request_id}} ist erledigt');
    await dialog().getByRole('button', { name: 'Send e-mail' }).click();
    expect(onSubmit).toHaveBeenCalledWith({ event: 'completed' });
  });

  it('changes the subject and text for this e-mail, starting from the template', async () => {
    const onSubmit = vi.fn<(v: RequestMessageValues) => void>();
    await render(
      <RequestMessageDialog
        isOpen
        templates={TEMPLATES}
        languageName="Deutsch"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await dialog()
      .getByRole('checkbox', { name: 'Change the subject and text for this e-mail' })
      .click({ force: true });
    const subject = dialog().getByRole('textbox', { name: 'Subject' });
    await expect.element(subject).toHaveValue('Ihre Anfrage {{request_id}}');
    await subject.fill('Rückfrage zu {{request_id}}');
    await dialog().getByRole('textbox', { name: 'Text' }).fill('Bitte senden Sie uns Ihre Kundennummer.');
    await dialog().getByRole('button', { name: 'Send e-mail' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      event: 'acknowledgement',
      subject: 'Rückfrage zu {{request_id}}',
      body: 'Bitte senden Sie uns Ihre Kundennummer.',
    });
  });

  it("shows the page's checks and the server's refusal", async () => {
    const onSubmit = vi.fn();
    await render(
      <RequestMessageDialog
        isOpen
        templates={{}}
        languageName="English"
        summary="This request was closed unverified: its address was never confirmed"
        validate={(v) => (v.subject === '' ? { subject: 'Enter the subject.' } : {})}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('The e-mail was not sent');
    await expect.element(dialog().getByText('This template has no text yet.')).toBeVisible();
    await dialog()
      .getByRole('checkbox', { name: 'Change the subject and text for this e-mail' })
      .click({ force: true });
    await dialog().getByRole('button', { name: 'Send e-mail' }).click();
    await expect.element(dialog().getByText('Enter the subject.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the template is loading until it comes', async () => {
    await render(
      <RequestMessageDialog isOpen languageName="Deutsch" onSubmit={() => {}} onCancel={() => {}} />,
    );
    await expect.element(dialog().getByText('Loading the template…')).toBeVisible();
  });
});
