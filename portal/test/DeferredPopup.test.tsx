import { Button } from '@privacy-portal/ui/Button';
import type { StandInEvents } from '@privacy-portal/ui/HeaderTriggers';
import { type ComponentType, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { deferred } from '../src/shell/popups/deferred.tsx';

interface BellProps {
  label: string;
}

/** The loaded popup: its trigger opens a dialog. */
function Popup({ label }: BellProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      {open ? <div role="dialog" aria-label="Panel" /> : null}
    </>
  );
}

/** A deferred popup whose load the test resolves when it wants. */
function controlledPopup() {
  let arrive: (component: ComponentType<BellProps>) => void = () => undefined;
  const arrived = new Promise<ComponentType<BellProps>>((resolve) => {
    arrive = resolve;
  });
  const Deferred = deferred<BellProps>(
    () => arrived,
    ({ label, events }: BellProps & { events: StandInEvents }) => (
      <Button variant="ghost" {...events}>
        {label}
      </Button>
    ),
  );
  return { Deferred, arrive: () => arrive(Popup) };
}

const pointer = (type: string, target: Element, init: PointerEventInit = {}) => {
  const box = target.getBoundingClientRect();
  const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  const common = { bubbles: true, cancelable: true, composed: true, ...at };
  const event =
    type === 'click'
      ? new MouseEvent('click', { ...common, button: 0, detail: 1 })
      : new PointerEvent(type, {
          ...common,
          pointerId: 1,
          pointerType: 'mouse',
          button: 0,
          buttons: type === 'pointerdown' ? 1 : 0,
          width: 1,
          height: 1,
          pressure: type === 'pointerdown' ? 0.5 : 0,
          isPrimary: true,
          ...init,
        });
  target.dispatchEvent(event);
};

const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('A header popup loaded on first use', () => {
  it('opens when it arrives between the press and the release of the pointer on its stand-in', async () => {
    const { Deferred, arrive } = controlledPopup();
    await render(<Deferred label="Notifications" />);
    const standIn = page.getByRole('button', { name: 'Notifications' }).element();

    // Pointing at the bell starts the load; the button goes down before the popup is there.
    pointer('pointerover', standIn);
    pointer('pointerdown', standIn);
    arrive();
    await frames();
    // The stand-in stays under the pointer until it comes up: the release must find the button it pressed.
    expect(standIn.isConnected).toBe(true);

    pointer('pointerup', standIn);
    pointer('click', standIn);
    await expect.element(page.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    await expect
      .element(page.getByRole('button', { name: 'Notifications' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('takes the stand-in’s place without opening when the press is let go outside it', async () => {
    const { Deferred, arrive } = controlledPopup();
    await render(<Deferred label="Help" />);
    const standIn = page.getByRole('button', { name: 'Help' }).element();

    pointer('pointerover', standIn);
    pointer('pointerdown', standIn);
    arrive();
    await frames();
    expect(standIn.isConnected).toBe(true);

    // Dragged off and released elsewhere: react-aria cancels the press.
    pointer('pointerleave', standIn);
    pointer('pointerout', standIn);
    pointer('pointerup', document.body, { clientX: 1, clientY: 1 });
    await expect.poll(() => standIn.isConnected).toBe(false);
    await expect
      .element(page.getByRole('button', { name: 'Help' }))
      .toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
  });
});
