import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RequestFormDialog } from './RequestFormDialog.tsx';

describe('RequestFormDialog', () => {
  it('submits its form from the footer and closes on Escape', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onCancel = vi.fn();
    await render(
      <RequestFormDialog
        title="Reject"
        isOpen
        busy={false}
        formId="f"
        submitLabel="Reject request"
        submitVariant="danger"
        onCancel={onCancel}
      >
        <form id="f" onSubmit={onSubmit}>
          <input aria-label="Why" />
        </form>
      </RequestFormDialog>,
    );
    await page.getByRole('button', { name: 'Reject request' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('stays open while busy', async () => {
    const onCancel = vi.fn();
    await render(
      <RequestFormDialog
        title="Reject"
        isOpen
        busy
        formId="f"
        submitLabel="Reject request"
        onCancel={onCancel}
      >
        <form id="f" />
      </RequestFormDialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
