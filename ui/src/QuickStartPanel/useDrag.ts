import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from 'react';

export interface Position {
  /** px from the viewport's left edge */
  x: number;
  /** px from the viewport's top edge */
  y: number;
}

/** How far one arrow press moves the panel; Shift moves further. */
const STEP_PX = 10;
const BIG_STEP_PX = 50;
/** Part of the panel that must stay on screen so it can always be dragged back. */
const KEEP_VISIBLE_PX = 48;

function clamp(pos: Position, panel: HTMLElement): Position {
  const width = panel.offsetWidth;
  return {
    x: Math.min(Math.max(pos.x, 0), Math.max(0, window.innerWidth - width)),
    y: Math.min(Math.max(pos.y, 0), Math.max(0, window.innerHeight - KEEP_VISIBLE_PX)),
  };
}

/** The laid-out position, ignoring the slide animation's transform. */
function currentPosition(panel: HTMLElement): Position {
  return { x: panel.offsetLeft, y: panel.offsetTop };
}

/**
 * Moves a fixed panel by pointer drag on its header and by arrow keys on a handle. The position is
 * null until the first move (and after `reset`), so the stylesheet's default placement applies.
 */
export function useDrag(
  panelRef: RefObject<HTMLElement | null>,
  defaultPosition: Position | undefined,
  onMove: ((position: Position | null) => void) | undefined,
) {
  const [position, setPosition] = useState<Position | null>(defaultPosition ?? null);
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);

  const moveTo = (next: Position) => {
    const panel = panelRef.current;
    if (!panel) return;
    const clamped = clamp(next, panel);
    setPosition(clamped);
    onMove?.(clamped);
  };

  const headerProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // Buttons in the header keep their own presses.
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      const panel = panelRef.current;
      if (!panel) return;
      const start = currentPosition(panel);
      drag.current = { pointerId: event.pointerId, dx: event.clientX - start.x, dy: event.clientY - start.y };
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic or already released pointers cannot be captured; moves still arrive while over the header.
      }
      event.preventDefault();
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const active = drag.current;
      if (!active || active.pointerId !== event.pointerId) return;
      moveTo({ x: event.clientX - active.dx, y: event.clientY - active.dy });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (drag.current?.pointerId === event.pointerId) drag.current = null;
    },
    onPointerCancel: () => {
      drag.current = null;
    },
  };

  const onHandleKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? BIG_STEP_PX : STEP_PX;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = delta[event.key];
    const panel = panelRef.current;
    if (!move || !panel) return;
    event.preventDefault();
    const from = currentPosition(panel);
    moveTo({ x: from.x + move[0], y: from.y + move[1] });
  };

  /** Back to the stylesheet's place (docked at the bottom right, where the page leaves room for it). */
  const reset = () => {
    setPosition(null);
    onMove?.(null);
  };

  return { position, headerProps, onHandleKeyDown, reset };
}
