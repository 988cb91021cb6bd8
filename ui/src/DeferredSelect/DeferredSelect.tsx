import { type ComponentType, useLayoutEffect, useRef, useState } from 'react';
import { onDemand } from '../onDemand/onDemand.ts';
import type { SelectProps } from '../Select/Select.tsx';
import { SelectTrigger } from '../SelectTrigger/SelectTrigger.tsx';

// One download for every Select on the page: once it has arrived, each stand-in becomes the real one.
const select = onDemand<ComponentType<SelectProps>>(() => import('../Select/index.ts').then((m) => m.Select));
const loadSelect = select.load;

/** A key that opens a Select from its trigger, replayed on the real one as the user pressed it. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

/**
 * A Select whose listbox, popover and collection code (react-aria, about 30 KB gzip) load when it is
 * first pointed at, focused or pressed: the page draws the closed field at once (SelectTrigger, the
 * same label, value, help and error). Once loaded, the Select takes its place, keeps the focus, and
 * a press or opening key made before it arrived opens it. Same props as the ui's Select.
 */
export function DeferredSelect(props: SelectProps) {
  const Loaded = select.use();
  const [pressing, setPressing] = useState(false);
  /** Focused or pressed before the Select arrived: what to replay once it is there. */
  const wanted = useRef<{ intent: 'focus' | 'press'; key: string | null } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // A pointer held on the stand-in keeps it until released, so that the press is not split between two buttons.
  const Select = pressing ? null : Loaded;

  useLayoutEffect(() => {
    const trigger = box.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]');
    if (!Select || !trigger || !wanted.current) return;
    const { intent, key } = wanted.current;
    wanted.current = null;
    trigger.focus();
    if (intent !== 'press') return;
    // After the event that ended the press has finished (the browser's click after a pointer's release
    // would otherwise land outside the list just opened and close it).
    const replay = setTimeout(() => {
      if (key) {
        trigger.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        trigger.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
      } else {
        // A click without a pointer, as react-aria sees a screen reader's press.
        trigger.click();
      }
    });
    return () => clearTimeout(replay);
  }, [Select]);

  return (
    <div ref={box} style={{ display: 'contents' }}>
      {Select ? (
        <Select {...props} />
      ) : (
        <SelectTrigger
          label={props.label}
          options={props.options}
          value={props.value ?? props.defaultValue}
          placeholder={props.placeholder}
          description={props.description}
          errorMessage={props.errorMessage}
          isRequired={props.isRequired}
          isDisabled={props.isDisabled}
          onHoverStart={loadSelect}
          onFocus={() => {
            wanted.current ??= { intent: 'focus', key: null };
            loadSelect();
          }}
          onBlur={() => {
            if (wanted.current?.intent === 'focus') wanted.current = null;
          }}
          onPressStart={(e) => {
            if (e.pointerType !== 'keyboard') setPressing(true);
            loadSelect();
          }}
          onPressEnd={() => setPressing(false)}
          onPress={(e) => {
            wanted.current = {
              intent: 'press',
              key: e.pointerType === 'keyboard' ? (wanted.current?.key ?? null) : null,
            };
            loadSelect();
          }}
          onKeyDown={(e) => {
            if (!OPENING_KEYS.includes(e.key)) return;
            wanted.current = { intent: 'press', key: e.key };
            loadSelect();
          }}
        />
      )}
    </div>
  );
}
