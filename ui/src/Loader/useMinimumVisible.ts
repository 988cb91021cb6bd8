import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Keeps something shown for at least `minMs` once it has appeared, so a quick load does not flash.
 * Returns whether to render it now.
 */
export function useMinimumVisible(visible: boolean, minMs: number): boolean {
  const [held, setHeld] = useState(false);
  const shownAt = useRef<number | null>(null);

  // A layout effect: the switch to "held" lands before paint, so hiding never flickers for a frame.
  useLayoutEffect(() => {
    if (visible) {
      shownAt.current ??= Date.now();
      setHeld(false);
      return;
    }
    if (shownAt.current === null) return;
    const remaining = minMs - (Date.now() - shownAt.current);
    if (remaining <= 0) {
      shownAt.current = null;
      setHeld(false);
      return;
    }
    setHeld(true);
    const timer = setTimeout(() => {
      shownAt.current = null;
      setHeld(false);
    }, remaining);
    return () => clearTimeout(timer);
  }, [visible, minMs]);

  return visible || held;
}
