import type { StandInEvents } from '@privacy-portal/ui/HeaderTriggers';
import { type ComponentType, useLayoutEffect, useRef, useState } from 'react';

/** Why the real popup is being loaded: what to replay on it once it is there. */
type Intent = 'focus' | 'hover' | 'press';

/** The key that opens a popup from its trigger (Enter, Space, an arrow), replayed as the user pressed it. */
const pressKey = (trigger: HTMLElement, key: string) => {
  trigger.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  trigger.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
};

/**
 * A header popup whose menu, popover and react-aria parts load on first use: the page shows the
 * closed trigger (`StandIn`, drawn like the popup's own); pointing at it or focusing it fetches the
 * popup, so that a press finds it loaded. Once loaded, the popup takes the trigger's place, keeps
 * the focus, and replays what the user did: a press (or an arrow key) opens it, a hover still on
 * the trigger reaches it (the organization switcher opens on hover). A popup that arrives while the
 * pointer is down on the stand-in waits for it to come up: swapped in between, the button under the
 * pointer would see the release but not the press, and the click would be lost.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  StandIn: ComponentType<P & { events: StandInEvents }>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPopup = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };

  function Deferred(props: P) {
    const [Popup, setPopup] = useState<{ component: ComponentType<P> } | null>(() =>
      loaded ? { component: loaded } : null,
    );
    const intent = useRef<Intent | null>(null);
    /** The key of a keyboard press (Enter, Space, an arrow); none for a pointer's press. */
    const key = useRef<string | null>(null);
    const box = useRef<HTMLSpanElement>(null);
    const pressing = useRef(false);
    /** A popup that arrived while the stand-in was pressed, shown when the press ends. */
    const held = useRef<ComponentType<P> | null>(null);

    const want = (next: Intent) => {
      // A press outranks a hover or focus already under way.
      if (intent.current !== 'press') intent.current = next;
      void fetchPopup().then((component) => {
        if (pressing.current) held.current = component;
        else setPopup({ component });
      });
    };

    useLayoutEffect(() => {
      const trigger = box.current?.querySelector('button');
      if (!Popup || !trigger || !intent.current) return;
      const replay = intent.current;
      intent.current = null;
      if (replay === 'hover') {
        trigger.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
        return;
      }
      trigger.focus();
      if (replay !== 'press') return;
      if (key.current) pressKey(trigger, key.current);
      // A click without a pointer, as react-aria sees a screen reader's press.
      else trigger.click();
    }, [Popup]);

    if (Popup) {
      const Component = Popup.component;
      return (
        <span ref={box} style={{ display: 'contents' }}>
          <Component {...props} />
        </span>
      );
    }
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <StandIn
          {...props}
          events={{
            onHoverStart: (e) => {
              if (e.pointerType === 'mouse') want('hover');
            },
            onHoverEnd: () => {
              if (intent.current === 'hover') intent.current = null;
            },
            onFocus: () => want('focus'),
            onBlur: () => {
              // Moved on before the popup arrived: leave the focus where the user took it.
              if (intent.current === 'focus') intent.current = null;
            },
            onPressStart: () => {
              pressing.current = true;
            },
            onPressEnd: () => {
              pressing.current = false;
              // react-aria calls onPress right after this in the same event, so the render this
              // schedules already knows a press is to be replayed; a cancelled press just shows it.
              if (held.current) setPopup({ component: held.current });
            },
            onPress: (e) => {
              if (e.pointerType !== 'keyboard') key.current = null;
              want('press');
            },
            onKeyDown: (e) => {
              if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) key.current = e.key;
              if (e.key === 'ArrowDown' || e.key === 'ArrowUp') want('press');
            },
          }}
        />
      </span>
    );
  }
  return Deferred;
}
