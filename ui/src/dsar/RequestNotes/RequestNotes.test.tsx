import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_TIMELINE } from '../testing/requests.ts';
import { RequestNotes } from './RequestNotes.tsx';

const notes = TEST_TIMELINE.filter((e) => e.kind === 'note');

describe('RequestNotes', () => {
  it('adds a note and empties the field once it is saved', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    await render(<RequestNotes notes={notes} onAdd={onAdd} />);
    await expect.element(page.getByText('The customer also wrote to support; same request.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Note' }).fill('  Called the customer back.  ');
    await page.getByRole('button', { name: 'Add note' }).click();
    expect(onAdd).toHaveBeenCalledWith('Called the customer back.');
    await expect.element(page.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it('keeps the text when saving fails, and asks for text first', async () => {
    const onAdd = vi.fn(() => Promise.reject(new Error('refused')));
    const { rerender } = await render(<RequestNotes notes={[]} onAdd={onAdd} />);
    await expect.element(page.getByText('No notes yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect.element(page.getByText('Write the note first.')).toBeVisible();
    expect(onAdd).not.toHaveBeenCalled();
    await page.getByRole('textbox', { name: 'Note' }).fill('Kept');
    await page.getByRole('button', { name: 'Add note' }).click();
    await rerender(<RequestNotes notes={[]} onAdd={onAdd} error="The note was not saved." />);
    await expect.element(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Kept');
    await expect.element(page.getByText('The note was not saved.')).toBeVisible();
  });

  it('has no field for a reader', async () => {
    await render(<RequestNotes notes={notes} />);
    await expect.element(page.getByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
  });
});
