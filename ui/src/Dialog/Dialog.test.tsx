import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/index.ts';
import { Dialog, type DialogProps } from './Dialog.tsx';

/** Owns the open state like a page would, with a trigger to reopen. */
function Harness(props: Partial<DialogProps> & { onClose?: () => void }) {
  const { onClose, ...rest } = props;
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Dialog
        title="Terms and conditions"
        {...rest}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClose?.();
        }}
      >
        <p>Please read the terms.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal named by its title, with body and footer', async () => {
    render(<Harness footer={<Button>I Agree</Button>} />);
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Please read the terms.')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'I Agree' })).toBeVisible();
  });

  it('closes by Escape and by the close button', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);

    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to the button that opened it', async () => {
    await render(<Harness />);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Open' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Terms and conditions' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('ignores Escape when not dismissable', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} isDismissable={false} showCloseButton={false} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(page.getByRole('button', { name: 'Close' }).query()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes the width prop and lets the footer close it', async () => {
    render(<Harness width="20rem" footer={(close) => <Button onPress={close}>Got it</Button>} />);
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    const rootFont = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(Math.round(dialog.element().getBoundingClientRect().width)).toBe(20 * rootFont);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
