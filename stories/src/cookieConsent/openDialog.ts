import { within } from 'storybook/test';
import { settled } from '../support/settled.ts';

/**
 * The open dialog (the one of that name, when given) once its entry animation is over: a fading
 * element is not yet visible, and the axe check after a story should see its final look.
 */
export async function openDialog(name?: string): Promise<HTMLElement> {
  const body = within(document.body);
  const dialog =
    name === undefined ? await body.findByRole('dialog') : await body.findByRole('dialog', { name });
  await settled();
  return dialog;
}

/** A meta `play` for dialog stories: stories without their own play still wait for the dialog's entry. */
export async function dialogEntered(): Promise<void> {
  await openDialog();
}
