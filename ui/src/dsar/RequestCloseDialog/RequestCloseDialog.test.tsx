import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RequestCloseDialog } from './RequestCloseDialog.tsx';

const dialog = () => page.getByRole('dialog');

describe('RequestCloseDialog', () => {
  it('completes the request with what was done', async () => {
    const onSubmit = vi.fn();
    await render(
      <RequestCloseDialog
        isOpen
        outcome="completed"
        reference="DSAR-000123"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await expect
      .element(dialog().getByRole('heading', { name: 'Complete the request DSAR-000123' }))
      .toBeVisible();
    await dialog().getByRole('textbox', { name: 'What was done' }).fill('The copy was sent by secure link.');
    await dialog().getByRole('button', { name: 'Complete request' }).click();
    expect(onSubmit).toHaveBeenCalledWith('The copy was sent by secure link.');
  });

  it('rejects with a reason, which is required', async () => {
    const onSubmit = vi.fn();
    await render(
      <RequestCloseDialog
        isOpen
        outcome="rejected"
        reference="DSAR-000123"
        validate={(note) => (note.trim() === '' ? 'Enter why it is rejected.' : undefined)}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await dialog().getByRole('button', { name: 'Reject request' }).click();
    await expect.element(dialog().getByText('Enter why it is rejected.')).toBeVisible();
    await expect.element(dialog().getByRole('textbox', { name: 'Why it is rejected' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the refusal and cannot be closed while saving', async () => {
    const onCancel = vi.fn();
    await render(
      <RequestCloseDialog
        isOpen
        busy
        outcome="completed"
        reference="DSAR-000123"
        summary="The requester has not confirmed their e-mail address yet: work starts once they do"
        onSubmit={() => {}}
        onCancel={onCancel}
      />,
    );
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('The request was not completed');
    await expect.element(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
