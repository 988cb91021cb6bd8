import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PublishDialog } from '../src/modules/shared/PublishDialog.tsx';

const props = {
  isOpen: true,
  title: 'Publish version 4',
  message: 'Visitors see it at once.',
  problemTitle: 'It was not published',
  noteMaxLength: 20,
  notePlaceholder: 'What changed',
  onClose: vi.fn(),
};

describe('PublishDialog (shared by the modules)', () => {
  it('publishes with the note trimmed, by keyboard', async () => {
    const onPublish = vi.fn();
    await render(<PublishDialog {...props} busy={false} problem={null} onPublish={onPublish} />);
    const dialog = page.getByRole('dialog', { name: 'Publish version 4' });
    await expect.element(dialog.getByText('Visitors see it at once.')).toBeVisible();
    const note = dialog.getByRole('textbox', { name: 'Note for the history' });
    await expect.element(note).toHaveAttribute('maxlength', '20');
    await note.fill('  Darker buttons ');
    await dialog.getByRole('button', { name: 'Publish' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onPublish).toHaveBeenCalledWith('Darker buttons');
  });

  it('shows why the last attempt failed and cannot be left or sent again while busy', async () => {
    const onPublish = vi.fn();
    const onClose = vi.fn();
    await render(
      <PublishDialog
        {...props}
        onClose={onClose}
        busy
        problem="The banner has problems."
        onPublish={onPublish}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('It was not published');
    await expect.element(page.getByRole('alert')).toHaveTextContent('The banner has problems.');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onPublish).not.toHaveBeenCalled();
  });
});
