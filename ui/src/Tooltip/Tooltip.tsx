import { type ReactNode, useEffect, useRef } from 'react';
import { useTooltipTrigger } from 'react-aria';
// react-aria-components' own TooltipTrigger hands the trigger props to its child this way. Its module
// also holds the overlay, which is what this file leaves out of the first paint.
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTriggerState } from 'react-stately';
import { onDemand } from '../onDemand/onDemand.ts';
import type { TooltipOverlayProps } from './TooltipOverlay.tsx';

// The overlay (positioning, portal, arrow: 6 KB gzip on every page with an icon button) is fetched
// when a tooltip first opens; the trigger's state, hover, focus and delays are here from the first
// paint, as react-aria-components' TooltipTrigger has them.
const overlay = onDemand(() => import('./TooltipOverlay.tsx').then((m) => m.TooltipOverlay));

export interface TooltipProps {
  /** The trigger: one focusable react-aria element, e.g. `Button`, `IconButton` or a react-aria `Link`. */
  children: ReactNode;
  /** What the tooltip says. */
  content: ReactNode;
  /** Fixed width in px (the notification tooltip is 400). Without it the tooltip fits its text, up to 280 px. */
  width?: number;
  /** Side of the trigger the tooltip prefers; it flips when there is no room. */
  placement?: 'top' | 'bottom' | 'start' | 'end' | 'left' | 'right';
  /** Hover delay in ms before opening; keyboard focus opens at once. */
  delay?: number;
  /** Delay in ms before closing once the pointer leaves. */
  closeDelay?: number;
  /** 'focus' opens only on keyboard focus, not on hover. */
  trigger?: 'hover' | 'focus';
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Turns the tooltip off without touching the trigger. */
  isDisabled?: boolean;
}

/** A tooltip on react-aria: opens on hover and keyboard focus, closes on Escape, blur and pointer leave. */
export function Tooltip({
  children,
  content,
  width,
  placement = 'top',
  delay = 600,
  closeDelay = 200,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDisabled,
}: TooltipProps) {
  const state = useTooltipTriggerState({
    delay,
    closeDelay,
    trigger,
    isOpen,
    defaultOpen,
    onOpenChange,
    isDisabled,
  });
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(
    { delay, closeDelay, trigger, isDisabled },
    state,
    triggerRef,
  );
  return (
    <>
      <FocusableProvider {...triggerProps} ref={triggerRef}>
        {children}
      </FocusableProvider>
      <LazyOverlay
        state={state}
        triggerRef={triggerRef}
        tooltipProps={tooltipProps}
        content={content}
        width={width}
        placement={placement}
      />
    </>
  );
}

/** Renders the overlay once it has opened at least once; nothing (and no download) before. */
function LazyOverlay(props: TooltipOverlayProps) {
  const Overlay = overlay.use();
  const open = props.state.isOpen;
  useEffect(() => {
    if (open) overlay.load();
  }, [open]);
  return Overlay ? <Overlay {...props} /> : null;
}
