import { Button } from '@privacy-portal/ui/Button';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DeferredSelect } from '../src/components/DeferredSelect.tsx';
import { ConfirmDialog } from '../src/components/dialogs.ts';
import { RowActionsMenu } from '../src/components/RowActionsMenu.tsx';

// The dialogs, row menus and selects that load on first use (components/): drawn, focused and closed as before.

function Confirming() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete</Button>
      {done ? <p>Deleted</p> : null}
      <ConfirmDialog
        isOpen={open}
        title="Delete it?"
        message={<p>It goes for good.</p>}
        confirmLabel="Delete now"
        onConfirm={() => {
          setOpen(false);
          setDone(true);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('a dialog loaded on first open', () => {
  it('draws nothing while closed, opens with the focus inside, and gives it back to its trigger on Escape', async () => {
    const screen = await render(<Confirming />);
    expect(screen.container.querySelector('[role="alertdialog"]')).toBeNull();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete it?' });
    await expect.element(dialog).toBeVisible();
    await expect.poll(() => dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Delete' })).toHaveFocus();
    // Opened again, it confirms.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete now' }).click();
    await expect.element(page.getByText('Deleted')).toBeVisible();
  });
});

describe('a row actions menu loaded on first use', () => {
  function Rows() {
    const [chosen, setChosen] = useState<string | null>(null);
    return (
      <>
        {['Ada', 'Bob'].map((name) => (
          <RowActionsMenu
            key={name}
            label={`Actions for ${name}`}
            icon="menu"
            iconOnly
            items={[{ id: 'edit', label: 'Edit', onAction: () => setChosen(name) }]}
          />
        ))}
        {chosen ? <p>Editing {chosen}</p> : null}
      </>
    );
  }

  it('opens on the first press, runs the action, and returns the focus to its trigger on Escape', async () => {
    await render(<Rows />);
    await page.getByRole('button', { name: 'Actions for Ada' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect.element(page.getByText('Editing Ada')).toBeVisible();

    // Another row, with the menu already loaded.
    await page.getByRole('button', { name: 'Actions for Bob' }).click();
    await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Actions for Bob' })).toHaveFocus();
  });
});

describe('a Select loaded on first use', () => {
  function Picker() {
    const [value, setValue] = useState<string | null>('1');
    return (
      <>
        <DeferredSelect
          label="Organization"
          options={[
            { id: '1', label: 'Acme' },
            { id: '2', label: 'Beta' },
          ]}
          value={value}
          onChange={setValue}
        />
        <p>Chosen {value}</p>
      </>
    );
  }

  it('shows the chosen option at once, opens on the first press and changes the value', async () => {
    await render(<Picker />);
    const trigger = page.getByRole('button', { name: 'Acme Organization' });
    await expect.element(trigger).toBeVisible();
    await trigger.click();
    await page.getByRole('option', { name: 'Beta' }).click();
    await expect.element(page.getByText('Chosen 2')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Beta Organization' })).toHaveFocus();
  });
});
