import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testRequest } from '../testing/requests.ts';
import { RequestExtendDialog } from './RequestExtendDialog.tsx';

const { deadlines } = testRequest();
const dialog = () => page.getByRole('dialog');

describe('RequestExtendDialog', () => {
  it('tells the new date and the notice, and extends with a reason', async () => {
    const onSubmit = vi.fn();
    await render(
      <RequestExtendDialog
        isOpen
        deadlines={deadlines}
        validate={(r) => (r.trim().length < 5 ? 'The reason must be at least 5 characters.' : undefined)}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await expect
      .element(dialog().getByText(/Under GDPR \(EU\) the deadline moves from 2 Dec 2026 to/))
      .toHaveTextContent('2 Feb 2027');
    await expect.element(dialog().getByText(/the law asks for it by 2 Dec 2026/)).toBeVisible();
    await dialog().getByRole('button', { name: 'Extend and notify' }).click();
    await expect.element(dialog().getByText('The reason must be at least 5 characters.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await dialog()
      .getByRole('textbox', { name: 'Reason for the extension' })
      .fill('Three systems must be searched.');
    await dialog().getByRole('button', { name: 'Extend and notify' }).click();
    expect(onSubmit).toHaveBeenCalledWith('Three systems must be searched.');
  });

  it("shows the server's refusal", async () => {
    await render(
      <RequestExtendDialog
        isOpen
        deadlines={deadlines}
        summary="This request has already been extended"
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('This request has already been extended');
  });

  it('cannot be closed while saving', async () => {
    await render(
      <RequestExtendDialog isOpen busy deadlines={deadlines} onSubmit={() => {}} onCancel={() => {}} />,
    );
    await expect.element(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
