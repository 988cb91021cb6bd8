import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type PublishedVersion, PublishHistory, type PublishHistoryTexts } from './PublishHistory.tsx';

const version = (n: number, active: boolean, note: string | null = null): PublishedVersion => ({
  id: 100 + n,
  version: n,
  active,
  note,
  published_at: `2026-04-0${n}T08:15:00.000Z`,
  published_by: n === 1 ? null : 'Olivia Owner',
});

const VERSIONS = [version(3, false, 'New colours'), version(2, true), version(1, false, 'First')];

const TEXTS: PublishHistoryTexts = {
  activeLabel: 'Current',
  emptyMessage: 'Nothing published here yet.',
  activateMessage: (n) => `Version ${n} goes out to everyone.`,
  deleteMessage: 'Gone for good.',
};

describe('PublishHistory', () => {
  it('lists the versions in the module’s words, its own columns before the note', async () => {
    await render(
      <PublishHistory
        versions={VERSIONS}
        texts={TEXTS}
        extraColumns={[{ id: 'size', header: 'Size', cell: (v) => `${v.version * 10} fields` }]}
        onActivate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const current = page.getByRole('row', { name: /Version 2/ });
    await expect.element(current.getByText('Current')).toBeVisible();
    await expect.element(current.getByText('20 fields')).toBeVisible();
    await expect.element(current.getByText('No note')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Version 1/ }).getByText('—')).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Size' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete version 2 (current)' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Activate version 2' })).not.toBeInTheDocument();
    await expect
      .element(page.getByText('The current version cannot be deleted; activate another one first.'))
      .toBeVisible();
  });

  it('activates after a confirmation by keyboard, and deletes only when confirmed', async () => {
    let finish: () => void = () => undefined;
    const onActivate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onDelete = vi.fn(async () => undefined);
    await render(
      <PublishHistory versions={VERSIONS} texts={TEXTS} onActivate={onActivate} onDelete={onDelete} />,
    );

    await page.getByRole('button', { name: 'Activate version 1' }).element().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('alertdialog', { name: 'Activate version 1?' });
    await expect.element(dialog.getByText('Version 1 goes out to everyone.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Activate' }).click();
    expect(onActivate).toHaveBeenCalledWith(VERSIONS[2]);
    // The confirmation stays until the call is done.
    await expect.element(dialog).toBeVisible();
    finish();
    await expect.element(dialog).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Delete version 3', exact: true }).click();
    const remove = page.getByRole('alertdialog', { name: 'Delete version 3?' });
    await expect.element(remove.getByText('Gone for good.')).toBeVisible();
    await remove.getByRole('button', { name: 'Cancel' }).click();
    expect(onDelete).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Delete version 3', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete version 3?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    expect(onDelete).toHaveBeenCalledWith(VERSIONS[0]);
  });

  it('offers no rollback when it is left out, shows the notice, and says when nothing is published', async () => {
    const { rerender } = await render(
      <PublishHistory
        versions={VERSIONS}
        texts={TEXTS}
        canRollBack={false}
        notice={<p>Rollback needs another plan.</p>}
        onActivate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Rollback needs another plan.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Activate/ })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Delete version 3', exact: true })).toBeEnabled();
    await rerender(
      <PublishHistory versions={[]} texts={TEXTS} onActivate={vi.fn()} onDelete={vi.fn()} isDisabled />,
    );
    await expect.element(page.getByText('Nothing published here yet.')).toBeVisible();
    await expect.element(page.getByText(/cannot be deleted/)).not.toBeInTheDocument();
  });
});
